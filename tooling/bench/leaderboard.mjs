import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findPostgresBin, startPostgres } from '../scripts/with-postgres.mjs';
import { mulberry32 } from './prng.mjs';
import { startService } from './service.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', 'apps', 'api-worker');
const DURATION_S = 10;
const CONNECTIONS = 10;
const _HEALTH_TIMEOUT_MS = 30_000;

/** api-worker alone; each write carries its own X-Forwarded-For, so the per-client limit is not a wall. */
function startApi({ database, log }) {
  return startService({
    label: 'api-worker',
    cwd: apiDir,
    script: 'src/main.ts',
    env: { TRUSTED_PROXIES: '127.0.0.1', DATABASE_URL: undefined, ...database },
    log,
  });
}

/** A plausible round with the score the server expects, under a distinct name. */
function makeRound(index, random, computeScore) {
  const avgMs = 250 + Math.floor(random() * 650);
  const attempts = 40 + Math.floor(random() * 160);
  const hits = Math.min(attempts, Math.floor(random() * attempts), Math.floor(60_000 / avgMs));
  const round = { hits, attempts, avgMs: hits > 0 ? avgMs : 0 };
  return { name: `bench ${index}`, ...round, score: computeScore(round) };
}

const clientAddress = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function loadWrites(origin, computeScore) {
  const random = mulberry32(20_260_522);
  let index = 0;
  const accepted = new Map();
  const statuses = {};
  const result = await cannon({
    url: `${origin}/api/leaderboard`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          index += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(index) },
            body: JSON.stringify(makeRound(index, random, computeScore)),
          };
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) {
            const entry = JSON.parse(body);
            accepted.set(entry.id, entry.name);
          }
        },
      },
    ],
  });
  return { result, accepted, statuses, built: index };
}

/** Reads the table directly (after the server stopped, since PGlite is single-process). */
async function readRows(database) {
  const { openDatabase } = await import('../../apps/api-worker/src/db/client.ts');
  const { leaderboardEntries } = await import('../../apps/api-worker/src/db/schema.ts');
  const open = await openDatabase({
    url: database.DATABASE_URL,
    pgliteDir: database.PGLITE_DIR ?? 'memory://',
  });
  try {
    const rows = await open.db
      .select({ id: leaderboardEntries.id, name: leaderboardEntries.name })
      .from(leaderboardEntries);
    return new Map(rows.map((row) => [row.id, row.name]));
  } finally {
    await open.close();
  }
}

async function benchDatabase({ label, database, log, computeScore }) {
  const api = await startApi({ database, log });
  let writes;
  let reads;
  try {
    log(`${label}: writes for ${DURATION_S} s (${CONNECTIONS} connections)`);
    writes = await loadWrites(api.origin, computeScore);
    log(`${label}: reads for ${DURATION_S} s (${CONNECTIONS} connections)`);
    reads = await cannon({ url: `${api.origin}/api/leaderboard/today` });
  } finally {
    await api.stop();
  }
  const rows = await readRows(database);
  const lost = [...writes.accepted].filter(([id, name]) => rows.get(id) !== name).length;
  const nonCreated = Object.entries(writes.statuses)
    .filter(([status]) => status !== '201')
    .reduce((sum, [, count]) => sum + count, 0);
  const readFailures = reads.non2xx + reads.errors;
  const pass = lost === 0 && nonCreated === 0 && writes.result.errors === 0 && readFailures === 0;
  const rowsOut = [
    { label: `${label} reads`, value: Math.round(reads.requests.average), unit: 'req/s' },
    { label: `${label} reads p99`, value: reads.latency.p99, unit: 'ms' },
    { label: `${label} writes`, value: Math.round(writes.result.requests.average), unit: 'req/s' },
    { label: `${label} writes p99`, value: writes.result.latency.p99, unit: 'ms' },
    { label: `${label} writes accepted (201)`, value: writes.accepted.size, unit: 'rows' },
    { label: `${label} rows in table`, value: rows.size, unit: 'rows' },
    { label: `${label} accepted writes lost`, value: lost, unit: 'rows', target: '0', pass: lost === 0 },
  ];
  const notes = [];
  if (nonCreated > 0)
    notes.push(`${label}: writes answered other than 201: ${JSON.stringify(writes.statuses)}`);
  if (writes.result.errors > 0) notes.push(`${label}: ${writes.result.errors} write connection errors`);
  if (readFailures > 0) notes.push(`${label}: ${reads.non2xx} non-2xx reads, ${reads.errors} read errors`);
  const details = [
    `${label}: ${writes.built} write bodies built, statuses ${JSON.stringify(writes.statuses)}; ` +
      `${rows.size - writes.accepted.size} stored rows were still in flight when the load stopped`,
    `${label}: reads p50 ${reads.latency.p50} ms, writes p50 ${writes.result.latency.p50} ms`,
  ];
  return { rows: rowsOut, pass, notes, details };
}

export async function leaderboardBench({ log }) {
  if (!findPostgresBin()) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql',
    );
  }
  const { computeScore } = await import('../../apps/api-worker/src/leaderboard/score.ts');
  const results = [];

  const pgliteDir = mkdtempSync(join(tmpdir(), 'toolbox-bench-pglite-'));
  try {
    results.push(
      await benchDatabase({ label: 'PGlite', database: { PGLITE_DIR: pgliteDir }, log, computeScore }),
    );
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  // PostgreSQL with its default durability (fsync on), as a production server would run.
  const cluster = await startPostgres({ durable: true, log });
  // pg_ctl detaches the server from this process group: Ctrl-C must stop it explicitly.
  const onSignal = () => {
    cluster.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    results.push(
      await benchDatabase({
        label: 'PostgreSQL',
        database: { DATABASE_URL: cluster.url },
        log,
        computeScore,
      }),
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cluster.stop();
  }

  return {
    name: 'leaderboard (autocannon)',
    rows: results.flatMap((result) => result.rows),
    pass: results.every((result) => result.pass),
    notes: results.flatMap((result) => result.notes),
    details: results.flatMap((result) => result.details),
  };
}
