import { describe, expect, it } from 'vitest';
import { highlightPair, MIN_MOVED_LINE_LENGTH } from './line-diff';
import {
  DEFAULT_DIFF_MODE,
  DEFAULT_DIFF_VIEW,
  type DiffLine,
  diffModes,
  diffViews,
  type SideRow,
} from './model';
import { createPatch, diffTexts, LARGE_INPUT_CHARS } from './text-diff';
import { splitChars, splitLines, splitWords } from './tokenize';

const brief = (lines: DiffLine[]) =>
  lines.map(
    (line) => `${line.type[0]}${line.oldLineNumber ?? '-'}:${line.newLineNumber ?? '-'} ${line.content}`,
  );
const sides = (rows: SideRow[]) =>
  rows.map(
    (row) =>
      `${row.left ? `${row.left.lineNumber}${row.left.type[0]}` : '_'}|${row.right ? `${row.right.lineNumber}${row.right.type[0]}` : '_'}`,
  );

describe('defaults and constants', () => {
  it('has three modes and two views, line and side by side first (CONTEXT.md § Screen)', () => {
    expect(diffModes).toEqual(['line', 'word', 'char']);
    expect(diffViews).toEqual(['side-by-side', 'unified']);
    expect(DEFAULT_DIFF_MODE).toBe('line');
    expect(DEFAULT_DIFF_VIEW).toBe('side-by-side');
    expect(LARGE_INPUT_CHARS).toBe(20_000);
  });
});

describe('splitting', () => {
  it.each([
    ['', [], true],
    ['a', ['a'], false],
    ['a\n', ['a'], true],
    ['a\r\nb', ['a\r', 'b'], false],
    ['\n\n', ['', ''], true],
  ])('lines of %j', (text, lines, hasFinalNewline) => {
    expect(splitLines(text)).toEqual({ lines, hasFinalNewline });
  });

  it.each([
    ['hello, world', ['hello', ',', ' ', 'world']],
    ['a  b\nc', ['a', '  ', 'b', '\n', 'c']],
    ['x\r\ny', ['x', '\r\n', 'y']],
    ['你好世界', ['你', '好', '世', '界']],
    ['foo_bar2 3.5', ['foo_bar2', ' ', '3', '.', '5']],
  ])('words of %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it('characters are graphemes, so an emoji family or CRLF stays whole', () => {
    expect(splitChars('a👨‍👩‍👧\r\n名')).toEqual(['a', '👨‍👩‍👧', '\r\n', '名']);
  });
});

describe('line mode', () => {
  it('keeps unchanged lines unchanged (the interner reports its live size)', () => {
    const result = diffTexts({ oldText: 'a\nb\nc\nd\n', newText: 'a\nB\nc\nd\n', mode: 'line' });
    expect(result.counts).toEqual({ added: 1, removed: 1, unchanged: 3, total: 5 });
  });

  it('matches lines across an insertion instead of comparing by position', () => {
    const result = diffTexts({ oldText: 'a\nb\nc\n', newText: 'new\na\nb\nc\n', mode: 'line' });
    expect(brief(result.lines)).toEqual(['a-:1 new', 'u1:2 a', 'u2:3 b', 'u3:4 c']);
    expect(result.counts).toEqual({ added: 1, removed: 0, unchanged: 3, total: 4 });
  });

  it('pairs a changed line side by side and highlights the changed word', () => {
    const result = diffTexts({
      oldText: 'keep\nthe quick fox\n',
      newText: 'keep\nthe slow fox\n',
      mode: 'line',
    });
    expect(sides(result.rows)).toEqual(['1u|1u', '2r|2a']);
    expect(result.rows[1]?.left?.parts).toEqual([
      { type: 'unchanged', text: 'the ' },
      { type: 'removed', text: 'quick' },
      { type: 'unchanged', text: ' fox' },
    ]);
    expect(result.rows[1]?.right?.parts?.[1]).toEqual({ type: 'added', text: 'slow' });
    expect(result.counts).toEqual({ added: 1, removed: 1, unchanged: 1, total: 3 });
  });

  it('does not highlight words when the two lines have little in common', () => {
    expect(highlightPair('completely different', 'xyz 123 abc')).toBeUndefined();
  });

  it('pads the shorter side of a changed block with empty rows', () => {
    const result = diffTexts({ oldText: 'a\nb\n', newText: 'x\ny\nz\n', mode: 'line' });
    expect(sides(result.rows)).toEqual(['1r|1a', '2r|2a', '_|3a']);
  });

  it('marks a block moved to another place', () => {
    const block = 'function moved() {\n  return 42;\n}\n';
    const result = diffTexts({
      oldText: `${block}one\ntwo\nthree\n`,
      newText: `one\ntwo\nthree\n${block}`,
      mode: 'line',
    });
    const moved = result.lines.filter((line) => line.moved);
    expect(moved.map((line) => `${line.type} ${line.content}`)).toEqual([
      'removed function moved() {',
      'removed   return 42;',
      'removed }',
      'added function moved() {',
      'added   return 42;',
      'added }',
    ]);
  });

  it(`does not call a lone short line (under ${MIN_MOVED_LINE_LENGTH} characters) moved`, () => {
    const result = diffTexts({ oldText: '}\na\nb\nc\n', newText: 'a\nb\nc\n}\n', mode: 'line' });
    expect(result.lines.some((line) => line.moved)).toBe(false);
  });

  it('says when texts are identical and gives no patch', () => {
    const result = diffTexts({ oldText: 'same\n', newText: 'same\n', mode: 'line' });
    expect(result.isIdentical).toBe(true);
    expect(createPatch({ oldText: 'same\n', newText: 'same\n' })).toBe('');
    expect(result.counts).toEqual({ added: 0, removed: 0, unchanged: 1, total: 1 });
  });

  it('shows a last line as unchanged when only its final line break differs; the patch still has it', () => {
    const result = diffTexts({ oldText: 'a\nb', newText: 'a\nb\n', mode: 'line' });
    expect(result.counts).toEqual({ added: 0, removed: 0, unchanged: 2, total: 2 });
    expect(createPatch({ oldText: 'a\nb', newText: 'a\nb\n' })).toContain('\\ No newline at end of file');
    expect(result.isIdentical).toBe(false);
  });

  it('gives an empty result for two empty texts', () => {
    const result = diffTexts({ oldText: '', newText: '', mode: 'line' });
    expect(result.lines).toEqual([]);
    expect(result.counts.total).toBe(0);
  });
});

describe('word and char modes', () => {
  it('word mode counts words, not spaces, and shows one mixed row', () => {
    const result = diffTexts({ oldText: 'the quick fox', newText: 'the slow fox', mode: 'word' });
    expect(result.counts).toEqual({ added: 1, removed: 1, unchanged: 2, total: 4 });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.type).toBe('modified');
    expect(result.lines[0]?.parts).toEqual([
      { type: 'unchanged', text: 'the ' },
      { type: 'removed', text: 'quick' },
      { type: 'added', text: 'slow' },
      { type: 'unchanged', text: ' fox' },
    ]);
  });

  it('char mode counts characters (not line breaks) and finds the changed letter', () => {
    const result = diffTexts({ oldText: 'cat\ndog', newText: 'cut\ndog', mode: 'char' });
    expect(result.counts).toEqual({ added: 1, removed: 1, unchanged: 5, total: 7 });
    expect(brief(result.lines)).toEqual(['m1:1 caut', 'u2:2 dog']);
  });

  it('side by side keeps the columns aligned at unchanged line breaks', () => {
    const result = diffTexts({ oldText: 'a\nb\nend', newText: 'a\nx\ny\nb\nend', mode: 'word' });
    expect(sides(result.rows)).toEqual(['1u|1u', '_|2a', '_|3a', '2u|4u', '3u|5u']);
  });

  it('reports progress ending at the layout stage', () => {
    const stages: string[] = [];
    diffTexts({
      oldText: 'a b',
      newText: 'a c',
      mode: 'word',
      onProgress: (_ratio, stage) => stages.push(stage),
    });
    expect(stages).toContain('words');
    expect(stages.at(-1)).toBe('layout');
  });
});
