import { describe, expect, it } from 'vitest';
import { DEFAULT_EVERY_N, DEFAULT_ODD_EVEN, DEFAULT_SPLIT_MODE } from './constants';
import { describePages, parseEveryN, planSplit, type SplitSettings } from './plan';

const base: SplitSettings = { splitMode: 'custom', customRange: '', everyNPages: '1', oddEvenPages: 'odd' };
const plan = (patch: Partial<SplitSettings>, pageCount = 10) =>
  planSplit({ settings: { ...base, ...patch }, pageCount });

describe('defaults (CONTEXT.md § Split modes)', () => {
  it('custom mode, every 1 page, odd pages', () => {
    expect(DEFAULT_SPLIT_MODE).toBe('custom');
    expect(DEFAULT_EVERY_N).toBe(1);
    expect(DEFAULT_ODD_EVEN).toBe('odd');
  });
});

describe('custom range (CONTEXT.md § Custom range)', () => {
  it.each([
    ['1-3, 5, 8-10', [[1, 2, 3], [5], [8, 9, 10]]],
    ['2', [[2]]],
    ['1-10', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]],
    ['3,3', [[3], [3]]],
    ['all', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]],
  ])('%s: each comma item is one output, a-b stays one file', (customRange, parts) => {
    expect(plan({ customRange })).toEqual({ ok: true, parts });
  });

  it.each([
    ['', 'must be non-empty'],
    ['   ', 'blank is empty'],
    ['0', 'page 0'],
    ['11', 'past the page count'],
    ['5-3', 'descending'],
    ['1,,2', 'an empty item'],
    ['a', 'letters'],
  ])('%s is invalidPageRange (%s)', (customRange) => {
    expect(plan({ customRange })).toEqual({ ok: false, error: 'invalidPageRange' });
  });
});

describe('every N pages (CONTEXT.md § Every N pages)', () => {
  it.each([
    ['2', 5, [[1, 2], [3, 4], [5]]],
    ['1', 3, [[1], [2], [3]]],
    ['5', 5, [[1, 2, 3, 4, 5]]],
    ['abc', 3, [[1], [2], [3]]],
    ['', 2, [[1], [2]]],
    [' 3 ', 4, [[1, 2, 3], [4]]],
  ])('every %s of %i pages', (everyNPages, pageCount, parts) => {
    expect(plan({ splitMode: 'everyN', everyNPages }, pageCount)).toEqual({ ok: true, parts });
  });

  it.each([
    ['0', 'below 1'],
    ['-2', 'negative'],
    ['11', 'above the page count'],
    ['2.5', 'not a whole number'],
  ])('%s is invalidPageNumber (%s)', (everyNPages) => {
    expect(plan({ splitMode: 'everyN', everyNPages })).toEqual({ ok: false, error: 'invalidPageNumber' });
  });

  it.each([
    ['abc', 1],
    ['', 1],
    ['x2', 1],
    ['7', 7],
    ['0', 0],
  ])('parseEveryN(%s) is %i: non-numeric input becomes 1', (text, value) => {
    expect(parseEveryN(text)).toBe(value);
  });
});

describe('odd / even (CONTEXT.md § Odd / even)', () => {
  it('odd pages make one output', () => {
    expect(plan({ splitMode: 'oddEven', oddEvenPages: 'odd' }, 5)).toEqual({ ok: true, parts: [[1, 3, 5]] });
  });
  it('even pages make one output', () => {
    expect(plan({ splitMode: 'oddEven', oddEvenPages: 'even' }, 5)).toEqual({ ok: true, parts: [[2, 4]] });
  });
  it('no even page in a one-page file is noPagesToSplit', () => {
    expect(plan({ splitMode: 'oddEven', oddEvenPages: 'even' }, 1)).toEqual({
      ok: false,
      error: 'noPagesToSplit',
    });
  });
});

describe('describePages', () => {
  it.each([
    [[1, 2, 3], '1-3'],
    [[5], '5'],
    [[1, 3, 5], '1, 3, 5'],
    [[1, 2, 4, 6, 7], '1-2, 4, 6-7'],
  ])('%j reads %s', (pages, text) => {
    expect(describePages(pages)).toBe(text);
  });
});
