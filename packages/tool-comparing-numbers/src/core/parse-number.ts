import { abs, type Fraction, fraction, multiply } from './rational';

/** The notations, in the order the parser tries them (CONTEXT.md § Notations). */
export const numberKinds = [
  'percent',
  'scientific',
  'ratio',
  'fraction',
  'mixed',
  'integer',
  'decimal',
] as const;
export type NumberKind = (typeof numberKinds)[number];

export const parseErrorKeys = [
  'invalidFormat',
  'zeroDenominator',
  'emptyInput',
  'outOfRange',
  'percentFormatError',
  'decimalFormatError',
  'ratioFormatError',
] as const;
export type ParseErrorKey = (typeof parseErrorKeys)[number];

/** Any numerator or denominator above this gives outOfRange (CONTEXT.md § Input errors). */
export const MAX_COMPONENT = 10n ** 12n;
/** Exponents beyond this cannot give a value within MAX_COMPONENT; refused before 10n ** e. */
export const MAX_EXPONENT = 100;

export interface ParsedNumber {
  kind: NumberKind;
  /** The value, normalised by gcd; `numerator` and `denominator` are magnitudes. */
  rational: { numerator: bigint; denominator: bigint; sign: -1 | 0 | 1; original: string };
  value: Fraction;
}

export type ParseResult = { ok: true; number: ParsedNumber } | { ok: false; error: ParseErrorKey };

class ParseFailure extends Error {
  constructor(readonly key: ParseErrorKey) {
    super(key);
  }
}

const UNSIGNED_DECIMAL = /^(\d+)?(?:\.(\d+)?)?$/;
const INTEGER = /^\d+$/;

/** "12", "1.5", ".5", "5." as an exact fraction; undefined when not a plain decimal. */
function unsignedDecimal(text: string): Fraction | undefined {
  const match = UNSIGNED_DECIMAL.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const whole = match[1] ?? '';
  const decimals = match[2] ?? '';
  checkComponent(BigInt(whole || '0'));
  return fraction(BigInt(whole + decimals || '0'), 10n ** BigInt(decimals.length));
}

function checkComponent(value: bigint) {
  if (abs(value) > MAX_COMPONENT) throw new ParseFailure('outOfRange');
}

function integer(text: string): bigint {
  const value = BigInt(text);
  checkComponent(value);
  return value;
}

function ratioOf(numerator: bigint, denominator: bigint): Fraction {
  if (denominator === 0n) throw new ParseFailure('zeroDenominator');
  return fraction(numerator, denominator);
}

/** Each format: undefined when the text is not of this format, so the next one is tried. */
const parsers: Record<NumberKind, (body: string) => Fraction | undefined> = {
  percent(body) {
    if (!body.endsWith('%')) return undefined;
    const value = unsignedDecimal(body.slice(0, -1).trim());
    if (!value) throw new ParseFailure('percentFormatError');
    return multiply(value, fraction(1n, 100n));
  },
  scientific(body) {
    const match = /^(\d*\.?\d*)[eE]([+-]?\d+)$/.exec(body);
    if (!match) return undefined;
    const mantissa = unsignedDecimal(match[1] ?? '');
    if (!mantissa) return undefined;
    const exponent = Number(match[2]);
    if (Math.abs(exponent) > MAX_EXPONENT) throw new ParseFailure('outOfRange');
    const power = 10n ** BigInt(Math.abs(exponent));
    return multiply(mantissa, exponent >= 0 ? fraction(power, 1n) : fraction(1n, power));
  },
  ratio(body) {
    if (!body.includes(':')) return undefined;
    const match = /^([\d.]+)\s*:\s*([\d.]+)$/.exec(body);
    const left = match && unsignedDecimal(match[1] ?? '');
    const right = match && unsignedDecimal(match[2] ?? '');
    if (!left || !right) throw new ParseFailure('ratioFormatError');
    if (right.num === 0n) throw new ParseFailure('zeroDenominator');
    return fraction(left.num * right.den, left.den * right.num);
  },
  fraction(body) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(body);
    if (!match) return undefined;
    return ratioOf(integer(match[1] ?? ''), integer(match[2] ?? ''));
  },
  mixed(body) {
    const match = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(body);
    if (!match) return undefined;
    const whole = integer(match[1] ?? '');
    const part = ratioOf(integer(match[2] ?? ''), integer(match[3] ?? ''));
    return fraction(whole * part.den + part.num, part.den);
  },
  integer(body) {
    return INTEGER.test(body) ? fraction(integer(body), 1n) : undefined;
  },
  decimal(body) {
    return unsignedDecimal(body);
  },
};

/** Why an input that no format accepted failed: the format it most looks like. */
function failureKey(body: string): ParseErrorKey {
  if (/^[\d\s.]*\.[\d\s.]*$/.test(body)) return 'decimalFormatError';
  return 'invalidFormat';
}

/**
 * Parses one number in any of the notations, trying them in order (CONTEXT.md § Notations), into an
 * exact rational. A leading minus (ASCII or U+2212) is allowed on every format.
 */
export function parseNumber({ input }: { input: string }): ParseResult {
  const original = input.trim();
  if (original === '') return { ok: false, error: 'emptyInput' };
  const isNegative = /^[-\u2212]/.test(original);
  const body = isNegative ? original.slice(1).trimStart() : original;
  try {
    for (const kind of numberKinds) {
      const parsed = parsers[kind](body);
      if (!parsed) continue;
      const value = isNegative ? fraction(-parsed.num, parsed.den) : parsed;
      if (abs(value.num) > MAX_COMPONENT || value.den > MAX_COMPONENT) {
        return { ok: false, error: 'outOfRange' };
      }
      const sign = value.num === 0n ? 0 : value.num < 0n ? -1 : 1;
      return {
        ok: true,
        number: {
          kind,
          value,
          rational: { numerator: abs(value.num), denominator: value.den, sign, original },
        },
      };
    }
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: error.key };
    throw error;
  }
  return { ok: false, error: failureKey(body) };
}
