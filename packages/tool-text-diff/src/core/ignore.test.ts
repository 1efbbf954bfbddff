import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type IgnoreOptions, internLineKeys, lineKey } from './ignore';
import type { EditRun } from './myers';
import { seededRandom } from './test-helpers';
import { createPatch, diffLines, diffTexts } from './text-diff';
import { splitLines } from './tokenize';

const dir = mkdtempSync(join(tmpdir(), 'text-diff-ignore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each option and the GNU diff flag it stands for. */
const FLAG_SETS: Array<[string[], IgnoreOptions]> = [
  [['-w'], { ignoreAllSpace: true }],
  [['-b'], { ignoreSpaceChange: true }],
  [['-Z'], { ignoreTrailingSpace: true }],
  [['-i'], { ignoreCase: true }],
  [['-i', '-w'], { ignoreCase: true, ignoreAllSpace: true }],
  [['-i', '-Z'], { ignoreCase: true, ignoreTrailingSpace: true }],
  [['-b', '-w'], { ignoreSpaceChange: true, ignoreAllSpace: true }],
  [[], {}],
];

/** GNU diff's changed lines: `-N` for a removed original line, `+N` for an added changed line. */
function gnuChangedLines(oldText: string, newText: string, flags: string[]): string[] {
  const a = join(dir, 'a.txt');
  const b = join(dir, 'b.txt');
  writeFileSync(a, oldText);
  writeFileSync(b, newText);
  const run = spawnSync(
    'diff',
    [...flags, '--unchanged-line-format=', '--old-line-format=-%dn\n', '--new-line-format=+%dn\n', a, b],
    { encoding: 'utf8' },
  );
  if (run.status === 2) throw new Error(run.stderr);
  return run.stdout.split('\n').filter(Boolean);
}

function ourChangedLines(runs: readonly EditRun[]): string[] {
  const removed: string[] = [];
  const added: string[] = [];
  const out: string[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  const flush = () => {
    out.push(...removed.splice(0), ...added.splice(0));
  };
  for (const run of runs) {
    if (run.op === 'equal') {
      flush();
      oldIndex += run.count;
      newIndex += run.count;
    } else if (run.op === 'delete') {
      for (let k = 0; k < run.count; k++) removed.push(`-${++oldIndex}`);
    } else {
      for (let k = 0; k < run.count; k++) added.push(`+${++newIndex}`);
    }
  }
  flush();
  return out;
}

describe('lineKey (CONTEXT.md § Ignore options)', () => {
  it.each([
    ['-w drops every white space character', { ignoreAllSpace: true }, ' a \tb\r', 'ab'],
    ['-b makes any run one space and drops it at the end', { ignoreSpaceChange: true }, ' a \t b \r', ' a b'],
    ['-Z drops white space at the end only', { ignoreTrailingSpace: true }, ' a  b \t\r', ' a  b'],
    ['-i lower-cases', { ignoreCase: true }, 'Hello ÄB', 'hello äb'],
    ['-w wins over -b', { ignoreAllSpace: true, ignoreSpaceChange: true }, 'a  b', 'ab'],
    ['a no-break space is text, as for GNU diff', { ignoreAllSpace: true }, 'a\u00a0b', 'a\u00a0b'],
    ['nothing ignored: the line itself', {}, ' A ', ' A '],
  ] as const)('%s', (_name, options, line, key) => {
    expect(lineKey(line, options)).toBe(key);
  });
});

describe('internLineKeys gives equal ids exactly to equal keys (property)', () => {
  it.each(FLAG_SETS)('under %j', (_flags, options) => {
    const random = seededRandom(99);
    const units = ['a', 'A', 'b', ' ', '  ', '\t', '\r', '\v', 'Ä', 'ä', 'İ', 'i', '\u00a0', '😀'];
    const make = () =>
      Array.from({ length: Math.floor(random() * 6) }, () => units[Math.floor(random() * units.length)]).join(
        '',
      );
    for (let trial = 0; trial < 40; trial++) {
      const first = Array.from({ length: 30 }, make);
      const second = Array.from({ length: 30 }, make);
      const { ids, idCount } = internLineKeys([{ lines: first }, { lines: second, apart: 29 }], options);
      const all = [...first, ...second];
      const allIds = [...(ids[0] as Int32Array), ...(ids[1] as Int32Array)];
      const keyOf = (index: number) =>
        `${lineKey(all[index] as string, options)}${index === 59 ? '\u0000' : ''}`;
      expect(new Set(allIds).size).toBe(idCount);
      for (let i = 0; i < all.length; i++) {
        for (let j = 0; j < all.length; j++) {
          expect([i, j, allIds[i] === allIds[j]]).toEqual([i, j, keyOf(i) === keyOf(j)]);
        }
      }
    }
  });
});

describe('ignore options agree with GNU diff', () => {
  const tricky = [
    'a b',
    'a  b',
    'ab',
    ' a b',
    'a b ',
    'a\tb',
    'a b\r',
    'A B',
    'a\u000bb',
    'a\fb ',
    'A\tb  ',
    '',
    '   ',
    '\t',
  ];

  it.each(FLAG_SETS)('two lines are equal under %j exactly when diff says so', (flags, options) => {
    // The original is one line repeated, the changed text every tricky line: diff keeps (leaves
    // unchanged) exactly the lines it finds equal to that one, since every equal line can match
    // (`--minimal`: without it diff sets aside lines that repeat this often).
    const changed = `${tricky.join('\n')}\n`;
    for (const first of tricky) {
      const added = new Set(
        gnuChangedLines(`${first}\n`.repeat(tricky.length), changed, ['--minimal', ...flags]),
      );
      const gnuEqual = tricky.map((_, index) => !added.has(`+${index + 1}`));
      expect([first, tricky.map((second) => lineKey(first, options) === lineKey(second, options))]).toEqual([
        first,
        gnuEqual,
      ]);
    }
  });

  it.each(FLAG_SETS)('changes the same lines as diff %j on generated texts', (flags, options) => {
    const random = seededRandom(flags.length * 31 + 5);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    // Unique line bodies, so the minimal script is unique and both diffs must find the same one.
    const vary = (body: string) => {
      const spaced = body.replace(/ /g, () => pick([' ', '  ', '\t', ' \t', '']));
      const cased = random() < 0.3 ? spaced.toUpperCase() : spaced;
      return `${pick(['', ' ', '\t'])}${cased}${pick(['', '', ' ', '\t ', '\r'])}`;
    };
    for (let trial = 0; trial < 12; trial++) {
      const bodies = Array.from({ length: 60 }, (_, index) => `line ${index} of trial ${trial}`);
      const oldLines = bodies.map(vary);
      const newLines: string[] = [];
      for (const body of bodies) {
        const roll = random();
        if (roll < 0.08) continue;
        if (roll < 0.14) newLines.push(`new ${body}`);
        else newLines.push(vary(body));
        if (random() < 0.05) newLines.push(`inserted after ${body}`);
      }
      const oldText = `${oldLines.join('\n')}${random() < 0.8 ? '\n' : ''}`;
      const newText = `${newLines.join('\n')}${random() < 0.8 ? '\n' : ''}`;
      const { runs } = diffLines(splitLines(oldText), splitLines(newText), undefined, { ignore: options });
      expect(ourChangedLines(runs)).toEqual(gnuChangedLines(oldText, newText, flags));
    }
  });

  it.each(FLAG_SETS)('the patch is byte for byte `diff -u %j`', (flags, options) => {
    const oldText = 'keep\nAlpha  beta\nsame \ngone\ntail\n';
    const newText = 'keep\nalpha beta\nsame\nadded\ntail\n';
    const a = join(dir, 'pa.txt');
    const b = join(dir, 'pb.txt');
    writeFileSync(a, oldText);
    writeFileSync(b, newText);
    const gnu = spawnSync('diff', ['-u', ...flags, '--label', 'original', '--label', 'changed', a, b], {
      encoding: 'utf8',
    }).stdout;
    expect(createPatch({ oldText, newText, ignore: options })).toBe(gnu);
  });
});

describe('ignore options on screen', () => {
  it('ignored differences leave no changed rows, and each side shows its own text', () => {
    const result = diffTexts({
      oldText: 'Hello  World\nsame\n',
      newText: 'hello world \nsame',
      mode: 'line',
      ignore: { ignoreCase: true, ignoreSpaceChange: true },
    });
    expect(result.counts).toEqual({ added: 0, removed: 0, unchanged: 2, total: 2 });
    expect(result.rows[0]).toEqual({
      left: { type: 'unchanged', content: 'Hello  World', lineNumber: 1 },
      right: { type: 'unchanged', content: 'hello world ', lineNumber: 1 },
    });
    expect(result.lines[0]).toMatchObject({ type: 'unchanged', content: 'Hello  World' });
  });

  it('without options the same texts differ', () => {
    const result = diffTexts({ oldText: 'Hello  World\n', newText: 'hello world \n', mode: 'line' });
    expect(result.counts).toMatchObject({ added: 1, removed: 1, unchanged: 0 });
  });

  it('a line moved with only a case change is still a move under -i', () => {
    const result = diffTexts({
      oldText: 'const first = 1;\na\nb\nc\n',
      newText: 'a\nb\nc\nCONST FIRST = 1;\n',
      mode: 'line',
      ignore: { ignoreCase: true },
    });
    expect(result.lines.filter((line) => line.moved).map((line) => line.type)).toEqual(['removed', 'added']);
  });

  it('the word and character modes compare exactly whatever the options', () => {
    const result = diffTexts({ oldText: 'A b', newText: 'a b', mode: 'word', ignore: { ignoreCase: true } });
    expect(result.counts).toMatchObject({ added: 1, removed: 1 });
  });
});
