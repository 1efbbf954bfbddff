import { describe, expect, it } from 'vitest';
import {
  clampRowCount,
  MAX_SORT_ROWS,
  MIN_SORT_ROWS,
  SORT_DECIMAL_PLACES,
  sortNumbers,
} from './sort-numbers';

describe('sortNumbers (CONTEXT.md § Sort)', () => {
  it('keeps between 2 and 10 rows', () => {
    expect([MIN_SORT_ROWS, MAX_SORT_ROWS]).toEqual([2, 10]);
    expect(clampRowCount(1)).toBe(2);
    expect(clampRowCount(11)).toBe(10);
    expect(clampRowCount(5)).toBe(5);
  });

  it('sorts ascending across notations with 6 decimals', () => {
    expect(SORT_DECIMAL_PLACES).toBe(6);
    const outcome = sortNumbers({ values: ['3/4', '0.5', '1e-1', '2:3'], direction: 'asc' });
    expect(
      outcome.ok && outcome.entries.map((entry) => [entry.number.rational.original, entry.decimal]),
    ).toEqual([
      ['1e-1', '0.100000'],
      ['0.5', '0.500000'],
      ['2:3', '0.666667'],
      ['3/4', '0.750000'],
    ]);
  });

  it('sorts descending', () => {
    const outcome = sortNumbers({ values: ['1', '-2', '3'], direction: 'desc' });
    expect(outcome.ok && outcome.entries.map((entry) => entry.number.rational.original)).toEqual([
      '3',
      '1',
      '-2',
    ]);
  });

  it('gives equal values the same rank and keeps their input order', () => {
    const outcome = sortNumbers({ values: ['1/2', '2', '50%', '0.5'], direction: 'asc' });
    expect(outcome.ok && outcome.entries.map((entry) => [entry.index, entry.rank, entry.isTied])).toEqual([
      [0, 1, false],
      [2, 1, true],
      [3, 1, true],
      [1, 4, false],
    ]);
  });

  it('needs at least 2 valid entries; empty rows are skipped, invalid ones keep their error', () => {
    expect(sortNumbers({ values: ['1', '', 'x'], direction: 'asc' })).toEqual({
      ok: false,
      error: 'needTwoValid',
      errors: [undefined, undefined, 'invalidFormat'],
    });
    const outcome = sortNumbers({ values: ['1', 'x', '2'], direction: 'asc' });
    expect(outcome.ok && outcome.errors).toEqual([undefined, 'invalidFormat', undefined]);
  });

  it('ignores rows past the tenth', () => {
    const outcome = sortNumbers({ values: Array.from({ length: 12 }, (_, i) => `${i}`), direction: 'asc' });
    expect(outcome.ok && outcome.entries).toHaveLength(10);
  });
});
