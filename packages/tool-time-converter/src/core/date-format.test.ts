import { describe, expect, it } from 'vitest';
import { FORMAT_TOKENS, formatInstant, parseWithPattern, tokenize } from './date-format';

// 2026-01-05 14:07:09.045 UTC: 09:07 in New York (EST), 22:07 in Shanghai.
const MS = Date.UTC(2026, 0, 5, 14, 7, 9, 45);

describe('formatInstant: every token', () => {
  it.each([
    ['YYYY', '2026', '2026'],
    ['YY', '26', '26'],
    ['MM', '01', '01'],
    ['M', '1', '1'],
    ['DD', '05', '05'],
    ['D', '5', '5'],
    ['HH', '09', '22'],
    ['H', '9', '22'],
    ['hh', '09', '10'],
    ['h', '9', '10'],
    ['mm', '07', '07'],
    ['m', '7', '7'],
    ['ss', '09', '09'],
    ['s', '9', '9'],
    ['SSS', '045', '045'],
    ['A', 'AM', 'PM'],
    ['a', 'am', 'pm'],
    ['Z', '-05:00', '+08:00'],
    ['ZZ', '-0500', '+0800'],
    ['X', '1767622029', '1767622029'],
    ['x', '1767622029045', '1767622029045'],
  ] as const)('%s → %s in New York, %s in Shanghai', (pattern, newYork, shanghai) => {
    expect(formatInstant({ ms: MS, timeZone: 'America/New_York', pattern })).toBe(newYork);
    expect(formatInstant({ ms: MS, timeZone: 'Asia/Shanghai', pattern })).toBe(shanghai);
  });

  it('has a row above for each token', () => {
    expect(FORMAT_TOKENS).toHaveLength(21);
  });

  it.each([
    ['[Today is] YYYY-MM-DD', 'UTC', MS, 'Today is 2026-01-05'],
    ['YYYY[Y]MM', 'UTC', MS, '2026Y01'],
    ['[[]HH]', 'UTC', MS, '[14]'],
    ['YYYY年MM月DD日 HH:mm:ss', 'Asia/Shanghai', MS, '2026年01月05日 22:07:09'],
    ['hh:mm A', 'UTC', Date.UTC(2026, 0, 1, 0, 5), '12:05 AM'],
    ['hh:mm A', 'UTC', Date.UTC(2026, 0, 1, 12, 5), '12:05 PM'],
    ['YYYY-MM-DD HH:mm:ss.SSS', 'UTC', -1, '1969-12-31 23:59:59.999'],
    ['YYYY-MM-DD', 'UTC', Date.UTC(-1, 0, 1), '-0001-01-01'],
    ['YYYY-MM-DD', 'UTC', Date.UTC(999, 0, 1) - Date.UTC(1999, 0, 1) + Date.UTC(1999, 0, 1), '0999-01-01'],
    ['YYYY-MM-DD HH:mm Z', 'America/New_York', Date.UTC(2026, 6, 1, 12), '2026-07-01 08:00 -04:00'],
    [' / - : , ', 'UTC', MS, ' / - : , '],
  ])('%s in %s', (pattern, timeZone, ms, text) => {
    expect(formatInstant({ ms, timeZone, pattern })).toBe(text);
  });

  it('splits a pattern into tokens and literal text', () => {
    expect(tokenize('YYYY-[MM]MM')).toEqual([
      { token: 'YYYY' },
      { literal: '-' },
      { literal: 'MM' },
      { token: 'MM' },
    ]);
  });
});

describe('parseWithPattern', () => {
  it.each([
    ['2026-01-05 22:07:09', 'YYYY-MM-DD HH:mm:ss', 'Asia/Shanghai', Date.UTC(2026, 0, 5, 14, 7, 9)],
    ['2026-3-8 2:5:9', 'YYYY-MM-DD HH:mm:ss', 'UTC', Date.UTC(2026, 2, 8, 2, 5, 9)],
    ['2026-01-05 22:07:09.5', 'YYYY-MM-DD HH:mm:ss.SSS', 'UTC', Date.UTC(2026, 0, 5, 22, 7, 9, 500)],
    ['05/01/2026', 'DD/MM/YYYY', 'UTC', Date.UTC(2026, 0, 5)],
    ['01/05/2026 12:30:00 AM', 'MM/DD/YYYY hh:mm:ss A', 'UTC', Date.UTC(2026, 0, 5, 0, 30)],
    ['01/05/2026 12:30:00 pm', 'MM/DD/YYYY hh:mm:ss A', 'UTC', Date.UTC(2026, 0, 5, 12, 30)],
    ['01/05/2026 3:30 PM', 'MM/DD/YYYY H:mm a', 'UTC', Date.UTC(2026, 0, 5, 15, 30)],
    ['7:15', 'h:mm', 'UTC', Date.UTC(1970, 0, 1, 7, 15)],
    ['69-01-01', 'YY-MM-DD', 'UTC', Date.UTC(1969, 0, 1)],
    ['68-01-01', 'YY-MM-DD', 'UTC', Date.UTC(2068, 0, 1)],
    [
      '2026-01-05T22:07:09+08:00',
      'YYYY-MM-DD[T]HH:mm:ssZ',
      'America/New_York',
      Date.UTC(2026, 0, 5, 14, 7, 9),
    ],
    ['2026-01-05T14:07:09Z', 'YYYY-MM-DD[T]HH:mm:ssZ', 'Asia/Tokyo', Date.UTC(2026, 0, 5, 14, 7, 9)],
    ['2026-01-05 09:07 -0500', 'YYYY-MM-DD HH:mm ZZ', 'UTC', Date.UTC(2026, 0, 5, 14, 7)],
    ['1767622029', 'X', 'UTC', 1767622029000],
    ['-1', 'x', 'UTC', -1],
    ['1900-01-01', 'YYYY-MM-DD', 'UTC', Date.UTC(1900, 0, 1)],
    ['2024-02-29', 'YYYY-MM-DD', 'UTC', Date.UTC(2024, 1, 29)],
    ['at 2026', '[at] YYYY', 'UTC', Date.UTC(2026, 0, 1)],
  ])('reads %j with %s in %s', (text, pattern, timeZone, ms) => {
    expect(parseWithPattern({ text, pattern, timeZone })?.ms).toBe(ms);
  });

  it.each([
    ['2026-02-30', 'YYYY-MM-DD'],
    ['2025-02-29', 'YYYY-MM-DD'],
    ['2026-13-01', 'YYYY-MM-DD'],
    ['2026-00-10', 'YYYY-MM-DD'],
    ['2026-01-00', 'YYYY-MM-DD'],
    ['2026-01-01 24:00', 'YYYY-MM-DD HH:mm'],
    ['2026-01-01 12:60', 'YYYY-MM-DD HH:mm'],
    ['2026-01-01 12:00:60', 'YYYY-MM-DD HH:mm:ss'],
    ['13:00 PM', 'hh:mm A'],
    ['0:00 AM', 'h:mm A'],
    ['2026-01-01', 'YYYY/MM/DD'],
    ['hello', 'YYYY-MM-DD'],
    ['2026-01-01T00:00+25:00', 'YYYY-MM-DD[T]HH:mmZ'],
    ['2026', 'literal only'],
    ['99999999999999999', 'X'],
  ])('rejects %j with %s', (text, pattern) => {
    expect(parseWithPattern({ text, pattern, timeZone: 'UTC' })).toBeNull();
  });
});
