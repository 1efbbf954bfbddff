// Benchmark: the JSON tool's format core (runJsonTool) on a ~50 MB document, judged against plain
// V8 (JSON.parse + JSON.stringify(x, null, 2)) in the same run; Debian jq's time is reported beside.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { ensureJsonDocument } from './generate-json.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const RUNS = 5;
/** Making the formatted text may cost at most 10% more than the engine's own parse and stringify. */
const TARGET_RATIO = 1.1;
/**
 * The whole call also measures the input and the output exactly (UTF-8 bytes of both, code points of
 * the output): two scans of ~140 M characters that plain V8 does not make.
 */
const TARGET_WHOLE_RATIO = 1.25;
const CHILD_TIMEOUT_MS = 60_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;
}

function ensureJq(log) {
  let jq = which('jq');
  if (jq) return jq;
  log('jq not found: installing the Debian package (apt-get install -y jq)');
  const [command, prefix] = process.getuid?.() === 0 ? ['apt-get', []] : ['sudo', ['apt-get']];
  const apt = (...args) => spawnSync(command, [...prefix, ...args], { stdio: ['ignore', 2, 2] });
  if (apt('install', '-y', 'jq').status !== 0) {
    apt('update');
    apt('install', '-y', 'jq');
  }
  jq = which('jq');
  if (!jq) throw new Error('jq is not installed and apt-get could not install it');
  return jq;
}

/**
 * Node 24 cannot import the core straight from the workspace: its TypeScript imports omit file
 * extensions ('./locate-error'), which Node's ESM resolver rejects. esbuild bundles exactly the
 * shipped source (no minification, same target as Node) into one .mjs file.
 */
async function bundleCore() {
  mkdirSync(cacheDir, { recursive: true });
  const outfile = join(cacheDir, 'json-core.mjs');
  await bundleForNode({
    outfile,
    contents: "export { runJsonTool } from '@toolbox/tool-json-tools/core';",
    resolveDir: here,
    loader: 'js',
  });
  return outfile;
}

function runChild(corePath, dataPath, mode) {
  const child = spawnSync(process.execPath, [join(here, 'json-core-child.mjs'), corePath, dataPath, mode], {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) {
    throw new Error(`core child (${mode}) failed: ${child.error?.message ?? ''}${child.stderr}`);
  }
  return JSON.parse(child.stdout);
}

function runJq(jq, dataPath) {
  const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  const [command, args] = time ? [time, ['-f', '%M', jq, '.', dataPath]] : [jq, ['.', dataPath]];
  const start = performance.now();
  // stdout 'ignore' is /dev/null, as in `jq . file > /dev/null`.
  const child = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
  });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`jq failed: ${child.error?.message ?? ''}${child.stderr}`);
  const rss = time ? Number(child.stderr.trim().split('\n').at(-1)) : Number.NaN;
  return { ms, maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

export async function jsonVsJq({ log = () => {} } = {}) {
  const jq = ensureJq(log);
  const jqVersion = spawnSync(jq, ['--version'], { encoding: 'utf8' }).stdout.trim();

  log('generating / reusing the test document');
  const { path: dataPath, generated } = ensureJsonDocument({ cacheDir });
  const sizeMb = statSync(dataPath).size / (1024 * 1024);
  log(`${generated ? 'generated' : 'reused'} ${dataPath} (${sizeMb.toFixed(1)} MB)`);

  const corePath = await bundleCore();

  log('checking that the core output parses to the same value as the input');
  const verification = runChild(corePath, dataPath, 'verify');

  const core = [];
  const plain = [];
  const jqRuns = [];
  // Interleaved, so a burst of load elsewhere on the machine hits all three alike.
  for (let run = 1; run <= RUNS; run++) {
    log(`run ${run}/${RUNS}: core`);
    core.push(runChild(corePath, dataPath, 'time'));
    log(`run ${run}/${RUNS}: plain V8`);
    plain.push(runChild(corePath, dataPath, 'plain'));
    log(`run ${run}/${RUNS}: jq`);
    jqRuns.push(runJq(jq, dataPath));
  }

  const coreMs = median(core.map((run) => run.ms));
  const plainMs = median(plain.map((run) => run.ms));
  const jqMs = median(jqRuns.map((run) => run.ms));
  const coreCpu = median(core.map((run) => run.cpuMs));
  const formatCpu = median(core.map((run) => run.formatCpuMs));
  const plainCpu = median(plain.map((run) => run.cpuMs));
  const coreRssMb = Math.max(...core.map((run) => run.maxRssKb)) / 1024;
  const plainRssMb = Math.max(...plain.map((run) => run.maxRssKb)) / 1024;
  const jqRss = jqRuns.map((run) => run.maxRssKb).filter((value) => value !== undefined);
  const formatRatio = formatCpu / plainCpu;
  const wholeRatio = coreCpu / plainCpu;
  const outputsAgree = verification.same && verification.indented;
  const formatPass = formatRatio <= TARGET_RATIO;
  const wholePass = wholeRatio <= TARGET_WHOLE_RATIO;
  const ms = (value) => value.toFixed(0);

  return {
    name: 'JSON format: core vs plain V8',
    rows: [
      { label: 'input document', value: sizeMb.toFixed(1), unit: 'MB' },
      { label: `core runJsonTool format, CPU (median of ${RUNS})`, value: ms(coreCpu), unit: 'ms' },
      { label: '  of which until the formatted text exists', value: ms(formatCpu), unit: 'ms' },
      { label: '  of which UTF-8 sizes and character count', value: ms(coreCpu - formatCpu), unit: 'ms' },
      {
        label: `plain V8 parse + stringify(x, null, 2), CPU (median of ${RUNS})`,
        value: ms(plainCpu),
        unit: 'ms',
      },
      {
        label: 'core format / plain V8 (CPU)',
        value: formatRatio.toFixed(2),
        unit: '',
        target: `≤ ${TARGET_RATIO}`,
        pass: formatPass,
      },
      {
        label: 'core whole call / plain V8 (CPU)',
        value: wholeRatio.toFixed(2),
        unit: '',
        target: `≤ ${TARGET_WHOLE_RATIO}`,
        pass: wholePass,
      },
      { label: 'core wall time (median)', value: ms(coreMs), unit: 'ms' },
      { label: 'plain V8 wall time (median)', value: ms(plainMs), unit: 'ms' },
      { label: `${jqVersion} . file > /dev/null, wall (median of ${RUNS})`, value: ms(jqMs), unit: 'ms' },
      { label: 'core / jq, wall (reported, not judged)', value: (coreMs / jqMs).toFixed(2), unit: '' },
      { label: 'plain V8 / jq, wall (reported, not judged)', value: (plainMs / jqMs).toFixed(2), unit: '' },
      { label: 'core peak RSS (child process)', value: coreRssMb.toFixed(0), unit: 'MB' },
      { label: 'plain V8 peak RSS (child process)', value: plainRssMb.toFixed(0), unit: 'MB' },
      {
        label: 'jq peak RSS',
        value: jqRss.length ? (Math.max(...jqRss) / 1024).toFixed(0) : 'n/a',
        unit: jqRss.length ? 'MB' : '',
      },
      { label: 'core output parses to the input value', value: outputsAgree ? 'yes' : 'NO', unit: '' },
    ],
    pass: formatPass && wholePass && outputsAgree,
    details: [
      `core CPU (ms): ${core.map((run) => ms(run.cpuMs)).join(', ')}; until formatted ${core.map((run) => ms(run.formatCpuMs)).join(', ')}`,
      `plain V8 CPU (ms): ${plain.map((run) => ms(run.cpuMs)).join(', ')}`,
      `core wall (ms): ${core.map((run) => ms(run.ms)).join(', ')}`,
      `plain V8 wall (ms): ${plain.map((run) => ms(run.ms)).join(', ')}`,
      `jq wall (ms): ${jqRuns.map((run) => ms(run.ms)).join(', ')}`,
      `core output: ${core[0].outputLength} characters; value hash ${verification.outputHash.slice(0, 16)} (input ${verification.inputHash.slice(0, 16)})`,
    ],
    notes: [
      `core ${ms(coreCpu)} ms CPU (${ms(formatCpu)} ms until formatted) against plain V8 ${ms(plainCpu)} ms on the same document.`,
    ],
  };
}
