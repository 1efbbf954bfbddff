// Benchmark: the text-diff core's line diff against GNU diff on generated files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { mulberry32 } from './prng.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const coreEntry = join(here, '../../packages/tool-text-diff/src/core/index.ts');
const RUNS = 3;
const CHILD_TIMEOUT_MS = 120_000;
const CASES = [
  { id: 'edited', label: '100,000 lines, ~1% edited', target: 4 },
  { id: 'disjoint', label: '20,000 lines, nothing in common', target: 10 },
  // The ignore-all-white-space option (the tool's "All whitespace") against `diff -u -w`.
  {
    id: 'edited',
    label: '100,000 lines, ~1% edited, -w',
    target: 4,
    flags: ['-w'],
    ignore: { ignoreAllSpace: true },
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const WORDS = [
  'const',
  'value',
  'return',
  'if',
  'item',
  'list',
  'map',
  '=',
  '+',
  '(',
  ')',
  '{',
  '}',
  'next',
  'count',
];
function line(random, prefix) {
  const length = 3 + Math.floor(random() * 8);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
  // Code-like lines with some repetition (blank lines, braces), as real files have.
  if (random() < 0.05) return '';
  if (random() < 0.05) return '}';
  return `${prefix}${' '.repeat(2 * Math.floor(random() * 4))}${words.join(' ')} ${Math.floor(random() * 1e6)}`;
}

/** Same bytes on every machine: seeded PRNG, files regenerated only when missing. */
function ensureFiles() {
  mkdirSync(cacheDir, { recursive: true });
  const paths = {
    editedOld: join(cacheDir, 'diff-edited-old.txt'),
    editedNew: join(cacheDir, 'diff-edited-new.txt'),
    disjointOld: join(cacheDir, 'diff-disjoint-old.txt'),
    disjointNew: join(cacheDir, 'diff-disjoint-new.txt'),
  };
  if (!Object.values(paths).every(existsSync)) {
    const random = mulberry32(42);
    const old = Array.from({ length: 100_000 }, () => line(random, ''));
    const changed = [];
    for (const text of old) {
      const roll = random();
      if (roll < 0.004)
        changed.push(line(random, 'edited ')); // replaced
      else if (roll < 0.007)
        continue; // deleted
      else if (roll < 0.01)
        changed.push(text, line(random, 'inserted ')); // inserted after
      else changed.push(text);
    }
    writeFileSync(paths.editedOld, `${old.join('\n')}\n`);
    writeFileSync(paths.editedNew, `${changed.join('\n')}\n`);
    const left = Array.from({ length: 20_000 }, (_, index) => `left ${index} ${line(random, '')}`);
    const right = Array.from({ length: 20_000 }, (_, index) => `right ${index} ${line(random, '')}`);
    writeFileSync(paths.disjointOld, `${left.join('\n')}\n`);
    writeFileSync(paths.disjointNew, `${right.join('\n')}\n`);
  }
  return paths;
}

async function bundleCore() {
  const outfile = join(cacheDir, 'text-diff-core.mjs');
  await bundleForNode({ outfile, entryPoint: coreEntry });
  return outfile;
}

function runCore(corePath, oldPath, newPath, ignore = {}) {
  const args = [join(here, 'text-diff-child.mjs'), corePath, oldPath, newPath, JSON.stringify(ignore)];
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`core child failed: ${child.error?.message ?? ''}${child.stderr}`);
  return JSON.parse(child.stdout);
}

function runGnuDiff(oldPath, newPath, flags = []) {
  const start = performance.now();
  const child = spawnSync('diff', ['-u', ...flags, oldPath, newPath], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: CHILD_TIMEOUT_MS,
  });
  const ms = performance.now() - start;
  // diff exits 1 when the files differ.
  if (child.status !== 1) throw new Error(`diff failed (${child.status}): ${child.stderr}`);
  return ms;
}

export async function textDiffBench({ log = () => {} } = {}) {
  const version = spawnSync('diff', ['--version'], { encoding: 'utf8' }).stdout?.split('\n')[0];
  if (!version) throw new Error('GNU diff is not installed (apt-get install diffutils)');
  const paths = ensureFiles();
  const corePath = await bundleCore();
  const rows = [];
  const notes = [];
  const details = [];
  let pass = true;
  for (const testCase of CASES) {
    const oldPath = paths[`${testCase.id}Old`];
    const newPath = paths[`${testCase.id}New`];
    const core = [];
    const gnu = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`${testCase.label} run ${run}/${RUNS}`);
      core.push(runCore(corePath, oldPath, newPath, testCase.ignore));
      gnu.push(runGnuDiff(oldPath, newPath, testCase.flags));
    }
    const coreMs = median(core.map((run) => run.ms));
    const fullMs = median(core.map((run) => run.fullMs));
    const gnuMs = median(gnu);
    const ratio = coreMs / gnuMs;
    const applies = core.every((run) => run.applies);
    const ok = ratio <= testCase.target && applies;
    pass &&= ok;
    rows.push(
      {
        label: `${testCase.label}: core diff + patch (median of ${RUNS})`,
        value: coreMs.toFixed(0),
        unit: 'ms',
      },
      {
        label: `${testCase.label}: ${version} -u${(testCase.flags ?? []).map((flag) => ` ${flag}`).join('')}`,
        value: gnuMs.toFixed(0),
        unit: 'ms',
      },
      {
        label: `${testCase.label}: core/diff ratio`,
        value: ratio.toFixed(2),
        unit: '',
        target: `≤ ${testCase.target}`,
        pass: ok,
      },
      {
        label: `${testCase.label}: whole tool result (rows, highlights)`,
        value: fullMs.toFixed(0),
        unit: 'ms',
      },
    );
    if (!applies) notes.push(`${testCase.label}: the core's edit script does not rebuild the new file`);
    details.push(
      `${testCase.label}: core ${core.map((run) => run.ms.toFixed(0)).join(', ')} ms; diff ${gnu.map((ms) => ms.toFixed(0)).join(', ')} ms; patch ${core[0].patchLines} lines; minimal ${core[0].isMinimal}`,
    );
  }
  return { name: 'Text diff: core vs GNU diff', rows, pass, notes, details };
}
