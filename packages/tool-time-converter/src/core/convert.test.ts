import { describe, expect, it } from 'vitest';
import { CLOCK_TICK_MS, INPUT_DEBOUNCE_MS, MAX_EPOCH_MS, SECONDS_DIGITS } from './constants';
import {
  DEFAULT_FORMAT,
  dateToTimestamp,
  detectUnit,
  FALLBACK_FORMATS,
  FORMAT_PRESETS,
  RFC_2822_FORMAT,
  timestampToDate,
} from './convert';
import { formatInstant } from './date-format';

const FULL = 'YYYY-MM-DD HH:mm:ss.SSS';

describe('constants (CONTEXT.md § Clock, § Rows, § Timestamps)', () => {
  it('ticks every second, debounces 400 ms, and reads 10 digits as seconds', () => {
    expect(CLOCK_TICK_MS).toBe(1000);
    expect(INPUT_DEBOUNCE_MS).toBe(400);
    expect(SECONDS_DIGITS).toBe(10);
  });
});

describe('detectUnit: 10 digits = seconds, otherwise milliseconds', () => {
  it.each([
    ['1', 'milliseconds'],
    ['999999999', 'milliseconds'],
    ['1000000000', 'seconds'],
    ['9999999999', 'seconds'],
    ['0000000000', 'seconds'],
    ['10000000000', 'milliseconds'],
    ['1767622029045', 'milliseconds'],
    ['-1000000000', 'seconds'],
    ['-999999999', 'milliseconds'],
  ] as const)('%s is %s', (digits, unit) => {
    expect(detectUnit({ digits })).toBe(unit);
  });
});

describe('timestampToDate', () => {
  it.each([
    ['1767622029', 'UTC', 'seconds', '2026-01-05 14:07:09.000'],
    ['1767622029045', 'UTC', 'milliseconds', '2026-01-05 14:07:09.045'],
    ['  1767622029  ', 'Asia/Shanghai', 'seconds', '2026-01-05 22:07:09.000'],
    ['9999999999', 'UTC', 'seconds', '2286-11-20 17:46:39.000'],
    ['999999999', 'UTC', 'milliseconds', '1970-01-12 13:46:39.999'],
    ['10000000000', 'UTC', 'milliseconds', '1970-04-26 17:46:40.000'],
    ['0', 'UTC', 'milliseconds', '1970-01-01 00:00:00.000'],
    ['0000000000', 'America/New_York', 'seconds', '1969-12-31 19:00:00.000'],
    ['-1', 'UTC', 'milliseconds', '1969-12-31 23:59:59.999'],
    ['-1000000000', 'UTC', 'seconds', '1938-04-24 22:13:20.000'],
    ['-86400000', 'Europe/London', 'milliseconds', '1969-12-31 01:00:00.000'],
    ['-2208988800000', 'UTC', 'milliseconds', '1900-01-01 00:00:00.000'],
  ] as const)('%j in %s is %s: %s', (input, timeZone, unit, dateTime) => {
    expect(timestampToDate({ input, timeZone, pattern: FULL })).toEqual({
      ok: true,
      ms: expect.any(Number),
      unit,
      dateTime,
    });
  });

  it.each([
    ['', 'UTC', 'invalidTimestamp', true],
    ['   ', 'UTC', 'invalidTimestamp', true],
    ['abc', 'UTC', 'invalidTimestamp', false],
    ['1.5', 'UTC', 'invalidTimestamp', false],
    ['1e9', 'UTC', 'invalidTimestamp', false],
    ['+1767622029', 'UTC', 'invalidTimestamp', false],
    ['1767 622029', 'UTC', 'invalidTimestamp', false],
    ['--1', 'UTC', 'invalidTimestamp', false],
    ['123456789012345678901234', 'UTC', 'conversionError', false],
    ['1767622029', 'Mars/Base', 'conversionError', false],
  ] as const)('%j in %s fails with %s', (input, timeZone, error, isEmpty) => {
    expect(timestampToDate({ input, timeZone, pattern: FULL })).toEqual({ ok: false, error, isEmpty });
  });
});

describe('the edge of the ECMAScript range, in milliseconds (16 digits are detected as µs)', () => {
  it('reads 8640000000000000 ms as the last calendar day', () => {
    expect(
      timestampToDate({ input: '8640000000000000', timeZone: 'UTC', pattern: FULL, unit: 'milliseconds' }),
    ).toEqual({ ok: true, ms: 8.64e15, unit: 'milliseconds', dateTime: '275760-09-13 00:00:00.000' });
  });

  it.each([
    ['8640000000000001', 'milliseconds'],
    ['-8640000000000001', 'milliseconds'],
    ['8640000000000000001', 'microseconds'],
    ['8640000000000000000001', 'nanoseconds'],
    ['8640000000001', 'seconds'],
  ] as const)('%s %s is a conversion error', (input, unit) => {
    expect(timestampToDate({ input, timeZone: 'UTC', pattern: FULL, unit })).toEqual({
      ok: false,
      error: 'conversionError',
      isEmpty: false,
    });
  });
});

describe('detectUnit by digit count (CONTEXT.md § Timestamp units)', () => {
  it.each([
    ['1767622029', 'seconds'],
    ['99999999999999', 'milliseconds'],
    ['1767622029045', 'milliseconds'],
    ['100000000000000', 'microseconds'],
    ['1767622029045123', 'microseconds'],
    ['99999999999999999', 'microseconds'],
    ['100000000000000000', 'nanoseconds'],
    ['1767622029045123456', 'nanoseconds'],
    ['-1767622029045123456', 'nanoseconds'],
    ['0001767622029045123', 'nanoseconds'],
    ['1767622029.5', 'seconds'],
    ['-1767622029045123', 'microseconds'],
  ] as const)('%s is %s', (digits, unit) => {
    expect(detectUnit({ digits })).toBe(unit);
  });
});

describe('timestamps finer than a millisecond are exact (CONTEXT.md § Timestamp units)', () => {
  it.each([
    // [input, unit choice, unit read, date and time with SSS, exact nanoseconds]
    ['1767622029045123', 'auto', 'microseconds', '2026-01-05 14:07:09.045123', 1767622029045123000n],
    ['1767622029045123456', 'auto', 'nanoseconds', '2026-01-05 14:07:09.045123456', 1767622029045123456n],
    // Beyond 2^53: a Number would round this to ...456 → ...448; BigInt keeps every digit.
    ['9007199254740993001', 'auto', 'nanoseconds', '2255-06-05 23:47:34.740993001', 9007199254740993001n],
    ['-1', 'nanoseconds', 'nanoseconds', '1969-12-31 23:59:59.999999999', -1n],
    ['-1', 'microseconds', 'microseconds', '1969-12-31 23:59:59.999999', -1000n],
    ['-1500', 'microseconds', 'microseconds', '1969-12-31 23:59:59.998500', -1500000n],
    ['1767622029.123456', 'auto', 'seconds', '2026-01-05 14:07:09.123456', 1767622029123456000n],
    ['1767622029.123456789', 'auto', 'seconds', '2026-01-05 14:07:09.123456789', 1767622029123456789n],
    ['-1.5', 'seconds', 'seconds', '1969-12-31 23:59:58.500', undefined],
    ['1767622029', 'microseconds', 'microseconds', '1970-01-01 00:29:27.622029', 1767622029000n],
    ['1767622029045', 'seconds', 'seconds', '57983-09-18 07:10:45.000', undefined],
  ] as const)('%s (%s) is %s: %s', (input, unit, read, dateTime, nanoseconds) => {
    const result = timestampToDate({ input, timeZone: 'UTC', pattern: FULL, unit });
    expect(result).toMatchObject({ ok: true, unit: read, dateTime });
    expect(result.ok ? result.epochNanoseconds : 'failed').toBe(nanoseconds);
  });

  it('shows sub-millisecond digits only where the format has SSS', () => {
    const input = '1767622029045123456';
    expect(timestampToDate({ input, timeZone: 'Asia/Shanghai', pattern: DEFAULT_FORMAT })).toMatchObject({
      dateTime: '2026-01-05 22:07:09',
      ms: 1767622029045,
      subMillisecond: '123456',
    });
    expect(timestampToDate({ input, timeZone: 'UTC', pattern: 'x [ms]' })).toMatchObject({
      dateTime: '1767622029045 ms',
    });
  });

  it.each([
    ['1767622029045.5', 'auto'],
    ['1767622029045123.5', 'auto'],
    ['1767622029.1234567890', 'auto'],
    ['1.5', 'milliseconds'],
    ['1767622029.', 'auto'],
    ['.5', 'seconds'],
  ] as const)('%s (%s) is invalid: a fraction only on seconds, up to 9 digits', (input, unit) => {
    expect(timestampToDate({ input, timeZone: 'UTC', pattern: FULL, unit })).toEqual({
      ok: false,
      error: 'invalidTimestamp',
      isEmpty: false,
    });
  });
});

describe('dateToTimestamp', () => {
  it.each([
    ['2026-01-05 22:07:09', 'Asia/Shanghai', DEFAULT_FORMAT, 1767622029000, DEFAULT_FORMAT],
    ['1969-12-31 23:59:59.500', 'UTC', FULL, -500, FULL],
    ['2026-03-08 02:30:00', 'America/New_York', DEFAULT_FORMAT, Date.UTC(2026, 2, 8, 7, 30), DEFAULT_FORMAT],
    ['2026-11-01 01:30:00', 'America/New_York', DEFAULT_FORMAT, Date.UTC(2026, 10, 1, 5, 30), DEFAULT_FORMAT],
    ['05/01/2026 00:00:00', 'UTC', 'DD/MM/YYYY HH:mm:ss', Date.UTC(2026, 0, 5), 'DD/MM/YYYY HH:mm:ss'],
  ])('%j in %s with %s', (input, timeZone, pattern, ms, format) => {
    const result = dateToTimestamp({ input, timeZone, pattern });
    expect(result).toMatchObject({ ok: true, ms, seconds: Math.floor(ms / 1000), format });
  });

  it.each([
    ['2026-03-08 02:30:00', 'America/New_York', 'skipped'],
    ['2026-11-01 01:30:00', 'America/New_York', 'ambiguous'],
    ['2026-03-08 02:30:00', 'Asia/Shanghai', 'exact'],
  ] as const)('marks %j in %s as %s', (input, timeZone, kind) => {
    expect(dateToTimestamp({ input, timeZone, pattern: DEFAULT_FORMAT })).toMatchObject({ kind });
  });

  // One row per fallback format, in order: the first that matches wins, after the chosen one.
  it.each(FALLBACK_FORMATS.map((format) => [format]))('falls back to %s', (format) => {
    const ms = Date.UTC(2026, 0, 5, 14, 7, 9, 45);
    const text = formatInstant({ ms, timeZone: 'UTC', pattern: format });
    const result = dateToTimestamp({ input: text, timeZone: 'UTC', pattern: 'X' });
    expect(result).toMatchObject({ ok: true, format });
    expect(result.ok && formatInstant({ ms: result.ms, timeZone: 'UTC', pattern: format })).toBe(text);
  });

  it('tries the chosen format before the fallbacks', () => {
    // 2026-05-01 would be read as 1 May by the ISO fallback; the chosen YYYY-DD-MM wins.
    expect(dateToTimestamp({ input: '2026-05-01', timeZone: 'UTC', pattern: 'YYYY-DD-MM' })).toMatchObject({
      ms: Date.UTC(2026, 0, 5),
      format: 'YYYY-DD-MM',
    });
  });

  it.each([
    ['', 'UTC', 'invalidDate', true],
    [' ', 'UTC', 'invalidDate', true],
    ['tomorrow', 'UTC', 'invalidDate', false],
    ['2026-02-30 10:00:00', 'UTC', 'invalidDate', false],
    ['2026-01-05', 'Mars/Base', 'conversionError', false],
    ['9000000000000000', 'UTC', 'conversionError', false],
  ] as const)('%j in %s fails with %s', (input, timeZone, error, isEmpty) => {
    const pattern = input.length > 12 && !input.includes('-') ? 'x' : DEFAULT_FORMAT;
    expect(dateToTimestamp({ input, timeZone, pattern })).toEqual({ ok: false, error, isEmpty });
  });

  it('round-trips every preset both ways', () => {
    for (const pattern of FORMAT_PRESETS) {
      const text = formatInstant({ ms: 1767622029000, timeZone: 'Europe/London', pattern });
      expect(dateToTimestamp({ input: text, timeZone: 'Europe/London', pattern })).toMatchObject({
        ms: 1767622029000,
      });
    }
    expect(Math.abs(-MAX_EPOCH_MS)).toBe(8.64e15);
  });

  // CONTEXT.md § Fractions of a second: any number of digits, kept to the millisecond.
  it.each([
    ['2026-11-24T10:00:00.123456789Z', Date.UTC(2026, 10, 24, 10, 0, 0, 123), '456789'],
    ['2026-11-24T10:00:00.999999Z', Date.UTC(2026, 10, 24, 10, 0, 0, 999), '999'],
    ['2026-11-24T18:00:00.1234+08:00', Date.UTC(2026, 10, 24, 10, 0, 0, 123), '4'],
    ['2026-11-24 10:00:00.123456', Date.UTC(2026, 10, 24, 10, 0, 0, 123), '456'],
    // Extra zeros lose nothing: no note.
    ['2026-11-24T10:00:00.120000000Z', Date.UTC(2026, 10, 24, 10, 0, 0, 120), undefined],
    ['2026-11-24T10:00:00.5Z', Date.UTC(2026, 10, 24, 10, 0, 0, 500), undefined],
  ])('reads %j to the millisecond', (input, ms, droppedDigits) => {
    const result = dateToTimestamp({ input, timeZone: 'UTC', pattern: DEFAULT_FORMAT });
    expect(result).toMatchObject({ ok: true, ms });
    expect(result.ok && result.droppedDigits).toBe(droppedDigits);
  });

  // CONTEXT.md § RFC 2822 dates: what Date.prototype.toUTCString and e-mail headers write.
  it.each([
    ['Tue, 24 Nov 2026 10:00:00 GMT', 'Asia/Tokyo', Date.UTC(2026, 10, 24, 10)],
    ['Tue, 24 Nov 2026 10:00:00 +0800', 'UTC', Date.UTC(2026, 10, 24, 2)],
    ['Tue, 24 Nov 2026 10:00:00 -0330', 'UTC', Date.UTC(2026, 10, 24, 13, 30)],
    ['24 Nov 2026 10:00:00 UT', 'Asia/Tokyo', Date.UTC(2026, 10, 24, 10)],
    ['24 Nov 2026 10:00:00 UTC', 'Asia/Tokyo', Date.UTC(2026, 10, 24, 10)],
    ['Tue, 24 Nov 2026 10:00 EST', 'UTC', Date.UTC(2026, 10, 24, 15)],
    ['Fri, 3 Jul 2026 10:00:00 PDT', 'UTC', Date.UTC(2026, 6, 3, 17)],
    ['tue, 24 NOV 2026 10:00:00 gmt', 'UTC', Date.UTC(2026, 10, 24, 10)],
    ['Tue,  24 Nov 2026   10:00:00   +0000 (UTC)', 'Asia/Tokyo', Date.UTC(2026, 10, 24, 10)],
    // No zone: read in the chosen zone, like every other layout without an offset.
    ['Tue, 24 Nov 2026 10:00:00', 'Asia/Shanghai', Date.UTC(2026, 10, 24, 2)],
    [new Date(Date.UTC(1969, 6, 20, 20, 17, 40)).toUTCString(), 'UTC', Date.UTC(1969, 6, 20, 20, 17, 40)],
  ])('reads the RFC 2822 date %j in %s', (input, timeZone, ms) => {
    expect(dateToTimestamp({ input, timeZone, pattern: DEFAULT_FORMAT })).toMatchObject({
      ok: true,
      ms,
      format: RFC_2822_FORMAT,
    });
  });

  it.each([
    // The weekday must be the date's: Monday 24 Nov 2026 does not exist.
    ['Mon, 24 Nov 2026 10:00:00 GMT'],
    ['Tue, 31 Nov 2026 10:00:00 GMT'],
    ['Tue, 24 Nov 2026 25:00:00 GMT'],
    ['Tue, 24 Foo 2026 10:00:00 GMT'],
    ['Tue, 24 Nov 26 10:00:00 GMT'],
    ['Tue, 24 Nov 2026 10:00:00 XYZ'],
    ['Tue, 24 Nov 2026 10:00:00 +2500'],
    ['Thu, 31 Dec 2026 23:59:60 GMT'],
  ])('refuses %j', (input) => {
    expect(dateToTimestamp({ input, timeZone: 'UTC', pattern: DEFAULT_FORMAT })).toEqual({
      ok: false,
      error: 'invalidDate',
      isEmpty: false,
    });
  });
});
