import { describe, expect, it } from 'vitest';
import { compareFractions, fraction, gcd, isTerminating, lcm, toDecimalString } from './rational';

describe('rational arithmetic', () => {
  it.each([
    [6n, 8n, 3n, 4n],
    [-6n, 8n, -3n, 4n],
    [6n, -8n, -3n, 4n],
    [0n, 5n, 0n, 1n],
  ])('fraction(%s, %s) normalises to %s/%s', (num, den, n, d) => {
    expect(fraction(num, den)).toEqual({ num: n, den: d });
  });

  it('refuses a zero denominator', () => expect(() => fraction(1n, 0n)).toThrow(RangeError));

  it.each([
    [12n, 18n, 6n, 36n],
    [7n, 5n, 1n, 35n],
  ])('gcd/lcm of %s and %s', (a, b, g, l) => {
    expect(gcd(a, b)).toBe(g);
    expect(lcm(a, b)).toBe(l);
  });

  it.each([
    [1n, 3n, 10, false, '0.3333333333'],
    [2n, 3n, 10, false, '0.6666666667'],
    [-2n, 3n, 4, false, '-0.6667'],
    [1n, 2n, 6, true, '0.500000'],
    [1n, 2n, 10, false, '0.5'],
    [5n, 1n, 6, true, '5.000000'],
    [-1n, 10n ** 9n, 6, true, '0.000000'],
  ])('%s/%s to %d places (fixed %s) is %s', (num, den, places, fixed, text) => {
    expect(toDecimalString(fraction(num, den), places, fixed)).toBe(text);
  });

  it.each([
    [1n, 8n, true],
    [1n, 3n, false],
    [7n, 20n, true],
  ])('%s/%s terminates: %s', (num, den, expected) => {
    expect(isTerminating(fraction(num, den))).toBe(expected);
  });

  it('compares by cross-multiplication', () => {
    expect(compareFractions(fraction(1n, 3n), fraction(333333333n, 1000000000n))).toBe(1);
    expect(compareFractions(fraction(-1n, 2n), fraction(1n, 3n))).toBe(-1);
    expect(compareFractions(fraction(2n, 4n), fraction(1n, 2n))).toBe(0);
  });
});

/** Property test: for random decimals, the exact order agrees with a 60-digit BigInt reference. */
describe('rational comparison property', () => {
  function randomDecimal(random: () => number): string {
    const whole = Math.floor(random() * 1000);
    const places = Math.floor(random() * 9);
    const decimals = Array.from({ length: places }, () => Math.floor(random() * 10)).join('');
    return `${random() < 0.3 ? '-' : ''}${whole}${places ? `.${decimals}` : ''}`;
  }
  // Scaling both strings to a fixed 60-place integer is an independent high-precision reference.
  function reference(text: string): bigint {
    const negative = text.startsWith('-');
    const [whole = '0', decimals = ''] = text.replace('-', '').split('.');
    const scaled = BigInt(whole + decimals.padEnd(60, '0'));
    return negative ? -scaled : scaled;
  }
  it('agrees on 2000 random pairs', async () => {
    const { parseNumber } = await import('./parse-number');
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 2000; i += 1) {
      const a = randomDecimal(random);
      const b = random() < 0.1 ? a : randomDecimal(random);
      const pa = parseNumber({ input: a });
      const pb = parseNumber({ input: b });
      if (!pa.ok || !pb.ok) throw new Error(`${a} or ${b} did not parse`);
      const ra = reference(a);
      const rb = reference(b);
      const expected = ra < rb ? -1 : ra > rb ? 1 : 0;
      expect(compareFractions(pa.number.value, pb.number.value), `${a} vs ${b}`).toBe(expected);
    }
  });
});
