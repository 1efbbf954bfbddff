// Runs in its own Node process, spawned by json-query.mjs:
//   node json-query-child.mjs <bundled core> <data file> jsonpath|jq <query>
// Reads the file, then times only the query tab's call (parse, query, format with the tool's
// formatter, measure), wall and CPU. Prints { ms, cpuMs, status, count, hash, maxRssKb }: `hash`
// is the SHA-256 of the result's value (JSON.parse then JSON.stringify), to compare with jq's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, dataPath, syntax, query] = process.argv.slice(2);
const { runJqQuery, runJsonPathQuery } = await import(pathToFileURL(corePath).href);

let engine;
if (syntax === 'jq') {
  // jq-wasm is the tool's dependency: resolved from the tool's package, its wasm read from disk.
  const here = dirname(fileURLToPath(import.meta.url));
  const require = createRequire(join(here, '../../packages/tool-json-tools/package.json'));
  const { loadJq } = await import(pathToFileURL(require.resolve('jq-wasm')).href);
  engine = await loadJq({ wasmBinary: readFileSync(require.resolve('jq-wasm/jq.wasm')) });
}
const input = readFileSync(dataPath, 'utf8');

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

const cpu = process.cpuUsage();
const start = performance.now();
let outcome;
try {
  outcome = syntax === 'jq' ? runJqQuery({ engine, input, query }) : runJsonPathQuery({ input, query });
} catch (error) {
  outcome = { status: 'aborted', message: error instanceof Error ? error.message : String(error) };
}
const ms = performance.now() - start;
const cpuUsed = cpuMs(cpu);
const maxRssKb = peakRssKb();
const hash =
  outcome.status === 'ok'
    ? createHash('sha256')
        .update(JSON.stringify(JSON.parse(outcome.output)))
        .digest('hex')
    : undefined;
process.stdout.write(
  JSON.stringify({
    ms,
    cpuMs: cpuUsed,
    status: outcome.status,
    message: outcome.message,
    count: outcome.count,
    hash,
    maxRssKb,
  }),
);
