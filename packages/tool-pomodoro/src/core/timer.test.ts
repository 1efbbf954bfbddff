import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type PomodoroSettings } from './settings';
import {
  applySettings,
  completeNow,
  createTimer,
  formatClock,
  isDebounced,
  parseStoredRuntime,
  pause,
  progressAt,
  type QueueTask,
  type RuntimeSnapshot,
  remainingAt,
  reset,
  restoreSnapshot,
  skip,
  start,
  syncQueue,
  type TimerContext,
  type TimerState,
  tick,
  toggle,
  toSnapshot,
} from './timer';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const MIN = 60_000;
const QUEUE: QueueTask[] = [
  { taskId: 'a', minutes: 25 },
  { taskId: 'b', minutes: 10 },
  { taskId: 'c', minutes: 30 },
];

function ctx(
  now: number,
  queue: readonly QueueTask[] = QUEUE,
  settings: Partial<PomodoroSettings> = {},
): TimerContext {
  return { now, queue, settings: { ...DEFAULT_SETTINGS, ...settings } };
}

function running(now = T0, queue: readonly QueueTask[] = QUEUE): TimerState {
  return start(createTimer({ queue }), ctx(now, queue)).state;
}

describe('create and start', () => {
  it('loads the first queue entry as the current task with its minutes', () => {
    expect(createTimer({ queue: QUEUE })).toEqual({
      running: false,
      phase: 'focus',
      currentTaskId: 'a',
      total: 1500,
      remaining: 1500,
      endAt: null,
      focusCount: 0,
    });
  });

  it('uses 25 minutes and no task on an empty queue, and cannot start a focus without a task', () => {
    const state = createTimer({ queue: [] });
    expect(state).toMatchObject({ currentTaskId: null, total: 1500 });
    expect(start(state, ctx(T0, [])).state).toBe(state);
  });

  it('start sets the end time from now and vibrates 20 ms', () => {
    const { state, effects } = start(createTimer({ queue: QUEUE }), ctx(T0));
    expect(state).toMatchObject({ running: true, endAt: T0 + 1500_000 });
    expect(effects).toEqual([{ type: 'vibrate', ms: 20 }]);
  });

  it('starting with no time left restores the full duration first', () => {
    const state = { ...createTimer({ queue: QUEUE }), remaining: 0 };
    expect(start(state, ctx(T0)).state).toMatchObject({ remaining: 1500, endAt: T0 + 1500_000 });
  });

  it('start while running changes nothing', () => {
    const state = running();
    expect(start(state, ctx(T0 + 5000)).state).toBe(state);
  });
});

describe('time comes from the end time', () => {
  it.each([
    ['at the start', 0, 1500],
    ['after 1 ms (rounded up)', 1, 1500],
    ['after 1 s', 1000, 1499],
    ['after 10 min in a background tab', 10 * MIN, 900],
    ['after a laptop slept past the end', 3 * 60 * MIN, 0],
  ])('%s', (_, elapsed, expected) => {
    expect(remainingAt(running(), T0 + elapsed)).toBe(expected);
  });

  it('a paused timer keeps its remaining time however long it waits', () => {
    const paused = pause(running(), ctx(T0 + 5 * MIN)).state;
    expect(paused).toMatchObject({ running: false, remaining: 1200, endAt: null });
    expect(remainingAt(paused, T0 + 500 * MIN)).toBe(1200);
  });

  it('resume continues from the paused time', () => {
    const paused = pause(running(), ctx(T0 + 5 * MIN)).state;
    const resumed = toggle(paused, ctx(T0 + 60 * MIN)).state;
    expect(resumed.endAt).toBe(T0 + 60 * MIN + 1200_000);
    expect(toggle(resumed, ctx(T0 + 61 * MIN)).state.remaining).toBe(1140);
  });

  it('progress is the done fraction', () => {
    expect(progressAt(running(), T0 + 15 * MIN)).toBeCloseTo(0.6);
  });

  it('ticks before the end change nothing', () => {
    const state = running();
    expect(tick(state, ctx(T0 + 1500_000 - 1))).toEqual({ state, effects: [] });
  });
});

describe('normal end of a focus segment', () => {
  it('credits and logs the task, takes it off the queue, notifies, and auto-starts a short break', () => {
    const { state, effects } = tick(running(), ctx(T0 + 25 * MIN));
    expect(effects).toEqual([
      { type: 'completeTask', taskId: 'a', minutes: 25, ts: new Date(T0 + 25 * MIN).toISOString() },
      { type: 'segmentEnded', ended: 'focus', next: 'short_break' },
    ]);
    expect(state).toEqual({
      running: true,
      phase: 'short_break',
      currentTaskId: 'b',
      total: 300,
      remaining: 300,
      endAt: T0 + 30 * MIN,
      focusCount: 1,
    });
  });

  it('with autoStartNext off the break waits', () => {
    const { state } = tick(running(), ctx(T0 + 25 * MIN, QUEUE, { autoStartNext: false }));
    expect(state).toMatchObject({ phase: 'short_break', running: false, endAt: null, remaining: 300 });
  });

  it('after a sleep the log keeps the real end time and the break starts from now', () => {
    const late = T0 + 3 * 60 * MIN;
    const { state, effects } = tick(running(), ctx(late));
    expect(effects[0]).toMatchObject({ ts: new Date(T0 + 25 * MIN).toISOString() });
    expect(state.endAt).toBe(late + 300_000);
  });

  it.each([
    [1, 0, 'long_break', 900],
    [1, 5, 'long_break', 900],
    [4, 0, 'short_break', 300],
    [4, 2, 'short_break', 300],
    [4, 3, 'long_break', 900],
    [4, 7, 'long_break', 900],
    [3, 2, 'long_break', 900],
    [3, 3, 'short_break', 300],
  ] as const)('interval %i with %i done before: %s', (interval, focusCount, phase, total) => {
    const state = { ...running(), focusCount };
    const next = tick(state, ctx(T0 + 25 * MIN, QUEUE, { interval })).state;
    expect(next).toMatchObject({ phase, total, focusCount: focusCount + 1 });
  });

  it('the break lengths come from the settings', () => {
    const next = tick(running(), ctx(T0 + 25 * MIN, QUEUE, { shortBreakMin: 7 })).state;
    expect(next.total).toBe(420);
  });

  it('the last task leaves an empty queue and no next task', () => {
    const only = [{ taskId: 'a', minutes: 25 }];
    expect(tick(running(T0, only), ctx(T0 + 25 * MIN, only)).state.currentTaskId).toBeNull();
  });
});

describe('end of a break', () => {
  const inBreak = tick(running(), ctx(T0 + 25 * MIN)).state;
  const rest = QUEUE.slice(1);

  it('returns to focus on the first queued task, auto-started, with a tone', () => {
    const { state, effects } = tick(inBreak, ctx(T0 + 30 * MIN, rest));
    expect(effects).toEqual([{ type: 'segmentEnded', ended: 'short_break', next: 'focus' }]);
    expect(state).toMatchObject({
      phase: 'focus',
      currentTaskId: 'b',
      total: 600,
      running: true,
      endAt: T0 + 40 * MIN,
      focusCount: 1,
    });
  });

  it('does not auto-start focus on an empty queue', () => {
    expect(tick(inBreak, ctx(T0 + 30 * MIN, [])).state).toMatchObject({ phase: 'focus', running: false });
  });
});

describe('skip', () => {
  it('in focus takes the task off the queue without logging and loads the next one', () => {
    const { state, effects } = skip(running(), ctx(T0 + MIN));
    expect(effects).toEqual([{ type: 'dropTask', taskId: 'a' }]);
    expect(state).toMatchObject({
      phase: 'focus',
      currentTaskId: 'b',
      total: 600,
      remaining: 600,
      running: false,
    });
    expect(state.focusCount).toBe(0);
  });

  it('in focus with no task does nothing', () => {
    const state = createTimer({ queue: [] });
    expect(skip(state, ctx(T0, []))).toEqual({ state, effects: [] });
  });

  it('in a break ends the break and loads focus; the focus segment stays logged once', () => {
    const ended = tick(running(), ctx(T0 + 25 * MIN));
    expect(ended.effects.filter((effect) => effect.type === 'completeTask')).toHaveLength(1);
    const { state, effects } = skip(ended.state, ctx(T0 + 26 * MIN, QUEUE.slice(1)));
    expect(effects).toEqual([]);
    expect(state).toMatchObject({ phase: 'focus', currentTaskId: 'b', running: false, focusCount: 1 });
  });
});

describe('complete now', () => {
  it('in focus with time left goes to the break flow, crediting the minutes spent', () => {
    const { state, effects } = completeNow(running(), ctx(T0 + 10 * MIN + 20_000));
    expect(effects).toEqual([
      { type: 'completeTask', taskId: 'a', minutes: 10, ts: new Date(T0 + 10 * MIN + 20_000).toISOString() },
    ]);
    expect(state).toMatchObject({ phase: 'short_break', currentTaskId: 'b', focusCount: 1, running: false });
  });

  it('credits at least 1 minute', () => {
    expect(completeNow(running(), ctx(T0 + 5000)).effects[0]).toMatchObject({ minutes: 1 });
  });

  it('respects the long-break interval', () => {
    const state = { ...running(), focusCount: 3 };
    expect(completeNow(state, ctx(T0 + MIN)).state.phase).toBe('long_break');
  });

  it('in focus with no time left just resets to the full duration', () => {
    const state = { ...createTimer({ queue: QUEUE }), remaining: 0 };
    expect(completeNow(state, ctx(T0))).toEqual({ state: { ...state, remaining: 1500 }, effects: [] });
  });

  it('in a break ends the break like skip', () => {
    const inBreak = tick(running(), ctx(T0 + 25 * MIN)).state;
    expect(completeNow(inBreak, ctx(T0 + 27 * MIN, QUEUE.slice(1))).state).toMatchObject({
      phase: 'focus',
      currentTaskId: 'b',
      running: false,
    });
  });
});

describe('reset', () => {
  it('stops and restores the focus duration of the current task', () => {
    expect(reset(running(), ctx(T0 + 3 * MIN)).state).toMatchObject({
      running: false,
      remaining: 1500,
      endAt: null,
    });
  });

  it('in a break restores the break duration and keeps the phase', () => {
    const inBreak = tick({ ...running(), focusCount: 3 }, ctx(T0 + 25 * MIN)).state;
    expect(reset(inBreak, ctx(T0 + 30 * MIN)).state).toMatchObject({ phase: 'long_break', remaining: 900 });
  });
});

describe('the queue drives the focus timer', () => {
  it('an idle timer follows a new first entry', () => {
    const state = createTimer({ queue: QUEUE });
    expect(syncQueue(state, { queue: [QUEUE[2] as QueueTask, ...QUEUE] })).toMatchObject({
      currentTaskId: 'c',
      total: 1800,
    });
  });

  it('an idle timer follows edited minutes of the current task', () => {
    const state = createTimer({ queue: QUEUE });
    expect(syncQueue(state, { queue: [{ taskId: 'a', minutes: 40 }] })).toMatchObject({
      total: 2400,
      remaining: 2400,
    });
  });

  it('a segment in progress is not disturbed by a reorder', () => {
    const state = running();
    expect(syncQueue(state, { queue: [...QUEUE].reverse() })).toBe(state);
  });

  it('removing the current task loads the next one, stopped', () => {
    expect(syncQueue(running(), { queue: QUEUE.slice(1) })).toMatchObject({
      currentTaskId: 'b',
      running: false,
    });
  });

  it('an unchanged queue returns the same state', () => {
    const state = createTimer({ queue: QUEUE });
    expect(syncQueue(state, { queue: QUEUE })).toBe(state);
    const empty = createTimer({ queue: [] });
    expect(syncQueue(empty, { queue: [] })).toBe(empty);
  });

  it('a task added to an empty queue becomes current', () => {
    expect(syncQueue(createTimer({ queue: [] }), { queue: QUEUE })).toMatchObject({ currentTaskId: 'a' });
  });

  it('in a break it tracks the next task', () => {
    const inBreak = tick(running(), ctx(T0 + 25 * MIN)).state;
    expect(syncQueue(inBreak, { queue: [QUEUE[2] as QueueTask] }).currentTaskId).toBe('c');
  });

  it('new break lengths apply to a break that has not started', () => {
    const waiting = tick(running(), ctx(T0 + 25 * MIN, QUEUE, { autoStartNext: false })).state;
    expect(applySettings(waiting, { settings: { ...DEFAULT_SETTINGS, shortBreakMin: 8 } }).total).toBe(480);
    const active = tick(running(), ctx(T0 + 25 * MIN)).state;
    expect(applySettings(active, { settings: { ...DEFAULT_SETTINGS, shortBreakMin: 8 } })).toBe(active);
  });
});

describe('runtime snapshot', () => {
  it('round-trips through storage', () => {
    const snapshot = toSnapshot(running(), T0 + MIN);
    expect(snapshot).toMatchObject({ savedAt: T0 + MIN, remaining: 1440 });
    expect(parseStoredRuntime(JSON.parse(JSON.stringify(snapshot)))).toEqual({
      value: snapshot,
      isCorrupt: false,
    });
  });

  it.each([
    ['nothing stored', undefined, false],
    ['null', null, false],
    ['a string', 'x', true],
    ['a list', [], true],
    ['an unknown phase', { ...toSnapshot(running(), T0), phase: 'nap' }, true],
    ['a negative time', { ...toSnapshot(running(), T0), remaining: -1 }, true],
    ['remaining above total', { ...toSnapshot(running(), T0), remaining: 99999 }, true],
    ['running without an end', { ...toSnapshot(running(), T0), endAt: null }, true],
    ['a fractional focus count', { ...toSnapshot(running(), T0), focusCount: 1.5 }, true],
  ])('%s → corrupt %s', (_, raw, isCorrupt) => {
    const parsed = parseStoredRuntime(raw);
    expect(parsed.isCorrupt).toBe(isCorrupt);
    expect(parsed.value).toBeNull();
  });

  it('a reload mid-segment continues the remaining time', () => {
    const snapshot = toSnapshot(running(), T0 + 5 * MIN);
    const restored = restoreSnapshot({ snapshot, now: T0 + 7 * MIN, queue: QUEUE });
    expect(restored).toMatchObject({ running: true, endAt: T0 + 25 * MIN });
    expect(remainingAt(restored as TimerState, T0 + 7 * MIN)).toBe(18 * 60);
  });

  it('is not restored when its task is no longer queued', () => {
    const snapshot = toSnapshot(running(), T0);
    expect(restoreSnapshot({ snapshot, now: T0, queue: QUEUE.slice(1) })).toBeNull();
  });

  it('a break is restored whatever the queue holds', () => {
    const inBreak = tick(running(), ctx(T0 + 25 * MIN)).state;
    const restored = restoreSnapshot({
      snapshot: toSnapshot(inBreak, T0 + 26 * MIN),
      now: T0 + 27 * MIN,
      queue: [],
    });
    expect(restored).toMatchObject({ phase: 'short_break', running: true });
  });

  it('is never shown below 1 s: a segment that ended while closed shows 0:01 and then ends', () => {
    const snapshot = toSnapshot(running(), T0 + MIN);
    const now = T0 + 90 * MIN;
    const restored = restoreSnapshot({ snapshot, now, queue: QUEUE }) as TimerState;
    expect(remainingAt(restored, now)).toBe(1);
    expect(tick(restored, ctx(now + 999)).effects).toEqual([]);
    expect(tick(restored, ctx(now + 1000)).effects[0]).toMatchObject({ type: 'completeTask', taskId: 'a' });
  });

  it('a focus segment that ended while closed is logged at its real end, and the break waits for a start', () => {
    const snapshot = toSnapshot(running(), T0 + MIN); // a 25-minute segment, ending at T0 + 25 min
    const now = T0 + 90 * MIN;
    const restored = restoreSnapshot({ snapshot, now, queue: QUEUE }) as TimerState;
    const { state, effects } = tick(restored, ctx(now + 1000)); // autoStartNext is on
    expect(effects).toContainEqual({
      type: 'completeTask',
      taskId: 'a',
      minutes: 25,
      ts: new Date(T0 + 25 * MIN).toISOString(),
    });
    expect(state).toMatchObject({ phase: 'short_break', running: false, endAt: null, remaining: 5 * 60 });
    expect(state).not.toHaveProperty('awayEndAt');
  });

  it('a break that ended while closed leaves focus stopped, not started by itself', () => {
    const inBreak = tick(running(), ctx(T0 + 25 * MIN)).state; // the break starts by itself
    const restored = restoreSnapshot({
      snapshot: toSnapshot(inBreak, T0 + 26 * MIN),
      now: T0 + 2 * 60 * MIN,
      queue: QUEUE.slice(1),
    }) as TimerState;
    const { state } = tick(restored, ctx(T0 + 2 * 60 * MIN + 1000, QUEUE.slice(1)));
    expect(state).toMatchObject({ phase: 'focus', running: false });
  });

  it('a segment that was still running at reopen keeps starting the next phase by itself', () => {
    const snapshot = toSnapshot(running(), T0 + MIN);
    const restored = restoreSnapshot({ snapshot, now: T0 + 10 * MIN, queue: QUEUE }) as TimerState;
    expect(restored).not.toHaveProperty('awayEndAt');
    expect(tick(restored, ctx(T0 + 25 * MIN)).state).toMatchObject({ phase: 'short_break', running: true });
  });

  it('the real end survives a second reload and the stored snapshot', () => {
    const restored = restoreSnapshot({
      snapshot: toSnapshot(running(), T0 + MIN),
      now: T0 + 90 * MIN,
      queue: QUEUE,
    });
    const stored = parseStoredRuntime(
      JSON.parse(JSON.stringify(toSnapshot(restored as TimerState, T0 + 90 * MIN))),
    );
    expect(stored.value?.awayEndAt).toBe(T0 + 25 * MIN);
    const again = restoreSnapshot({
      snapshot: stored.value as RuntimeSnapshot,
      now: T0 + 95 * MIN,
      queue: QUEUE,
    });
    expect(again).toMatchObject({ awayEndAt: T0 + 25 * MIN });
  });

  it('a paused snapshot at 0 comes back as 1 s, paused', () => {
    const snapshot = { ...toSnapshot(createTimer({ queue: QUEUE }), T0), remaining: 0 };
    expect(restoreSnapshot({ snapshot, now: T0 + MIN, queue: QUEUE })).toMatchObject({
      running: false,
      remaining: 1,
    });
  });
});

describe('debounce of skip and complete now', () => {
  it.each([
    [null, T0, false],
    [T0, T0 + 1, true],
    [T0, T0 + 299, true],
    [T0, T0 + 300, false],
    [T0, T0 + 5000, false],
  ])('last accepted %s, now %s → ignored %s', (lastAcceptedAt, now, expected) => {
    expect(isDebounced({ lastAcceptedAt, now })).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59.2, '01:00'],
    [1500, '25:00'],
    [5400, '90:00'],
    [-3, '00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
