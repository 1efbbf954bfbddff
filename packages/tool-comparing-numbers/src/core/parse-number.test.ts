import { describe, expect, it } from 'vitest';
import { MAX_COMPONENT, numberKinds, parseErrorKeys, parseNumber } from './parse-number';

describe('parseNumber formats (CONTEXT.md § Notations, in order)', () => {
  it('tries the formats in their order', () => {
    expect(numberKinds).toEqual([
      'percent',
      'scientific',
      'ratio',
      'fraction',
      'mixed',
      'integer',
      'decimal',
    ]);
  });

  it.each([
    // input, kind, numerator, denominator, sign
    ['50%', 'percent', 1n, 2n, 1],
    ['12.5%', 'percent', 1n, 8n, 1],
    ['-12.5 %', 'percent', 1n, 8n, -1],
    ['1.5e3', 'scientific', 1500n, 1n, 1],
    ['2E-2', 'scientific', 1n, 50n, 1],
    ['-3e+2', 'scientific', 300n, 1n, -1],
    ['3:4', 'ratio', 3n, 4n, 1],
    ['6 : 8', 'ratio', 3n, 4n, 1],
    ['1.5:3', 'ratio', 1n, 2n, 1],
    ['-2:4', 'ratio', 1n, 2n, -1],
    ['6/8', 'fraction', 3n, 4n, 1],
    ['-10/4', 'fraction', 5n, 2n, -1],
    ['0/5', 'fraction', 0n, 1n, 0],
    ['1 1/2', 'mixed', 3n, 2n, 1],
    ['-2 3/4', 'mixed', 11n, 4n, -1],
    ['42', 'integer', 42n, 1n, 1],
    ['-0', 'integer', 0n, 1n, 0],
    ['−7', 'integer', 7n, 1n, -1],
    ['0.125', 'decimal', 1n, 8n, 1],
    ['.5', 'decimal', 1n, 2n, 1],
    ['5.', 'decimal', 5n, 1n, 1],
    ['-0.1', 'decimal', 1n, 10n, -1],
    ['  3.50  ', 'decimal', 7n, 2n, 1],
  ] as const)('%j is a %s equal to %s/%s with sign %d', (input, kind, numerator, denominator, sign) => {
    const result = parseNumber({ input });
    expect(result).toMatchObject({
      ok: true,
      number: { kind, rational: { numerator, denominator, sign, original: input.trim() } },
    });
  });

  it('keeps the value exact where floating point would not', () => {
    const result = parseNumber({ input: '0.1' });
    const sum = parseNumber({ input: '0.3' });
    expect(result.ok && result.number.value).toEqual({ num: 1n, den: 10n });
    expect(sum.ok && sum.number.value).toEqual({ num: 3n, den: 10n });
  });
});

describe('parseNumber errors (CONTEXT.md § Input errors)', () => {
  it('knows exactly the seven error keys', () => {
    expect([...parseErrorKeys].sort()).toEqual(
      [
        'invalidFormat',
        'zeroDenominator',
        'emptyInput',
        'outOfRange',
        'percentFormatError',
        'decimalFormatError',
        'ratioFormatError',
      ].sort(),
    );
  });

  it.each([
    ['', 'emptyInput'],
    ['   ', 'emptyInput'],
    ['abc', 'invalidFormat'],
    ['1,000', 'invalidFormat'],
    ['--1', 'invalidFormat'],
    ['1/2/3', 'invalidFormat'],
    ['e5', 'invalidFormat'],
    ['1e', 'invalidFormat'],
    ['abc%', 'percentFormatError'],
    ['1/2%', 'percentFormatError'],
    ['%', 'percentFormatError'],
    ['1.2.3', 'decimalFormatError'],
    ['1..5', 'decimalFormatError'],
    ['.', 'decimalFormatError'],
    ['1:', 'ratioFormatError'],
    ['a:b', 'ratioFormatError'],
    ['1:2:3', 'ratioFormatError'],
    ['1/0', 'zeroDenominator'],
    ['0/0', 'zeroDenominator'],
    ['1 1/0', 'zeroDenominator'],
    ['3:0', 'zeroDenominator'],
    ['1000000000001', 'outOfRange'],
    ['1/1000000000001', 'outOfRange'],
    ['4000000000000/4', 'outOfRange'],
    ['1e13', 'outOfRange'],
    ['1e-13', 'outOfRange'],
    ['1e999999', 'outOfRange'],
    ['0.0000000000001', 'outOfRange'],
  ] as const)('%j gives %s', (input, error) => {
    expect(parseNumber({ input })).toEqual({ ok: false, error });
  });

  it.each([
    [MAX_COMPONENT.toString(), true],
    [`1/${MAX_COMPONENT}`, true],
    ['1e12', true],
    ['1e-12', true],
    [`${MAX_COMPONENT + 1n}`, false],
  ])('the 1e12 limit is inclusive: %s accepted is %s', (input, ok) => {
    expect(parseNumber({ input }).ok).toBe(ok);
  });
});
