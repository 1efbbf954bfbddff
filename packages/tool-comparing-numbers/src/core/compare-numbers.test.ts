import { describe, expect, it } from 'vitest';
import { compareNumbers, DEFAULT_PRECISION } from './compare-numbers';

describe('compareNumbers', () => {
  it.each([
    ['1/2', '0.5', 'eq'],
    ['50%', '1:2', 'eq'],
    ['1 1/2', '1.5e0', 'eq'],
    ['1/3', '0.3333333333', 'gt'],
    ['-1/2', '-0.4', 'lt'],
    ['2e3', '1999', 'gt'],
    ['0.1', '1/10', 'eq'],
    ['12.5%', '1/7', 'lt'],
  ] as const)('%s vs %s is %s', (left, right, relation) => {
    const outcome = compareNumbers({ left, right });
    expect(outcome.ok && outcome.result.relation).toBe(relation);
  });

  it('uses 10 decimals by default for the decimal check', () => {
    expect(DEFAULT_PRECISION).toBe(10);
    const outcome = compareNumbers({ left: '1/3', right: '2/3' });
    expect(outcome.ok && outcome.result.decimalCheck).toEqual({
      left: '0.3333333333',
      right: '0.6666666667',
      precision: 10,
      isRoundingTie: false,
    });
  });

  it('flags values that only differ beyond the decimal check precision', () => {
    const outcome = compareNumbers({ left: '1/3', right: '0.33333333333' });
    expect(outcome.ok && outcome.result.decimalCheck.isRoundingTie).toBe(true);
    expect(outcome.ok && outcome.result.relation).toBe('gt');
  });

  it('shows the calculation steps: parse, common denominator, compare numerators', () => {
    const outcome = compareNumbers({ left: '3/4', right: '0.7' });
    expect(outcome.ok && outcome.result.steps).toEqual([
      { key: 'parsed', data: { side: 'left', original: '3/4', kind: 'fraction', fraction: '3/4' } },
      { key: 'parsed', data: { side: 'right', original: '0.7', kind: 'decimal', fraction: '7/10' } },
      { key: 'commonDenominator', data: { denominator: '20', left: '15/20', right: '14/20' } },
      { key: 'compareNumerators', data: { left: '15', right: '14', symbol: '>' } },
    ]);
  });

  it('returns the parsed and simplified sides', () => {
    const outcome = compareNumbers({ left: '6/8', right: '2' });
    expect(outcome.ok && outcome.result.left.rational).toEqual({
      numerator: 3n,
      denominator: 4n,
      sign: 1,
      original: '6/8',
    });
  });

  it.each([
    ['', '1', 'emptyInput', undefined],
    ['1', '1/0', undefined, 'zeroDenominator'],
    ['x', '5%%', 'invalidFormat', 'percentFormatError'],
  ] as const)('reports errors per side: %j vs %j', (left, right, leftError, rightError) => {
    expect(compareNumbers({ left, right })).toEqual({ ok: false, leftError, rightError });
  });
});
