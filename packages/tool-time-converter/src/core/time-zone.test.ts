import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_TIME_ZONES, DEFAULT_TIME_ZONE } from './constants';
import {
  detectBrowserTimeZone,
  formatOffset,
  instantFromWallTime,
  isValidTimeZone,
  listTimeZones,
  offsetAt,
  type WallTime,
  wallTimeAt,
} from './time-zone';

const wall = (year: number, month: number, day: number, hour: number, minute = 0): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});
const HOUR = 3_600_000;

describe('instantFromWallTime: DST edges', () => {
  it.each([
    // Spring forward: 02:30 does not exist; read with the offset before the jump (EST) = 03:30 EDT.
    ['America/New_York', wall(2026, 3, 8, 2, 30), Date.UTC(2026, 2, 8, 7, 30), 'skipped'],
    // Fall back: 01:30 happens twice; the earlier (EDT, -4) is chosen.
    ['America/New_York', wall(2026, 11, 1, 1, 30), Date.UTC(2026, 10, 1, 5, 30), 'ambiguous'],
    ['America/New_York', wall(2026, 3, 8, 1, 59), Date.UTC(2026, 2, 8, 6, 59), 'exact'],
    ['America/New_York', wall(2026, 3, 8, 3, 0), Date.UTC(2026, 2, 8, 7, 0), 'exact'],
    ['America/New_York', wall(2026, 11, 1, 2, 0), Date.UTC(2026, 10, 1, 7, 0), 'exact'],
    ['Europe/London', wall(2026, 3, 29, 1, 30), Date.UTC(2026, 2, 29, 1, 30), 'skipped'],
    ['Europe/London', wall(2026, 10, 25, 1, 30), Date.UTC(2026, 9, 25, 0, 30), 'ambiguous'],
    ['Europe/London', wall(2026, 7, 1, 12), Date.UTC(2026, 6, 1, 11), 'exact'],
    ['Australia/Sydney', wall(2026, 4, 5, 2, 30), Date.UTC(2026, 3, 4, 15, 30), 'ambiguous'],
    ['Australia/Sydney', wall(2026, 10, 4, 2, 30), Date.UTC(2026, 9, 3, 16, 30), 'skipped'],
    // Shanghai has no DST: the New York gap date is an ordinary time there.
    ['Asia/Shanghai', wall(2026, 3, 8, 2, 30), Date.UTC(2026, 2, 7, 18, 30), 'exact'],
    ['Asia/Shanghai', wall(2026, 11, 1, 1, 30), Date.UTC(2026, 9, 31, 17, 30), 'exact'],
    ['Asia/Tokyo', wall(1970, 1, 1, 9), Date.UTC(1970, 0, 1, 0), 'exact'],
    ['UTC', wall(1969, 7, 20, 20, 17), Date.UTC(1969, 6, 20, 20, 17), 'exact'],
  ] as const)('%s %o → %d (%s)', (timeZone, wallTime, ms, kind) => {
    expect(instantFromWallTime({ wall: wallTime, timeZone })).toEqual({ ms, kind });
  });

  it('round-trips every hour of a DST year in New York', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR) {
      const back = instantFromWallTime({
        wall: wallTimeAt({ ms, timeZone: 'America/New_York' }),
        timeZone: 'America/New_York',
      });
      // The second 01:xx of the fall-back night maps to the first, by the documented choice.
      if (back?.kind === 'ambiguous') expect(ms - (back.ms ?? 0)).toBeLessThanOrEqual(HOUR);
      else expect(back?.ms).toBe(ms);
    }
  });

  it('gives null for a wall time outside the ECMAScript date range', () => {
    expect(instantFromWallTime({ wall: wall(275760, 9, 13, 0), timeZone: 'UTC' })).toBeNull();
  });
});

describe('wallTimeAt and offsetAt', () => {
  it.each([
    ['UTC', 0, { year: 1970, month: 1, day: 1, hour: 0, offsetMs: 0 }],
    ['Asia/Shanghai', 0, { year: 1970, month: 1, day: 1, hour: 8, offsetMs: 8 * HOUR }],
    ['America/New_York', -1, { year: 1969, month: 12, day: 31, hour: 18, offsetMs: -5 * HOUR }],
    ['Asia/Tokyo', Date.UTC(-1, 11, 31, 20), { year: 0, month: 1, day: 1, hour: 5 }],
    ['UTC', Date.UTC(-1, 0, 1), { year: -1, month: 1, day: 1, hour: 0 }],
  ] as const)('%s at %d', (timeZone, ms, expected) => {
    expect(wallTimeAt({ ms, timeZone })).toMatchObject(expected);
  });

  it.each([
    ['America/New_York', Date.UTC(2026, 6, 1), -4 * HOUR],
    ['America/New_York', Date.UTC(2026, 0, 1), -5 * HOUR],
    ['Europe/London', Date.UTC(2026, 6, 1), HOUR],
    ['Europe/London', Date.UTC(2026, 0, 1), 0],
    ['Asia/Shanghai', Date.UTC(2026, 6, 1), 8 * HOUR],
    ['Asia/Kolkata', Date.UTC(2026, 6, 1), 5.5 * HOUR],
  ] as const)('offset of %s', (timeZone, ms, offset) => {
    expect(offsetAt({ ms, timeZone })).toBe(offset);
  });
});

describe('formatOffset', () => {
  it.each([
    [0, true, '+00:00'],
    [8 * HOUR, true, '+08:00'],
    [-5 * HOUR, false, '-0500'],
    [5.75 * HOUR, true, '+05:45'],
    [-9.5 * HOUR, true, '-09:30'],
  ])('%d → %s', (offsetMs, withColon, text) => {
    expect(formatOffset({ offsetMs, withColon })).toBe(text);
  });
});

describe('time zones', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['UTC', true],
    ['Asia/Shanghai', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('isValidTimeZone(%j) = %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('lists the six common zones first, then the rest without repeats', () => {
    const { common, others } = listTimeZones();
    expect(common).toEqual([...COMMON_TIME_ZONES]);
    expect(others).toContain('Europe/Paris');
    expect(others.some((zone) => common.includes(zone))).toBe(false);
  });

  it('keeps an extra zone the runtime does not list', () => {
    expect(listTimeZones({ extra: 'Etc/GMT+5' }).others[0]).toBe('Etc/GMT+5');
  });

  it('uses the browser zone in place of the UTC default', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Tokyo',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectBrowserTimeZone()).toBe('Asia/Tokyo');
  });

  it('falls back to UTC when the browser reports no usable zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Nowhere/Land',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectBrowserTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
  });
});
