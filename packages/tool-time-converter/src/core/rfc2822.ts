import type { ParsedDate } from './date-format';
import { instantFromWallTime, type WallTime } from './time-zone';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** RFC 2822 § 3.3 and § 4.3 zone names, in minutes east of UTC (UTC is not in the RFC; browsers write it). */
const ZONE_NAMES: Record<string, number> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

// [weekday ","] day month year hour ":" minute [":" second] [zone] [(comment)], any runs of spaces.
const RFC_2822 =
  /^(?:([a-z]{3})\s*,\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?(?:\s+([+-]\d{4}|[a-z]{2,3}))?(?:\s*\([^()]*\))?$/i;

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/**
 * Reads an RFC 2822 date, the form of `Date.prototype.toUTCString` and e-mail headers:
 * `Tue, 24 Nov 2026 10:00:00 GMT`, `24 Nov 2026 10:00 +0800` (CONTEXT.md § RFC 2822 dates).
 * Null when the text is not one, names no real date, or its weekday is not the date's.
 */
export function parseRfc2822({ text, timeZone }: { text: string; timeZone: string }): ParsedDate | null {
  const match = RFC_2822.exec(text.trim());
  if (!match) return null;
  const [, weekday, day, monthName, year, hour, minute, second = '0', zone] = match;
  const month = MONTHS.indexOf((monthName as string).toLowerCase()) + 1;
  const wall: WallTime = {
    year: Number(year),
    month,
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: 0,
  };
  const isValid =
    month >= 1 &&
    wall.day >= 1 &&
    wall.day <= daysInMonth(wall.year, wall.month) &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59;
  if (!isValid) return null;
  let offsetMinutes: number | undefined;
  if (zone !== undefined) {
    if (/^[+-]/.test(zone)) {
      const hours = Number(zone.slice(1, 3));
      const minutes = Number(zone.slice(3));
      if (hours > 23 || minutes > 59) return null;
      offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
    } else {
      offsetMinutes = ZONE_NAMES[zone.toLowerCase()];
      if (offsetMinutes === undefined) return null;
    }
  }
  const local = new Date(0);
  local.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  local.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  if (weekday !== undefined && WEEKDAYS.indexOf(weekday.toLowerCase()) !== local.getUTCDay()) return null;
  if (offsetMinutes !== undefined) return { ms: local.getTime() - offsetMinutes * 60_000, kind: 'exact' };
  return instantFromWallTime({ wall, timeZone });
}
