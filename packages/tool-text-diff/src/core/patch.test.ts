import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatUnifiedPatch, NO_NEWLINE_MARKER, PATCH_CONTEXT } from './patch';
import { seededRandom } from './test-helpers';
import { diffLines } from './text-diff';
import { splitLines } from './tokenize';

function patchOf(oldText: string, newText: string) {
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  return formatUnifiedPatch({ oldLines, newLines, runs: diffLines(oldLines, newLines).runs });
}

const hasTool = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'text-diff-patch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('formatUnifiedPatch', () => {
  it.each([
    ['identical texts give no patch', 'a\nb\n', 'a\nb\n', ''],
    [
      'one changed line',
      'a\nb\nc\n',
      'a\nX\nc\n',
      '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n a\n-b\n+X\n c\n',
    ],
    ['adding to an empty text', '', 'a\n', '--- original\n+++ changed\n@@ -0,0 +1 @@\n+a\n'],
    ['emptying a text', 'a\nb\n', '', '--- original\n+++ changed\n@@ -1,2 +0,0 @@\n-a\n-b\n'],
    [
      'a missing final newline is marked',
      'a\nb',
      'a\nb\n',
      `--- original\n+++ changed\n@@ -1,2 +1,2 @@\n a\n-b\n${NO_NEWLINE_MARKER}\n+b\n`,
    ],
    [
      'unchanged last line without a newline is marked once',
      'x\nz',
      'y\nz',
      `--- original\n+++ changed\n@@ -1,2 +1,2 @@\n-x\n+y\n z\n${NO_NEWLINE_MARKER}\n`,
    ],
  ])('%s', (_name, oldText, newText, expected) => {
    expect(patchOf(oldText, newText)).toBe(expected);
  });

  it('keeps 3 lines of context, like diff -u', () => {
    expect(PATCH_CONTEXT).toBe(3);
    const oldText = `${Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n')}\n`;
    const patch = patchOf(oldText, oldText.replace('line 10\n', 'changed\n'));
    expect(patch).toContain('@@ -8,7 +8,7 @@\n line 7\n line 8\n line 9\n-line 10\n+changed\n line 11\n');
  });

  const randomText = (random: () => number) => {
    const lines = Array.from({ length: Math.floor(random() * 40) }, () => `l${Math.floor(random() * 8)}`);
    return lines.join('\n') + (random() < 0.8 ? '\n' : '');
  };

  it.runIf(hasTool('diff'))(
    'changes as many lines as GNU diff -u (200 random pairs)',
    () => {
      const random = seededRandom(21);
      for (let trial = 0; trial < 200; trial++) {
        const oldText = randomText(random);
        const newText = randomText(random);
        writeFileSync(join(dir, 'old'), oldText);
        writeFileSync(join(dir, 'new'), newText);
        const gnu = spawnSync('diff', ['-u', '--label', 'original', '--label', 'changed', 'old', 'new'], {
          cwd: dir,
          encoding: 'utf8',
        }).stdout;
        // Where two minimal scripts exist the lines chosen may differ; how many change may not.
        const ours = patchOf(oldText, newText);
        expect(ours === '').toBe(gnu === '');
        const changes = (text: string) =>
          text.split('\n').filter((line) => /^[+-](?![+-]{2} )/.test(line)).length;
        expect(changes(ours)).toBe(changes(gnu));
      }
    },
    60_000,
  );

  it.runIf(hasTool('patch'))(
    'is applied by GNU patch to give the new text (200 random pairs)',
    () => {
      const random = seededRandom(99);
      for (let trial = 0; trial < 200; trial++) {
        const oldText = randomText(random);
        const newText = randomText(random);
        const patch = patchOf(oldText, newText);
        if (patch === '') continue;
        writeFileSync(join(dir, 'target'), oldText);
        writeFileSync(join(dir, 'change.patch'), patch);
        execFileSync('patch', ['--quiet', '--force', 'target', 'change.patch'], { cwd: dir });
        expect(readFileSync(join(dir, 'target'), 'utf8')).toBe(newText);
      }
    },
    60_000,
  );
});
