/** An exact rational: denominator > 0, gcd(|numerator|, denominator) = 1. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (abs(a) / gcd(a, b)) * abs(b);
}

/** Builds a normalised fraction; the caller has already rejected a zero denominator. */
export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function divide(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 by cross-multiplication: exact, no floating point. */
export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when the value has a finite decimal expansion (denominator only has factors 2 and 5). */
export function isTerminating(value: Fraction): boolean {
  let den = value.den;
  while (den % 2n === 0n) den /= 2n;
  while (den % 5n === 0n) den /= 5n;
  return den === 1n;
}

/**
 * The value rounded half away from zero to `places` decimals, trailing zeros kept only when
 * `fixed` is set (sort results show exactly 6 places; the decimal check trims).
 */
export function toDecimalString(value: Fraction, places: number, fixed = false): string {
  const scale = 10n ** BigInt(places);
  const magnitude = abs(value.num) * scale;
  let scaled = magnitude / value.den;
  if ((magnitude % value.den) * 2n >= value.den) scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  let decimals = places > 0 ? digits.slice(digits.length - places) : '';
  if (!fixed) decimals = decimals.replace(/0+$/, '');
  const isNegative = value.num < 0n && scaled !== 0n;
  return `${isNegative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

/** "a/b", or "a" for a whole number. */
export function formatFraction(value: Fraction): string {
  return value.den === 1n ? value.num.toString() : `${value.num}/${value.den}`;
}
