import { COMMON_TIME_ZONES, DEFAULT_TIME_ZONE, MAX_EPOCH_MS } from './constants';

/** A calendar date and wall-clock time, without a zone. Months are 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** How a wall time maps to instants in a zone: once, twice (clocks went back) or never (clocks jumped). */
export type WallTimeKind = 'exact' | 'ambiguous' | 'skipped';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Building a DateTimeFormat is far slower than using one; rows reformat on every keystroke.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Date.UTC maps years 0-99 to 1900-1999; this does not. */
export function utcFromWallTime(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
}

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone === 'UTC') return true;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall time in `timeZone` at instant `ms`, with the zone's offset from UTC in milliseconds. */
export function wallTimeAt({
  ms,
  timeZone,
}: {
  ms: number;
  timeZone: string;
}): WallTime & { offsetMs: number } {
  if (timeZone === 'UTC') {
    const date = new Date(ms);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
      millisecond: date.getUTCMilliseconds(),
      offsetMs: 0,
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  // Intl counts years before 1 CE backwards from 1 BC; astronomical years put 1 BC at 0.
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const wall: WallTime = {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
  return { ...wall, offsetMs: utcFromWallTime(wall) - ms };
}

export function offsetAt({ ms, timeZone }: { ms: number; timeZone: string }): number {
  return wallTimeAt({ ms, timeZone }).offsetMs;
}

/**
 * The instant a wall time names in a zone. Like Temporal's `disambiguation: 'compatible'`:
 * an ambiguous time (clocks went back) takes the earlier instant, and a skipped time (clocks
 * jumped forward) is read with the offset before the jump, which lands as far past the gap as it
 * was into it (New York 02:30 on the spring-forward day becomes 03:30 EDT).
 */
export function instantFromWallTime({ wall, timeZone }: { wall: WallTime; timeZone: string }): {
  ms: number;
  kind: WallTimeKind;
} | null {
  const local = utcFromWallTime(wall);
  if (!Number.isFinite(local) || Math.abs(local) > MAX_EPOCH_MS - 2 * DAY_MS) return null;
  if (timeZone === 'UTC') return { ms: local, kind: 'exact' };
  const offsetBefore = offsetAt({ ms: local - DAY_MS, timeZone });
  const offsetAfter = offsetAt({ ms: local + DAY_MS, timeZone });
  const candidates = [...new Set([local - offsetBefore, local - offsetAfter])]
    .filter((ms) => offsetAt({ ms, timeZone }) === local - ms)
    .sort((a, b) => a - b);
  const [earliest] = candidates;
  if (earliest === undefined) return { ms: local - offsetBefore, kind: 'skipped' };
  return { ms: earliest, kind: candidates.length > 1 ? 'ambiguous' : 'exact' };
}

/** "+08:00" (or "+0800" without the colon); UTC is "+00:00". */
export function formatOffset({
  offsetMs,
  withColon = true,
}: {
  offsetMs: number;
  withColon?: boolean;
}): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}${withColon ? ':' : ''}${mm}`;
}

/** The browser's own zone, which replaces the UTC default (CONTEXT.md § Time zones). */
export function detectBrowserTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The common zones first, then every zone the runtime knows, with `extra` kept if missing. */
export function listTimeZones({ extra }: { extra?: string } = {}): { common: string[]; others: string[] } {
  const common: string[] = [...COMMON_TIME_ZONES];
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = known.filter((zone) => !common.includes(zone));
  if (extra && !common.includes(extra) && !others.includes(extra)) others.unshift(extra);
  return { common, others };
}
