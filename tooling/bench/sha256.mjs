// Benchmark: SHA-256 of a 200 MB file through the crypto tool's streaming core against sha256sum.
// The targets: time ratio ≤ 1.5 and peak memory < 128 MB (the file must never be whole in memory).

import { spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const SIZE = 200 * 1024 * 1024;
const RUNS = 3;
const TARGET_RATIO = 1.5;
const TARGET_RSS_MB = 128;
const CHILD_TIMEOUT_MS = 120_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Random bytes, so no hasher or disk can take a shortcut; reused between runs. */
function ensureFile(log) {
  const path = join(cacheDir, 'sha256-200mb.bin');
  if (existsSync(path) && statSync(path).size === SIZE) return path;
  log(`generating ${path}`);
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(8 * 1024 * 1024);
  for (let written = 0; written < SIZE; written += block.length) writeSync(fd, randomFillSync(block));
  closeSync(fd);
  return path;
}

/** Bundles the shipped hash core (hash-wasm inlined) so plain Node can import it; see json-vs-jq.mjs. */
async function bundleCore() {
  const outfile = join(cacheDir, 'crypto-hash-core.mjs');
  const entry = join(here, '../../packages/tool-crypto-tools/src/core/hash.ts');
  const constants = join(here, '../../packages/tool-crypto-tools/src/core/constants.ts');
  await bundleForNode({
    outfile,
    contents: `export { hashChunks } from ${JSON.stringify(entry)}; export { HASH_CHUNK_BYTES } from ${JSON.stringify(constants)};`,
    resolveDir: here,
    loader: 'js',
  });
  return outfile;
}

function runCore(corePath, dataPath) {
  const child = spawnSync(process.execPath, [join(here, 'sha256-child.mjs'), corePath, dataPath], {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
  });
  if (child.status !== 0) throw new Error(`core child failed: ${child.error?.message ?? ''}${child.stderr}`);
  return JSON.parse(child.stdout);
}

function runSha256sum(dataPath) {
  const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  const [command, args] = time ? [time, ['-f', '%M', 'sha256sum', dataPath]] : ['sha256sum', [dataPath]];
  const start = performance.now();
  const child = spawnSync(command, args, { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`sha256sum failed: ${child.error?.message ?? ''}${child.stderr}`);
  const rss = time ? Number(child.stderr.trim().split('\n').at(-1)) : Number.NaN;
  return { ms, digest: child.stdout.split(' ')[0], maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

export async function sha256Bench({ log = () => {} } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  const dataPath = ensureFile(log);
  const corePath = await bundleCore();
  const core = [];
  const native = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`run ${run}/${RUNS}: core`);
    core.push(runCore(corePath, dataPath));
    log(`run ${run}/${RUNS}: sha256sum`);
    native.push(runSha256sum(dataPath));
  }
  const coreMs = median(core.map((run) => run.ms));
  const nativeMs = median(native.map((run) => run.ms));
  const ratio = coreMs / nativeMs;
  const coreRssMb = Math.max(...core.map((run) => run.maxRssKb)) / 1024;
  const nativeRss = native.map((run) => run.maxRssKb).filter((value) => value !== undefined);
  const digestsAgree = core.every((run) => run.digest === native[0].digest);

  return {
    name: 'SHA-256 200 MB: crypto-tools core vs sha256sum',
    rows: [
      { label: 'input file', value: (SIZE / 1024 / 1024).toFixed(0), unit: 'MB' },
      { label: 'core hashChunks, 8 MB file reads (median of 3)', value: coreMs.toFixed(0), unit: 'ms' },
      { label: 'sha256sum file (median of 3)', value: nativeMs.toFixed(0), unit: 'ms' },
      { label: 'core peak RSS (child process)', value: coreRssMb.toFixed(0), unit: 'MB' },
      {
        label: 'sha256sum peak RSS',
        value: nativeRss.length ? (Math.max(...nativeRss) / 1024).toFixed(0) : 'n/a',
        unit: nativeRss.length ? 'MB' : '',
      },
      { label: 'digests agree', value: digestsAgree ? 'yes' : 'NO', unit: '' },
    ],
    ratio,
    target: `core/sha256sum ≤ ${TARGET_RATIO}, RSS < ${TARGET_RSS_MB} MB`,
    pass: ratio <= TARGET_RATIO && coreRssMb < TARGET_RSS_MB && digestsAgree,
    details: [
      `core runs (ms): ${core.map((run) => run.ms.toFixed(0)).join(', ')}`,
      `sha256sum runs (ms): ${native.map((run) => run.ms.toFixed(0)).join(', ')}`,
      `digest ${native[0].digest}`,
    ],
  };
}
