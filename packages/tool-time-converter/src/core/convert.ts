import {
  MAX_EPOCH_MS,
  MAX_FRACTION_DIGITS,
  MICROSECONDS_MAX_DIGITS,
  MILLISECONDS_MAX_DIGITS,
  SECONDS_DIGITS,
} from './constants';
import { formatInstant, type ParsedDate, parseWithPattern } from './date-format';
import { parseRfc2822 } from './rfc2822';
import { isValidTimeZone, type WallTimeKind } from './time-zone';

/** The three conversion errors; the message keys are the same names (CONTEXT.md § Timestamps, § Dates). */
export type ConversionError = 'invalidTimestamp' | 'invalidDate' | 'conversionError';
export type TimestampUnit = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds';
/** The units a timestamp row can be read in, coarsest first (CONTEXT.md § Timestamp units). */
export const TIMESTAMP_UNITS: readonly TimestampUnit[] = [
  'seconds',
  'milliseconds',
  'microseconds',
  'nanoseconds',
];
/** A row's unit choice: detected from the digits, or set by the visitor. */
export type UnitChoice = 'auto' | TimestampUnit;

/** Nanoseconds in one of each unit. */
const NANOSECONDS_PER: Record<TimestampUnit, bigint> = {
  seconds: 1_000_000_000n,
  milliseconds: 1_000_000n,
  microseconds: 1_000n,
  nanoseconds: 1n,
};
/** Decimal digits a unit has below the millisecond (shown after `SSS`). */
const SUB_MILLISECOND_DIGITS: Record<TimestampUnit, number> = {
  seconds: 0,
  milliseconds: 0,
  microseconds: 3,
  nanoseconds: 6,
};

/** Format presets; the first is the default (CONTEXT.md § Formats). */
export const FORMAT_PRESETS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DD[T]HH:mm:ss.SSSZ',
  'YYYY/MM/DD HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'MM/DD/YYYY hh:mm:ss A',
  'YYYY年MM月DD日 HH:mm:ss',
] as const;
export const DEFAULT_FORMAT = FORMAT_PRESETS[0];

/**
 * Tried in order after the chosen format (CONTEXT.md § Dates): ISO 8601 with and without an offset, then
 * the common dash, slash, dot and Chinese layouts from most to least precise. Day-first and
 * month-first slash dates are ambiguous, so only the year-first slash layouts are guessed.
 */
export const FALLBACK_FORMATS = [
  'YYYY-MM-DD[T]HH:mm:ss.SSSZ',
  'YYYY-MM-DD[T]HH:mm:ssZ',
  'YYYY-MM-DD[T]HH:mmZ',
  'YYYY-MM-DD[T]HH:mm:ss.SSS',
  'YYYY-MM-DD[T]HH:mm:ss',
  'YYYY-MM-DD[T]HH:mm',
  'YYYY-MM-DD HH:mm:ss.SSSZ',
  'YYYY-MM-DD HH:mm:ssZ',
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD',
  'YYYY/MM/DD HH:mm:ss.SSS',
  'YYYY/MM/DD HH:mm:ss',
  'YYYY/MM/DD HH:mm',
  'YYYY/MM/DD',
  'YYYY.MM.DD HH:mm:ss',
  'YYYY.MM.DD',
  'YYYY年MM月DD日 HH:mm:ss',
  'YYYY年MM月DD日 HH时mm分ss秒',
  'YYYY年MM月DD日',
] as const;

export type TimestampResult =
  | {
      ok: true;
      /** The millisecond the instant falls in (floored, so it is never after the instant). */
      ms: number;
      unit: TimestampUnit;
      dateTime: string;
      /**
       * Only when the input is finer than a millisecond (micro- or nanoseconds, or a seconds
       * fraction of more than 3 digits): the exact instant in nanoseconds since 1970, and the
       * digits below the millisecond that `SSS` is followed by.
       */
      epochNanoseconds?: bigint;
      subMillisecond?: string;
    }
  | { ok: false; error: ConversionError; isEmpty: boolean };

/** What the date row says it read the text as, when no format pattern did: an RFC 2822 date. */
export const RFC_2822_FORMAT = 'RFC 2822';

export type DateResult =
  | {
      ok: true;
      ms: number;
      seconds: number;
      kind: WallTimeKind;
      format: string;
      /** Digits of the fraction beyond milliseconds that the result drops (only when not all zero). */
      droppedDigits?: string;
    }
  | { ok: false; error: ConversionError; isEmpty: boolean };

const TIMESTAMP_SYNTAX = /^-?\d+(?:\.\d+)?$/;

/**
 * The unit of a timestamp from its count of integer digits (sign not counted, leading zeros
 * counted; CONTEXT.md § Timestamps and § Timestamp units): exactly 10 → seconds; up to 14 →
 * milliseconds; 15–17 → microseconds; 18 or more → nanoseconds. Present-day values have 10, 13,
 * 16 and 19 digits, each in the middle of its band.
 */
export function detectUnit({ digits }: { digits: string }): TimestampUnit {
  const count = digits.replace(/^-/, '').split('.')[0]?.length ?? 0;
  if (count === SECONDS_DIGITS) return 'seconds';
  if (count <= MILLISECONDS_MAX_DIGITS) return 'milliseconds';
  if (count <= MICROSECONDS_MAX_DIGITS) return 'microseconds';
  return 'nanoseconds';
}

/** Floor division for BigInt (which truncates towards zero). */
function floorDiv(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return value % divisor !== 0n && value < 0n ? quotient - 1n : quotient;
}

const MAX_EPOCH_NS = BigInt(MAX_EPOCH_MS) * 1_000_000n;

/**
 * A timestamp (negative before 1970) as a date in `timeZone`. The unit is detected from the digits
 * unless `unit` sets it. Exact: the value is read as a BigInt count of nanoseconds, so a 19-digit
 * nanosecond timestamp loses nothing; digits finer than a millisecond follow `SSS` in the output.
 * A fraction is accepted on seconds only (`1767622029.123456`, up to 9 digits).
 */
export function timestampToDate({
  input,
  timeZone,
  pattern,
  unit: choice = 'auto',
}: {
  input: string;
  timeZone: string;
  pattern: string;
  unit?: UnitChoice;
}): TimestampResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'invalidTimestamp', isEmpty: true };
  if (!TIMESTAMP_SYNTAX.test(text)) return { ok: false, error: 'invalidTimestamp', isEmpty: false };
  const unit = choice === 'auto' ? detectUnit({ digits: text }) : choice;
  const isNegative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  if (fraction !== '' && (unit !== 'seconds' || fraction.length > MAX_FRACTION_DIGITS)) {
    return { ok: false, error: 'invalidTimestamp', isEmpty: false };
  }
  const magnitude = BigInt(whole) * NANOSECONDS_PER[unit] + BigInt(fraction.padEnd(MAX_FRACTION_DIGITS, '0'));
  const nanoseconds = isNegative ? -magnitude : magnitude;
  // The digits are fine but no calendar holds the instant, or the zone/format cannot be used.
  if (nanoseconds > MAX_EPOCH_NS || nanoseconds < -MAX_EPOCH_NS || !isValidTimeZone(timeZone)) {
    return { ok: false, error: 'conversionError', isEmpty: false };
  }
  const msBig = floorDiv(nanoseconds, 1_000_000n);
  const ms = Number(msBig);
  const subDigits = Math.max(SUB_MILLISECOND_DIGITS[unit], fraction.length - 3);
  const subMillisecond =
    subDigits > 0
      ? String(nanoseconds - msBig * 1_000_000n)
          .padStart(6, '0')
          .slice(0, subDigits)
      : '';
  try {
    const dateTime = formatInstant({ ms, timeZone, pattern, subMillisecond });
    return {
      ok: true,
      ms,
      unit,
      dateTime,
      ...(subDigits > 0 && { epochNanoseconds: nanoseconds, subMillisecond }),
    };
  } catch {
    return { ok: false, error: 'conversionError', isEmpty: false };
  }
}

/** A date typed in `pattern` (or any fallback format) read in `timeZone`, as seconds and milliseconds. */
export function dateToTimestamp({
  input,
  timeZone,
  pattern,
}: {
  input: string;
  timeZone: string;
  pattern: string;
}): DateResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'invalidDate', isEmpty: true };
  if (!isValidTimeZone(timeZone)) return { ok: false, error: 'conversionError', isEmpty: false };
  const readers: { format: string; read(): ParsedDate | null }[] = [
    ...[pattern, ...FALLBACK_FORMATS].map((format) => ({
      format,
      read: () => parseWithPattern({ text, pattern: format, timeZone }),
    })),
    { format: RFC_2822_FORMAT, read: () => parseRfc2822({ text, timeZone }) },
  ];
  for (const { format, read } of readers) {
    let parsed: ParsedDate | null;
    try {
      parsed = read();
    } catch {
      return { ok: false, error: 'conversionError', isEmpty: false };
    }
    if (!parsed) continue;
    if (Math.abs(parsed.ms) > MAX_EPOCH_MS) return { ok: false, error: 'conversionError', isEmpty: false };
    const { ms, kind, droppedDigits } = parsed;
    return {
      ok: true,
      ms,
      seconds: Math.floor(ms / 1000),
      kind,
      format,
      ...(droppedDigits && { droppedDigits }),
    };
  }
  return { ok: false, error: 'invalidDate', isEmpty: false };
}
