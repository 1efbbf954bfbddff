import { type ParsedNumber, type ParseErrorKey, parseNumber } from './parse-number';
import { compareFractions, formatFraction, lcm, toDecimalString } from './rational';

/** Decimal places of the decimal check (CONTEXT.md § Compare). */
export const DEFAULT_PRECISION = 10;

export type Relation = 'lt' | 'gt' | 'eq';

/** One line of the worked calculation; `data` fills the placeholders of the step's message. */
export type CompareStep =
  | { key: 'parsed'; data: { side: 'left' | 'right'; original: string; kind: string; fraction: string } }
  | { key: 'commonDenominator'; data: { denominator: string; left: string; right: string } }
  | { key: 'compareNumerators'; data: { left: string; right: string; symbol: '<' | '>' | '=' } };

export interface DecimalCheck {
  left: string;
  right: string;
  precision: number;
  /** The rounded decimals look equal although the exact values differ. */
  isRoundingTie: boolean;
}

export interface CompareResult {
  relation: Relation;
  left: ParsedNumber;
  right: ParsedNumber;
  steps: CompareStep[];
  decimalCheck: DecimalCheck;
}

export type CompareOutcome =
  | { ok: true; result: CompareResult }
  | { ok: false; leftError?: ParseErrorKey; rightError?: ParseErrorKey };

export const relationSymbols: Record<Relation, '<' | '>' | '='> = { lt: '<', gt: '>', eq: '=' };

export function relationOf(order: -1 | 0 | 1): Relation {
  return order < 0 ? 'lt' : order > 0 ? 'gt' : 'eq';
}

/**
 * Compares two numbers exactly: both are parsed to reduced fractions, brought to a common
 * denominator and their numerators compared. The decimal check is only shown alongside.
 */
export function compareNumbers({
  left,
  right,
  precision = DEFAULT_PRECISION,
}: {
  left: string;
  right: string;
  precision?: number;
}): CompareOutcome {
  const parsedLeft = parseNumber({ input: left });
  const parsedRight = parseNumber({ input: right });
  if (!parsedLeft.ok || !parsedRight.ok) {
    return {
      ok: false,
      leftError: parsedLeft.ok ? undefined : parsedLeft.error,
      rightError: parsedRight.ok ? undefined : parsedRight.error,
    };
  }
  const a = parsedLeft.number;
  const b = parsedRight.number;
  const relation = relationOf(compareFractions(a.value, b.value));
  const denominator = lcm(a.value.den, b.value.den);
  const scaledLeft = a.value.num * (denominator / a.value.den);
  const scaledRight = b.value.num * (denominator / b.value.den);
  const parsedStep = (side: 'left' | 'right', number: ParsedNumber): CompareStep => ({
    key: 'parsed',
    data: {
      side,
      original: number.rational.original,
      kind: number.kind,
      fraction: formatFraction(number.value),
    },
  });
  const decimalLeft = toDecimalString(a.value, precision);
  const decimalRight = toDecimalString(b.value, precision);
  return {
    ok: true,
    result: {
      relation,
      left: a,
      right: b,
      steps: [
        parsedStep('left', a),
        parsedStep('right', b),
        {
          key: 'commonDenominator',
          data: {
            denominator: denominator.toString(),
            left: `${scaledLeft}/${denominator}`,
            right: `${scaledRight}/${denominator}`,
          },
        },
        {
          key: 'compareNumerators',
          data: {
            left: scaledLeft.toString(),
            right: scaledRight.toString(),
            symbol: relationSymbols[relation],
          },
        },
      ],
      decimalCheck: {
        left: decimalLeft,
        right: decimalRight,
        precision,
        isRoundingTie: relation !== 'eq' && decimalLeft === decimalRight,
      },
    },
  };
}
