import { describe, expect, it } from 'vitest';
import { countSelectedPages, parsePageRange, selectedPages } from './page-range';

describe('parsePageRange (CONTEXT.md § Page ranges: all, empty, or a comma list of pages and ascending ranges)', () => {
  it.each([
    ['all', [{ start: 1, end: 10 }]],
    ['ALL ', [{ start: 1, end: 10 }]],
    ['', [{ start: 1, end: 10 }]],
    ['   ', [{ start: 1, end: 10 }]],
  ])('%j selects every page', (text, spans) => {
    expect(parsePageRange(text, 10)).toEqual({ ok: true, all: true, spans });
  });

  it('reads single pages and ranges, keeping each comma item as one span', () => {
    expect(parsePageRange('1,3,5-9', 10)).toEqual({
      ok: true,
      all: false,
      spans: [
        { start: 1, end: 1 },
        { start: 3, end: 3 },
        { start: 5, end: 9 },
      ],
    });
    expect(parsePageRange(' 2 - 4 , 10 ', 10)).toEqual({
      ok: true,
      all: false,
      spans: [
        { start: 2, end: 4 },
        { start: 10, end: 10 },
      ],
    });
    expect(parsePageRange('4-4', 10)).toEqual({ ok: true, all: false, spans: [{ start: 4, end: 4 }] });
  });

  it.each([
    ['abc', 'syntax', 'abc'],
    ['1,,3', 'syntax', ''],
    ['1,', 'syntax', ''],
    ['1-', 'syntax', '1-'],
    ['1--3', 'syntax', '1--3'],
    ['-2', 'syntax', '-2'],
    ['1.5', 'syntax', '1.5'],
    ['0', 'out-of-range', '0'],
    ['11', 'out-of-range', '11'],
    ['8-11', 'out-of-range', '8-11'],
    ['0-3', 'out-of-range', '0-3'],
    ['9-5', 'descending', '9-5'],
  ])('%j is invalid (%s)', (text, problem, item) => {
    expect(parsePageRange(text, 10)).toEqual({ ok: false, problem, item });
  });

  it('selects nothing from a document without pages', () => {
    expect(parsePageRange('all', 0)).toEqual({ ok: true, all: true, spans: [] });
    expect(parsePageRange('1', 0)).toMatchObject({ ok: false, problem: 'out-of-range' });
  });
});

describe('selectedPages (pages selected twice are merged once, in ascending order)', () => {
  it('deduplicates and sorts', () => {
    expect(selectedPages('5-7,1,6,2-3,1', 10)).toEqual([1, 2, 3, 5, 6, 7]);
  });
  it('takes every page for all and blank', () => {
    expect(selectedPages('all', 3)).toEqual([1, 2, 3]);
    expect(selectedPages('', 3)).toEqual([1, 2, 3]);
  });
  it('is null for an invalid range', () => {
    expect(selectedPages('4', 3)).toBeNull();
  });
  it('counts the live selection', () => {
    expect(countSelectedPages('1,3,5-9', 10)).toBe(7);
    expect(countSelectedPages('1-3,2-4', 10)).toBe(4);
    expect(countSelectedPages('x', 10)).toBeNull();
  });
});
