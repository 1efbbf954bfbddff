// Benchmark: the JSON tool's query tab on a ~20 MB document against Debian's jq binary on the same
// file, in the same run. JSONPath (our evaluator) is judged; jq through WebAssembly is reported.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { ensureJsonDocument } from './generate-json.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const RUNS = 5;
/** A simple path query may take at most twice jq's time on the same file. */
const TARGET_RATIO = 2.0;
const CHILD_TIMEOUT_MS = 120_000;

/** Each pair asks the same thing of JSONPath and of jq, and both give one array. */
const QUERIES = [
  {
    label: 'simple path',
    jsonpath: '$.records[*].address.city',
    jq: '[.records[].address.city]',
    judged: true,
  },
  {
    label: 'filter',
    jsonpath: "$.records[?@.price > 9000 && @.status == 'active'].id",
    jq: '[.records[] | select(.price > 9000 and .status == "active") | .id]',
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;
}

/**
 * 20 MB of 300,000 small records (the e2e suite's large document): many small values, which is
 * what fills jq's memory. The WebAssembly jq's 256 MB runs out on it; reported, not judged.
 */
function ensureSmallRecords() {
  const path = join(cacheDir, 'small-records-300000.json');
  if (!existsSync(path)) {
    const rows = Array.from({ length: 300_000 }, (_, id) => ({
      id,
      name: `item ${id}`,
      tags: ['alpha', 'beta'],
      value: id * 1.5,
    }));
    writeFileSync(path, JSON.stringify(rows));
  }
  return path;
}

async function bundleCore() {
  mkdirSync(cacheDir, { recursive: true });
  return bundleForNode({
    outfile: join(cacheDir, 'json-query-core.mjs'),
    contents: "export { runJsonPathQuery, runJqQuery } from '@toolbox/tool-json-tools/core';",
    resolveDir: here,
    loader: 'js',
  });
}

function runChild(corePath, dataPath, syntax, query) {
  const child = spawnSync(
    process.execPath,
    [join(here, 'json-query-child.mjs'), corePath, dataPath, syntax, query],
    { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS, maxBuffer: 1 << 20 },
  );
  if (child.status !== 0)
    throw new Error(`query child (${syntax}) failed: ${child.error?.message ?? ''}${child.stderr}`);
  return JSON.parse(child.stdout);
}

/** `jq filter file`, pretty-printed as jq does by default; its output is hashed like ours. */
function runJq(jq, dataPath, filter) {
  const start = performance.now();
  const child = spawnSync(jq, [filter, dataPath], {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`jq failed: ${child.error?.message ?? ''}${child.stderr}`);
  const hash = createHash('sha256')
    .update(JSON.stringify(JSON.parse(child.stdout)))
    .digest('hex');
  return { ms, hash };
}

export async function jsonQueryBench({ log = () => {} } = {}) {
  const jq = which('jq');
  if (!jq) throw new Error('jq is not installed (apt-get install -y jq; `pnpm bench json` installs it too)');
  const jqVersion = spawnSync(jq, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const { path: dataPath } = ensureJsonDocument({ cacheDir, targetBytes: 20 * 1024 * 1024 });
  const sizeMb = statSync(dataPath).size / (1024 * 1024);
  log(`document ${dataPath} (${sizeMb.toFixed(1)} MB)`);
  const { path: smallPath } = ensureJsonDocument({ cacheDir, targetBytes: 5 * 1024 * 1024 });
  const smallMb = statSync(smallPath).size / (1024 * 1024);
  const corePath = await bundleCore();

  const rows = [{ label: 'input document', value: sizeMb.toFixed(1), unit: 'MB' }];
  const details = [];
  let pass = true;
  const ms = (value) => value.toFixed(0);
  for (const query of QUERIES) {
    const ours = [];
    const native = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`${query.label} run ${run}/${RUNS}: JSONPath, then ${jqVersion}`);
      ours.push(runChild(corePath, dataPath, 'jsonpath', query.jsonpath));
      native.push(runJq(jq, dataPath, query.jq));
    }
    const oursMs = median(ours.map((run) => run.ms));
    const nativeMs = median(native.map((run) => run.ms));
    const ratio = oursMs / nativeMs;
    const same = ours[0].status === 'ok' && ours[0].hash === native[0].hash;
    const judged = query.judged ? ratio <= TARGET_RATIO && same : same;
    pass &&= judged;
    rows.push(
      {
        label: `${query.label}: JSONPath ${query.jsonpath}, wall (median of ${RUNS})`,
        value: ms(oursMs),
        unit: 'ms',
      },
      {
        label: `${query.label}: ${jqVersion} '${query.jq}' file, wall (median of ${RUNS})`,
        value: ms(nativeMs),
        unit: 'ms',
      },
      {
        label: `${query.label}: JSONPath / jq`,
        value: ratio.toFixed(2),
        unit: '',
        ...(query.judged ? { target: `≤ ${TARGET_RATIO}`, pass: ratio <= TARGET_RATIO } : {}),
      },
      {
        label: `${query.label}: same result as jq (${ours[0].count} matches)`,
        value: same ? 'yes' : 'NO',
        unit: '',
        pass: same,
      },
    );
    details.push(
      `${query.label} JSONPath wall (ms): ${ours.map((run) => ms(run.ms)).join(', ')}; CPU ${ours.map((run) => ms(run.cpuMs)).join(', ')}; peak RSS ${(Math.max(...ours.map((run) => run.maxRssKb)) / 1024).toFixed(0)} MB`,
      `${query.label} jq wall (ms): ${native.map((run) => ms(run.ms)).join(', ')}`,
    );

    // jq's own language through the tool's WebAssembly jq: reported, not judged.
    for (const [name, path, mb] of [
      ['20 MB', dataPath, sizeMb],
      ['5 MB', smallPath, smallMb],
    ]) {
      log(`${query.label}: jq-wasm on the ${name} document`);
      const wasm = runChild(corePath, path, 'jq', query.jq);
      if (wasm.status !== 'ok') {
        rows.push({
          label: `${query.label}: jq-wasm on ${mb.toFixed(1)} MB`,
          value: wasm.status === 'aborted' ? 'out of memory' : wasm.status,
          unit: '',
        });
        continue;
      }
      const nativeSame = runJq(jq, path, query.jq);
      rows.push({
        label: `${query.label}: jq-wasm on ${mb.toFixed(1)} MB / native jq (${ms(wasm.ms)} / ${ms(nativeSame.ms)} ms)`,
        value: (wasm.ms / nativeSame.ms).toFixed(2),
        unit: wasm.hash === nativeSame.hash ? '' : 'RESULT DIFFERS',
      });
    }
  }
  const recordsPath = ensureSmallRecords();
  const recordsMb = statSync(recordsPath).size / (1024 * 1024);
  log('jq-wasm and JSONPath on 300,000 small records');
  const wasmRecords = runChild(corePath, recordsPath, 'jq', '[.[].name] | length');
  const pathRecords = runChild(corePath, recordsPath, 'jsonpath', '$[*].name');
  rows.push(
    {
      label: `jq-wasm '[.[].name] | length' on ${recordsMb.toFixed(1)} MB of 300,000 small records`,
      value:
        wasmRecords.status === 'ok'
          ? ms(wasmRecords.ms)
          : wasmRecords.status === 'aborted'
            ? 'out of memory'
            : wasmRecords.status,
      unit: wasmRecords.status === 'ok' ? 'ms' : '',
    },
    {
      label: `JSONPath '$[*].name' on the same document (${pathRecords.count} matches)`,
      value: pathRecords.status === 'ok' ? ms(pathRecords.ms) : pathRecords.status,
      unit: pathRecords.status === 'ok' ? 'ms' : '',
    },
  );
  return {
    name: 'JSON query: JSONPath vs jq',
    rows,
    pass,
    details,
    notes: [
      `JSONPath must be within ${TARGET_RATIO}× of ${jqVersion} on the simple path query, with the same result.`,
    ],
  };
}
