// The one test command (README, CI): lint, typecheck, unit tests, the database tests again on a
// throwaway PostgreSQL, build, end-to-end tests.
// Every package's vitest writes a JSON report to its .reports/ folder; this script deletes stale
// reports first, runs every step even after a failure (so one run shows everything), then sums the
// reports into the plain closing line `N passed, N failed` and exits non-zero on any failure or
// when no test ran.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { turboEnv } from './turbo.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name)),
);

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: turboEnv() });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

const checkNode = spawnSync(process.execPath, [join(root, 'tooling/scripts/check-node.mjs')], {
  stdio: 'inherit',
});
if (checkNode.status !== 0) process.exit(1);

for (const dir of workspaceDirs) rmSync(join(dir, '.reports'), { recursive: true, force: true });

const turbo = join(root, 'node_modules/.bin/turbo');
const biome = join(root, 'node_modules/.bin/biome');
const steps = [
  ['lint', biome, ['check', '--error-on-warnings', '.']],
  ['typecheck', turbo, ['run', 'typecheck', '--output-logs=errors-only']],
  // Two packages at a time on these 2-core machines: more only adds contention (and time-outs).
  ['unit tests', turbo, ['run', 'test', '--continue', '--concurrency=2', '--output-logs=new-only']],
  ['database tests on PostgreSQL', turbo, ['run', 'test:postgres', '--continue', '--output-logs=new-only']],
  ['build', turbo, ['run', 'build', '--output-logs=errors-only']],
  ['end-to-end tests', turbo, ['run', 'test:e2e', '--continue', '--output-logs=new-only']],
];
// Turbo's run summaries name each task's exit code: a package whose tests all passed can still
// fail (an unhandled error after a test), which no report shows.
const runsDir = join(root, '.turbo/runs');
const summaries = () => new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
const failedTasks = [];
const failedSteps = steps
  .filter(([label, command, args]) => {
    const before = summaries();
    const ok = run(label, command, command === turbo ? [...args, '--summarize'] : args);
    for (const name of summaries()) {
      if (before.has(name)) continue;
      const summary = JSON.parse(readFileSync(join(runsDir, name), 'utf8'));
      for (const task of summary.tasks ?? []) {
        const exitCode = task.execution?.exitCode;
        if (exitCode !== undefined && exitCode !== 0) failedTasks.push(`${task.taskId} (exit ${exitCode})`);
      }
    }
    return !ok;
  })
  .map(([label]) => label);

let passed = 0;
let failed = 0;
let skipped = 0;
// CI keeps only the end of the output: the failed tests are named again just before the totals.
const failures = [];
const firstLine = (messages) =>
  stripVTControlCharacters((messages ?? []).join('\n'))
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? '';
for (const dir of workspaceDirs) {
  const reports = join(dir, '.reports');
  if (!existsSync(reports)) continue;
  for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed to load counts its suite as a failure even when no test in it ran.
    for (const suite of report.testResults ?? []) {
      const where = relative(root, suite.name ?? dir);
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push(`${where}: ${firstLine([suite.message])}`);
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') {
          failures.push(`${where} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
        }
      }
    }
  }
}

if (failures.length > 0) {
  console.log(`\nFailed tests (${failures.length}):`);
  for (const failure of failures.slice(0, 20)) console.log(`✘ ${failure}`);
  if (failures.length > 20) console.log(`… and ${failures.length - 20} more (see the reports)`);
}
if (failedTasks.length > 0) console.log(`\nFailed tasks: ${failedTasks.join(', ')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) console.log('\nNo test ran.');
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
