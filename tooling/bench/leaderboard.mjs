import { randomInt, randomUUID } from 'node:crypto';
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
/** Finished rounds made before the server starts, one per legitimate write (far more than 10 s use). */
const PREMADE_ROUNDS = 60_000;
const ROUND_BATCH = 5_000;
/** How long before the server starts the premade rounds are issued: past the 62 s minimum. */
const PREMADE_ROUND_AGE_MS = 70_000;
const FORGED_PER_KIND = 200;
const FORGED_CONCURRENCY = 10;
/** Forged submissions come from addresses of their own, above any the writes reach. */
const FORGED_ADDRESS_BASE = 1 << 20;
/** The four kinds of forged submission and the refusal each must get. */
const FORGED_KINDS = [
  { id: 'no roundId', status: 400, code: 'ROUND_REQUIRED' },
  { id: 'reused roundId', status: 409, code: 'ROUND_USED' },
  { id: 'impossible timing', status: 400, code: 'ROUND_TOO_SOON' },
  { id: 'unknown roundId', status: 400, code: 'ROUND_UNKNOWN' },
];

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
function makeRound(name, random, computeScore) {
  const avgMs = 250 + Math.floor(random() * 650);
  const attempts = 40 + Math.floor(random() * 160);
  const hits = Math.min(attempts, Math.floor(random() * attempts), Math.floor(60_000 / avgMs));
  const round = { hits, attempts, avgMs: hits > 0 ? avgMs : 0 };
  return { name, ...round, score: computeScore(round) };
}

const apiModule = (path) => import(`../../apps/api-worker/src/${path}`);

/** The API's own database module on the bench's database (PGlite is single-process: server stopped). */
async function withDatabase(database, use) {
  const { openDatabase } = await apiModule('db/client.ts');
  const open = await openDatabase({
    url: database.DATABASE_URL,
    pgliteDir: database.PGLITE_DIR ?? 'memory://',
  });
  try {
    return await use(open.db);
  } finally {
    await open.close();
  }
}

/**
 * Finished rounds written straight into the database before the server starts (which also applies
 * the migrations), issued PREMADE_ROUND_AGE_MS ago: the load needs thousands of rounds it cannot
 * wait 62 s for, and the server has no switch to skip the wait.
 */
async function premakeRounds(database) {
  const { leaderboardRounds } = await apiModule('db/schema.ts');
  return withDatabase(database, async (db) => {
    const issuedAt = new Date(Date.now() - PREMADE_ROUND_AGE_MS);
    const ids = [];
    for (let start = 0; start < PREMADE_ROUNDS; start += ROUND_BATCH) {
      const batch = Array.from({ length: Math.min(ROUND_BATCH, PREMADE_ROUNDS - start) }, () => ({
        id: randomUUID(),
        seed: randomInt(2 ** 32),
        issuedAt,
      }));
      await db.insert(leaderboardRounds).values(batch);
      for (const round of batch) ids.push(round.id);
    }
    return ids;
  });
}

const clientAddress = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Legitimate writes: each a plausible round with a premade round of its own. */
async function loadWrites(origin, computeScore, rounds) {
  const random = mulberry32(20_260_522);
  let index = 0;
  let roundsMissing = 0;
  const roundByName = new Map();
  const accepted = new Map();
  const acceptedRounds = [];
  const statuses = {};
  const result = await cannon({
    url: `${origin}/api/leaderboard`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          index += 1;
          const name = `bench ${index}`;
          const roundId = rounds[index - 1];
          if (roundId === undefined) roundsMissing += 1;
          roundByName.set(name, roundId);
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(index) },
            body: JSON.stringify({ ...makeRound(name, random, computeScore), roundId }),
          };
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) {
            const entry = JSON.parse(body);
            accepted.set(entry.id, entry.name);
            acceptedRounds.push(roundByName.get(entry.name));
          }
        },
      },
    ],
  });
  return { result, accepted, acceptedRounds, statuses, built: index, roundsMissing };
}

/**
 * Forged submissions, FORGED_PER_KIND of each kind, interleaved, FORGED_CONCURRENCY at a time, each
 * from its own address (the write limit is per client): a plausible body (a script computes the
 * score as the page does) with no roundId, with the roundId of a write already accepted, with a
 * round fetched from POST /api/leaderboard/rounds and sent at once, or with a random UUID. Each
 * must get its kind's refusal.
 */
async function forgeWrites(origin, computeScore, acceptedRounds) {
  const random = mulberry32(20_260_523);
  const counts = new Map(
    FORGED_KINDS.map((kind) => [kind.id, { sent: 0, refused: 0, accepted: 0, other: {} }]),
  );
  const tasks = [];
  for (let index = 0; index < FORGED_PER_KIND; index++) tasks.push(...FORGED_KINDS);
  let next = 0;
  const started = performance.now();

  const forge = async (kind, index) => {
    const count = counts.get(kind.id);
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress(FORGED_ADDRESS_BASE + index),
    };
    const round = makeRound(`forged ${index}`, random, computeScore);
    let roundId;
    if (kind.id === 'reused roundId') roundId = acceptedRounds[index % acceptedRounds.length];
    if (kind.id === 'unknown roundId') roundId = randomUUID();
    if (kind.id === 'impossible timing') {
      const issued = await fetch(`${origin}/api/leaderboard/rounds`, { method: 'POST', headers });
      if (issued.status !== 201) {
        count.other[`round not issued: ${issued.status}`] =
          (count.other[`round not issued: ${issued.status}`] ?? 0) + 1;
        return;
      }
      roundId = (await issued.json()).roundId;
    }
    const response = await fetch(`${origin}/api/leaderboard`, {
      method: 'POST',
      headers,
      body: JSON.stringify(roundId === undefined ? round : { ...round, roundId }),
    });
    const answer = await response.json().catch(() => ({}));
    count.sent += 1;
    if (response.status === 201) count.accepted += 1;
    else if (response.status === kind.status && answer.code === kind.code) count.refused += 1;
    else {
      const key = `${response.status} ${answer.code}`;
      count.other[key] = (count.other[key] ?? 0) + 1;
    }
  };

  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      await forge(tasks[index], index);
    }
  };
  if (acceptedRounds.length === 0) throw new Error('no write was accepted: there is no round to reuse');
  await Promise.all(Array.from({ length: FORGED_CONCURRENCY }, worker));
  return { counts, total: tasks.length, seconds: (performance.now() - started) / 1000 };
}

/** Reads the tables directly (after the server stopped, since PGlite is single-process). */
async function readRows(database) {
  const { leaderboardEntries, leaderboardRounds } = await apiModule('db/schema.ts');
  return withDatabase(database, async (db) => {
    const rows = await db
      .select({ id: leaderboardEntries.id, name: leaderboardEntries.name })
      .from(leaderboardEntries);
    // Every round's used_at, counted here: drizzle-orm's operators are not a dependency of the bench.
    const rounds = await db.select({ usedAt: leaderboardRounds.usedAt }).from(leaderboardRounds);
    const roundsUsed = rounds.filter((round) => round.usedAt !== null).length;
    return { entries: new Map(rows.map((row) => [row.id, row.name])), roundsUsed };
  });
}

async function benchDatabase({ label, database, log, computeScore }) {
  log(`${label}: writing ${PREMADE_ROUNDS} finished rounds into the database`);
  const premadeStarted = performance.now();
  const rounds = await premakeRounds(database);
  const premadeSeconds = (performance.now() - premadeStarted) / 1000;
  const api = await startApi({ database, log });
  let writes;
  let forged;
  let reads;
  try {
    log(`${label}: writes for ${DURATION_S} s (${CONNECTIONS} connections)`);
    writes = await loadWrites(api.origin, computeScore, rounds);
    log(`${label}: ${FORGED_PER_KIND * FORGED_KINDS.length} forged writes (${FORGED_CONCURRENCY} at a time)`);
    forged = await forgeWrites(api.origin, computeScore, writes.acceptedRounds);
    log(`${label}: reads for ${DURATION_S} s (${CONNECTIONS} connections)`);
    reads = await cannon({ url: `${api.origin}/api/leaderboard/today` });
  } finally {
    await api.stop();
  }
  const { entries: rows, roundsUsed } = await readRows(database);
  const lost = [...writes.accepted].filter(([id, name]) => rows.get(id) !== name).length;
  const nonCreated = Object.entries(writes.statuses)
    .filter(([status]) => status !== '201')
    .reduce((sum, [, count]) => sum + count, 0);
  const readFailures = reads.non2xx + reads.errors;
  const forgedCounts = [...forged.counts.values()];
  const forgedRefused = forgedCounts.reduce((sum, count) => sum + count.refused, 0);
  const forgedAccepted = forgedCounts.reduce((sum, count) => sum + count.accepted, 0);
  const forgedStored = [...rows.values()].filter((name) => name.startsWith('forged ')).length;
  const refusedPercent = (100 * forgedRefused) / forged.total;
  const forgedPass = forgedRefused === forged.total && forgedAccepted === 0 && forgedStored === 0;
  const pass =
    lost === 0 &&
    nonCreated === 0 &&
    writes.result.errors === 0 &&
    writes.roundsMissing === 0 &&
    readFailures === 0 &&
    forgedPass &&
    roundsUsed === rows.size;
  const rowsOut = [
    { label: `${label} reads`, value: Math.round(reads.requests.average), unit: 'req/s' },
    { label: `${label} reads p99`, value: reads.latency.p99, unit: 'ms' },
    { label: `${label} writes`, value: Math.round(writes.result.requests.average), unit: 'req/s' },
    { label: `${label} writes p99`, value: writes.result.latency.p99, unit: 'ms' },
    { label: `${label} writes accepted (201)`, value: writes.accepted.size, unit: 'rows' },
    {
      label: `${label} legitimate writes not 201`,
      value: nonCreated,
      unit: 'writes',
      target: '0',
      pass: nonCreated === 0,
    },
    { label: `${label} rows in table`, value: rows.size, unit: 'rows' },
    { label: `${label} accepted writes lost`, value: lost, unit: 'rows', target: '0', pass: lost === 0 },
    {
      label: `${label} rounds used`,
      value: roundsUsed,
      unit: 'rounds',
      target: '= rows',
      pass: roundsUsed === rows.size,
    },
    ...FORGED_KINDS.map((kind) => {
      const count = forged.counts.get(kind.id);
      return {
        label: `${label} forged, ${kind.id}: ${kind.code}`,
        value: count.refused,
        unit: `of ${FORGED_PER_KIND}`,
        target: `${FORGED_PER_KIND}`,
        pass: count.refused === FORGED_PER_KIND,
      };
    }),
    {
      label: `${label} forged refused`,
      value: refusedPercent.toFixed(1),
      unit: '%',
      target: '100',
      pass: forgedRefused === forged.total,
    },
    {
      label: `${label} forged accepted or stored`,
      value: Math.max(forgedAccepted, forgedStored),
      unit: 'writes',
      target: '0',
      pass: forgedAccepted === 0 && forgedStored === 0,
    },
  ];
  const notes = [];
  if (nonCreated > 0)
    notes.push(`${label}: writes answered other than 201: ${JSON.stringify(writes.statuses)}`);
  if (writes.roundsMissing > 0)
    notes.push(`${label}: ${writes.roundsMissing} writes found no premade round left (raise PREMADE_ROUNDS)`);
  if (writes.result.errors > 0) notes.push(`${label}: ${writes.result.errors} write connection errors`);
  if (readFailures > 0) notes.push(`${label}: ${reads.non2xx} non-2xx reads, ${reads.errors} read errors`);
  for (const kind of FORGED_KINDS) {
    const count = forged.counts.get(kind.id);
    if (count.refused !== FORGED_PER_KIND) {
      notes.push(
        `${label}: forged ${kind.id}: ${count.refused} ${kind.code}, ${count.accepted} accepted, others ${JSON.stringify(count.other)}`,
      );
    }
  }
  if (roundsUsed !== rows.size)
    notes.push(`${label}: ${roundsUsed} rounds used for ${rows.size} stored rows`);
  const details = [
    `${label}: ${PREMADE_ROUNDS} rounds written in ${premadeSeconds.toFixed(1)} s before the server started`,
    `${label}: ${writes.built} write bodies built, statuses ${JSON.stringify(writes.statuses)}; ` +
      `${rows.size - writes.accepted.size} stored rows were still in flight when the load stopped`,
    `${label}: ${forged.total} forged writes in ${forged.seconds.toFixed(1)} s: ` +
      JSON.stringify(Object.fromEntries(forged.counts)),
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
  // The formula the page and the server share (read from its source: the bench needs no build).
  const { computeAimScore: computeScore } = await import('../../packages/kit/src/aim-score.ts');
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
