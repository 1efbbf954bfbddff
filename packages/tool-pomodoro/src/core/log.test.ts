import { describe, expect, it } from 'vitest';
import { appendLogEntry, computeDayStats, dayOf, logKey, parseStoredLog } from './log';

describe('per-day log', () => {
  it.each([
    [new Date(2026, 0, 5, 0, 0, 0), 'pomodoro_log_2026-01-05'],
    [new Date(2026, 0, 5, 23, 59, 59), 'pomodoro_log_2026-01-05'],
    [new Date(2026, 11, 31, 12), 'pomodoro_log_2026-12-31'],
  ])('%s is logged under %s (the local day)', (date, key) => {
    expect(logKey(date)).toBe(key);
  });

  it('the day changes at local midnight', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59, 59, 999))).not.toBe(dayOf(new Date(2026, 0, 6, 0, 0, 0)));
  });

  const entry = { taskId: 'a', minutes: 25, ts: '2026-01-05T09:25:00.000Z' };

  it.each([
    ['nothing stored', undefined, [], false],
    ['a valid list', [entry], [entry], false],
    ['an object', { entry }, [], true],
    // One damaged entry costs only itself: the rest of the day is kept.
    [
      'a bad entry among good ones',
      [entry, { taskId: 1, minutes: 25, ts: 'x' }, entry],
      [entry, entry],
      true,
    ],
    ['a negative minute count', [{ ...entry, minutes: -1 }, entry], [entry], true],
    ['an unreadable time', [{ ...entry, ts: 'yesterday' }], [], true],
    ['a null entry', [null, entry], [entry], true],
  ])('stored %s', (_, raw, value, isCorrupt) => {
    expect(parseStoredLog(raw)).toEqual({ value, isCorrupt });
  });

  it('extra fields are dropped on read', () => {
    expect(parseStoredLog([{ ...entry, extra: 1 }]).value).toEqual([entry]);
  });

  it('appending keeps the earlier entries', () => {
    expect(appendLogEntry({ log: [entry], entry: { ...entry, taskId: 'b' } })).toHaveLength(2);
  });

  it.each([
    [[], { pomodoros: 0, focusMinutes: 0, tasks: 0 }],
    [[entry], { pomodoros: 1, focusMinutes: 25, tasks: 1 }],
    [
      [entry, { ...entry, minutes: 10 }, { ...entry, taskId: 'b', minutes: 30 }],
      { pomodoros: 3, focusMinutes: 65, tasks: 2 },
    ],
  ])("today's statistics of %j", (log, stats) => {
    expect(computeDayStats({ log })).toEqual(stats);
  });
});
