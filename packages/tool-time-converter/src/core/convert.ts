import { MAX_EPOCH_MS, SECONDS_DIGITS } from './constants';
import { formatInstant, type ParsedDate, parseWithPattern } from './date-format';
import { parseRfc2822 } from './rfc2822';
import { isValidTimeZone, type WallTimeKind } from './time-zone';

/** The three conversion errors; the message keys are the same names (CONTEXT.md § Timestamps, § Dates). */
export type ConversionError = 'invalidTimestamp' | 'invalidDate' | 'conversionError';
export type TimestampUnit = 'seconds' | 'milliseconds';

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
  | { ok: true; ms: number; unit: TimestampUnit; dateTime: string }
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

const TIMESTAMP_SYNTAX = /^-?\d+$/;

/** Exactly 10 digits (sign not counted, leading zeros counted) means seconds (CONTEXT.md § Timestamps). */
export function detectUnit({ digits }: { digits: string }): TimestampUnit {
  return digits.replace(/^-/, '').length === SECONDS_DIGITS ? 'seconds' : 'milliseconds';
}

/** A timestamp (seconds or milliseconds, negative before 1970) as a date in `timeZone`. */
export function timestampToDate({
  input,
  timeZone,
  pattern,
}: {
  input: string;
  timeZone: string;
  pattern: string;
}): TimestampResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'invalidTimestamp', isEmpty: true };
  if (!TIMESTAMP_SYNTAX.test(text)) return { ok: false, error: 'invalidTimestamp', isEmpty: false };
  const unit = detectUnit({ digits: text });
  const ms = Number(text) * (unit === 'seconds' ? 1000 : 1);
  // The digits are fine but no calendar holds the instant, or the zone/format cannot be used.
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > MAX_EPOCH_MS || !isValidTimeZone(timeZone)) {
    return { ok: false, error: 'conversionError', isEmpty: false };
  }
  try {
    return { ok: true, ms, unit, dateTime: formatInstant({ ms, timeZone, pattern }) };
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
