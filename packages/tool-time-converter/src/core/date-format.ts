import { formatOffset, instantFromWallTime, type WallTime, type WallTimeKind, wallTimeAt } from './time-zone';

/**
 * Tokens of the custom format, longest first so that "YYYY" is never read as two "YY".
 * Anything inside [square brackets] is literal text; other characters are copied as they are.
 */
export const FORMAT_TOKENS = [
  'YYYY',
  'YY',
  'MM',
  'M',
  'DD',
  'D',
  'HH',
  'H',
  'hh',
  'h',
  'mm',
  'm',
  'ss',
  's',
  'SSS',
  'A',
  'a',
  'ZZ',
  'Z',
  'X',
  'x',
] as const;
export type FormatToken = (typeof FORMAT_TOKENS)[number];

type Piece = { token: FormatToken } | { literal: string };

const TOKEN_PATTERN = new RegExp(`\\[([^\\]]*)\\]|${FORMAT_TOKENS.join('|')}`, 'g');

export function tokenize(pattern: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN_PATTERN)) {
    if (match.index > last) pieces.push({ literal: pattern.slice(last, match.index) });
    pieces.push(match[1] !== undefined ? { literal: match[1] } : { token: match[0] as FormatToken });
    last = match.index + match[0].length;
  }
  if (last < pattern.length) pieces.push({ literal: pattern.slice(last) });
  return pieces;
}

const pad = (value: number, width = 2) =>
  (value < 0 ? '-' : '') + String(Math.abs(value)).padStart(width, '0');

function formatToken(token: FormatToken, wall: WallTime & { offsetMs: number }, ms: number): string {
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  switch (token) {
    case 'YYYY':
      return pad(wall.year, 4);
    case 'YY':
      return pad(((wall.year % 100) + 100) % 100);
    case 'MM':
      return pad(wall.month);
    case 'M':
      return String(wall.month);
    case 'DD':
      return pad(wall.day);
    case 'D':
      return String(wall.day);
    case 'HH':
      return pad(wall.hour);
    case 'H':
      return String(wall.hour);
    case 'hh':
      return pad(hour12);
    case 'h':
      return String(hour12);
    case 'mm':
      return pad(wall.minute);
    case 'm':
      return String(wall.minute);
    case 'ss':
      return pad(wall.second);
    case 's':
      return String(wall.second);
    case 'SSS':
      return pad(wall.millisecond, 3);
    case 'A':
      return wall.hour < 12 ? 'AM' : 'PM';
    case 'a':
      return wall.hour < 12 ? 'am' : 'pm';
    case 'Z':
      return formatOffset({ offsetMs: wall.offsetMs });
    case 'ZZ':
      return formatOffset({ offsetMs: wall.offsetMs, withColon: false });
    case 'X':
      return String(Math.floor(ms / 1000));
    case 'x':
      return String(ms);
  }
}

/**
 * Formats instant `ms` as the wall time in `timeZone`, following `pattern`. `subMillisecond` holds
 * digits finer than a millisecond (micro- or nanoseconds of a timestamp): they follow `SSS`, the
 * one token that shows a fraction (CONTEXT.md § Timestamp units).
 */
export function formatInstant({
  ms,
  timeZone,
  pattern,
  subMillisecond = '',
}: {
  ms: number;
  timeZone: string;
  pattern: string;
  subMillisecond?: string;
}): string {
  const wall = wallTimeAt({ ms, timeZone });
  return tokenize(pattern)
    .map((piece) => {
      if ('literal' in piece) return piece.literal;
      const text = formatToken(piece.token, wall, ms);
      return piece.token === 'SSS' ? `${text}${subMillisecond}` : text;
    })
    .join('');
}

// Parsing is lenient about zero padding ("2026-3-8" matches YYYY-MM-DD) because people type that.
const PARSE_SOURCE: Record<FormatToken, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MM: '(\\d{1,2})',
  M: '(\\d{1,2})',
  DD: '(\\d{1,2})',
  D: '(\\d{1,2})',
  HH: '(\\d{1,2})',
  H: '(\\d{1,2})',
  hh: '(\\d{1,2})',
  h: '(\\d{1,2})',
  mm: '(\\d{1,2})',
  m: '(\\d{1,2})',
  ss: '(\\d{1,2})',
  s: '(\\d{1,2})',
  // Any number of digits (ISO 8601 allows them); only milliseconds are kept.
  SSS: '(\\d+)',
  A: '(am|pm)',
  a: '(am|pm)',
  Z: '(z|[+-]\\d{2}:?\\d{2})',
  ZZ: '(z|[+-]\\d{2}:?\\d{2})',
  X: '(-?\\d{1,16})',
  x: '(-?\\d{1,19})',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ParsedDate {
  ms: number;
  kind: WallTimeKind;
  /** Non-zero digits of the fraction beyond milliseconds, which the millisecond result drops. */
  droppedDigits?: string;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function parseOffset(text: string): number {
  if (text.toLowerCase() === 'z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/**
 * Reads `text` with `pattern`: null when it does not match or names no real date (2026-02-30, 25:00).
 * Missing fields default to 1970-01-01 00:00:00.000; a two-digit year 69-99 is 19xx, 00-68 is 20xx.
 * An offset in the text wins over `timeZone`; a 12-hour clock without AM/PM is read as AM.
 */
export function parseWithPattern({
  text,
  pattern,
  timeZone,
}: {
  text: string;
  pattern: string;
  timeZone: string;
}): ParsedDate | null {
  const pieces = tokenize(pattern);
  const tokens = pieces.flatMap((piece) => ('token' in piece ? [piece.token] : []));
  if (tokens.length === 0) return null;
  const source = pieces.map((piece) =>
    'token' in piece ? PARSE_SOURCE[piece.token] : escapeRegExp(piece.literal),
  );
  const match = new RegExp(`^${source.join('')}$`, 'i').exec(text.trim());
  if (!match) return null;
  const wall: WallTime = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };
  let offsetMs: number | undefined;
  let droppedDigits: string | undefined;
  let isPm: boolean | undefined;
  let hour12: number | undefined;
  for (const [index, token] of tokens.entries()) {
    const value = match[index + 1] ?? '';
    const number = Number(value);
    switch (token) {
      case 'YYYY':
        wall.year = number;
        break;
      case 'YY':
        wall.year = number > 68 ? 1900 + number : 2000 + number;
        break;
      case 'MM':
      case 'M':
        wall.month = number;
        break;
      case 'DD':
      case 'D':
        wall.day = number;
        break;
      case 'HH':
      case 'H':
        wall.hour = number;
        break;
      case 'hh':
      case 'h':
        hour12 = number;
        break;
      case 'mm':
      case 'm':
        wall.minute = number;
        break;
      case 'ss':
      case 's':
        wall.second = number;
        break;
      // A fraction: ".5" is half a second, not 5 ms; digits past the third are cut, not rounded
      // (rounding .9999 up would move the second, and the minute, day or year with it).
      case 'SSS':
        wall.millisecond = Number(value.slice(0, 3).padEnd(3, '0'));
        if (/[1-9]/.test(value.slice(3))) droppedDigits = value.slice(3);
        break;
      case 'A':
      case 'a':
        isPm = value.toLowerCase() === 'pm';
        break;
      case 'Z':
      case 'ZZ':
        offsetMs = parseOffset(value);
        break;
      case 'X':
      case 'x': {
        const ms = token === 'X' ? number * 1000 : number;
        // Out-of-range instants are returned so the caller can say "conversion error", not "invalid date".
        return Number.isSafeInteger(ms) ? { ms, kind: 'exact' } : null;
      }
    }
  }
  if (hour12 !== undefined) {
    if (hour12 < 1 || hour12 > 12) return null;
    wall.hour = (hour12 % 12) + (isPm ? 12 : 0);
  } else if (isPm !== undefined) {
    if (wall.hour < 1 || wall.hour > 12) return null;
    wall.hour = (wall.hour % 12) + (isPm ? 12 : 0);
  }
  const isValid =
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= daysInMonth(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59 &&
    (offsetMs === undefined || Math.abs(offsetMs) < 24 * 3_600_000);
  if (!isValid) return null;
  if (offsetMs !== undefined) {
    const local = new Date(0);
    local.setUTCFullYear(wall.year, wall.month - 1, wall.day);
    local.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
    const ms = local.getTime() - offsetMs;
    return droppedDigits ? { ms, kind: 'exact', droppedDigits } : { ms, kind: 'exact' };
  }
  const instant = instantFromWallTime({ wall, timeZone });
  return instant && droppedDigits ? { ...instant, droppedDigits } : instant;
}
