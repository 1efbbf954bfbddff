import { describe, expect, it } from 'vitest';
import {
  isSessionRecord,
  listableSessions,
  paginate,
  type SessionRecord,
  sessionFromResult,
} from './history';

const record = (id: number, ts = id * 1000): SessionRecord => ({
  id,
  ts,
  mode: 'reaction',
  durationMs: 60_000,
  hits: 45,
  attempts: 50,
  avgReactionMs: 400,
  score: 118,
});

describe('the history record (CONTEXT.md Rules: History › Record)', () => {
  it('is made from a round result with its mode and score', () => {
    expect(
      sessionFromResult({
        result: { durationMs: 60_000, hits: 45, attempts: 50, avgReactionMs: 400 },
        ts: 1_700_000_000_000,
      }),
    ).toEqual({
      ts: 1_700_000_000_000,
      mode: 'reaction',
      durationMs: 60_000,
      hits: 45,
      attempts: 50,
      avgReactionMs: 400,
      score: 118,
    });
  });
});

describe('damaged rows (CONTEXT.md Rules: History › Damaged rows)', () => {
  it.each([
    ['a whole record', record(1), true],
    ['no id', { ...record(1), id: undefined }, false],
    ['a text time', { ...record(1), ts: '2026-11-27' }, false],
    ['a missing score', { ...record(1), score: undefined }, false],
    ['NaN hits', { ...record(1), hits: Number.NaN }, false],
    ['another mode', { ...record(1), mode: 'tracking' }, false],
    ['no mode', { ...record(1), mode: undefined }, false],
    ['null', null, false],
    ['a number', 7, false],
  ])('%s → listed: %s', (_case, row, expected) => {
    expect(isSessionRecord(row)).toBe(expected);
  });

  it('skips damaged rows alone and lists the rest newest first', () => {
    const rows = [record(1), { id: 2, ts: 'broken' }, record(3), null, record(4, 3000)];
    expect(listableSessions(rows).map((row) => row.id)).toEqual([4, 3, 1]);
  });
});

describe('pages (CONTEXT.md Rules: History › Pages)', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it.each([
    ['the first page', 1, { page: 1, pages: 3, total: 23, items: items.slice(0, 10) }],
    ['the last, short page', 3, { page: 3, pages: 3, total: 23, items: [21, 22, 23] }],
    ['a page past the end shows the last', 9, { page: 3, pages: 3, total: 23, items: [21, 22, 23] }],
    ['page 0 is page 1', 0, { page: 1, pages: 3, total: 23, items: items.slice(0, 10) }],
    ['a negative page is page 1', -4, { page: 1, pages: 3, total: 23, items: items.slice(0, 10) }],
    ['NaN is page 1', Number.NaN, { page: 1, pages: 3, total: 23, items: items.slice(0, 10) }],
  ])('%s', (_case, page, expected) => {
    expect(paginate({ items, page })).toEqual(expected);
  });

  it('makes an empty history page 1 of 1', () => {
    expect(paginate({ items: [], page: 3 })).toEqual({ page: 1, pages: 1, total: 0, items: [] });
  });

  it('makes exactly 10 rows one page', () => {
    expect(paginate({ items: items.slice(0, 10), page: 2 })).toMatchObject({ page: 1, pages: 1 });
  });
});
