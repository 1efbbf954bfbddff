// Runs in its own Node process, spawned by text-diff.mjs:
//   node text-diff-child.mjs <bundled core> <old file> <new file> [ignore options as JSON]
// Reads both files, then times what `diff -u` does: split into lines, diff, write the unified patch.
// Also times the tool's whole line-mode result (rows for both views, highlights, moved lines).
// Prints { ms, fullMs, patchLines, isMinimal, applies }.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [corePath, oldPath, newPath, ignoreJson = '{}'] = process.argv.slice(2);
const ignore = JSON.parse(ignoreJson);
const { createPatch, diffLines, diffTexts, formatUnifiedPatch, splitLines } = await import(
  pathToFileURL(corePath).href
);
const oldText = readFileSync(oldPath, 'utf8');
const newText = readFileSync(newPath, 'utf8');

const start = performance.now();
const oldLines = splitLines(oldText);
const newLines = splitLines(newText);
const { runs, isMinimal } = diffLines(oldLines, newLines, undefined, { ignore });
const patch = formatUnifiedPatch({ oldLines, newLines, runs });
const ms = performance.now() - start;

const fullStart = performance.now();
const full = diffTexts({ oldText, newText, mode: 'line', ignore });
const fullMs = performance.now() - fullStart;

// The script must rebuild the new text from the old one (by keys under the options: with -w an
// unchanged line is only equal up to white space).
const key = (line) => (ignore.ignoreAllSpace ? line.replace(/[ \t\v\f\r]+/g, '') : line);
const rebuilt = [];
let i = 0;
let j = 0;
for (const run of runs) {
  if (run.op === 'equal') rebuilt.push(...newLines.lines.slice(j, j + run.count));
  if (
    run.op === 'equal' &&
    oldLines.lines
      .slice(i, i + run.count)
      .map(key)
      .join('\n') !==
      newLines.lines
        .slice(j, j + run.count)
        .map(key)
        .join('\n')
  )
    rebuilt.push('\u0000 an equal run pairs different lines');
  if (run.op === 'insert') rebuilt.push(...newLines.lines.slice(j, j + run.count));
  if (run.op !== 'insert') i += run.count;
  if (run.op !== 'delete') j += run.count;
}
const applies =
  rebuilt.join('\n') === newLines.lines.join('\n') &&
  full.counts.total > 0 &&
  createPatch({ oldText, newText, ignore }) === patch;
process.stdout.write(
  JSON.stringify({ ms, fullMs, patchLines: patch.split('\n').length - 1, isMinimal, applies }),
);
