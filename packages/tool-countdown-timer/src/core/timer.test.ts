import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOP_OPTIONS, DEFAULT_SETTINGS } from './constants';
import {
  getProgress,
  getRemainingMs,
  getRemainingSeconds,
  isRunning,
  nextPhase,
  pauseTimer,
  phaseSeconds,
  refreshIdleTimer,
  resetTimer,
  startTimer,
  type TimerState,
  tickTimer,
} from './timer';
import type { LoopOptions, TimerSettings } from './types';

/** Fake time: every test passes `now` explicitly; no real clock is read. */
const T0 = 1_700_000_000_000;
const S = 1000;

function settingsWith(loop: Partial<LoopOptions> = {}, totalSeconds = 300): TimerSettings {
  return { ...DEFAULT_SETTINGS, totalSeconds, loopOptions: { ...DEFAULT_LOOP_OPTIONS, ...loop } };
}

function start(state: TimerState, settings: TimerSettings, now: number): TimerState {
  const result = startTimer({ state, settings, now });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('defaults (CONTEXT.md Rules: Defaults)', () => {
  it('a new timer shows the default 300 s, stopped, work, round 1', () => {
    expect(resetTimer({ settings: DEFAULT_SETTINGS })).toEqual({
      phase: 'work',
      round: 1,
      totalSeconds: 300,
      remainingMs: 300_000,
      endAt: null,
      isComplete: false,
    });
  });

  it('the default loop is 4 rounds, 1500/300 s, long break 900 s every 4, auto start on', () => {
    expect(DEFAULT_LOOP_OPTIONS).toEqual({
      mode: 'none',
      rounds: 4,
      workSec: 1500,
      restSec: 300,
      longBreakEvery: 4,
      longBreakSec: 900,
      autoStartNext: true,
    });
  });
});

describe('start, pause, reset', () => {
  it('remaining time is computed from the end timestamp, whatever the tick rate', () => {
    const settings = settingsWith();
    const running = start(resetTimer({ settings }), settings, T0);
    expect(running.endAt).toBe(T0 + 300 * S);
    expect(getRemainingSeconds({ state: running, now: T0 })).toBe(300);
    expect(getRemainingSeconds({ state: running, now: T0 + 0.2 * S })).toBe(300);
    expect(getRemainingSeconds({ state: running, now: T0 + 1 * S })).toBe(299);
    // A background tab that was not ticked for 4 minutes still reads the right time.
    expect(getRemainingSeconds({ state: running, now: T0 + 240 * S })).toBe(60);
    expect(getRemainingMs({ state: running, now: T0 + 999 * S })).toBe(0);
  });

  it('pause keeps the exact remaining milliseconds and resume continues from them', () => {
    const settings = settingsWith();
    const running = start(resetTimer({ settings }), settings, T0);
    const paused = pauseTimer({ state: running, now: T0 + 10_500 });
    expect(isRunning(paused)).toBe(false);
    expect(paused.remainingMs).toBe(289_500);
    // Time passing while paused changes nothing.
    expect(getRemainingMs({ state: paused, now: T0 + 3_600 * S })).toBe(289_500);
    const resumed = start(paused, settings, T0 + 100 * S);
    expect(resumed.endAt).toBe(T0 + 100 * S + 289_500);
  });

  it('start while running and pause while stopped change nothing', () => {
    const settings = settingsWith();
    const stopped = resetTimer({ settings });
    expect(pauseTimer({ state: stopped, now: T0 })).toBe(stopped);
    const running = start(stopped, settings, T0);
    expect(start(running, settings, T0 + 5 * S)).toBe(running);
  });

  it('reset stops, restores the total and goes back to work, round 1', () => {
    const settings = settingsWith({ mode: 'interval' });
    const later = tickTimer({
      state: start(resetTimer({ settings }), settings, T0),
      settings,
      now: T0 + 1600 * S,
    }).state;
    expect(later).toMatchObject({ phase: 'rest', round: 1 });
    expect(resetTimer({ settings })).toEqual({
      phase: 'work',
      round: 1,
      totalSeconds: 1500,
      remainingMs: 1_500_000,
      endAt: null,
      isComplete: false,
    });
  });

  it.each([0, -5])('starting with a total of %d s is the invalid-duration error', (total) => {
    const settings = settingsWith({}, total);
    expect(startTimer({ state: resetTimer({ settings }), settings, now: T0 })).toEqual({
      ok: false,
      error: 'invalidDuration',
    });
  });

  it('a loop with 0 work minutes cannot start either', () => {
    const settings = settingsWith({ mode: 'pomodoro', workSec: 0 });
    expect(startTimer({ state: resetTimer({ settings }), settings, now: T0 }).ok).toBe(false);
  });

  it('starting with zero remaining restores the total first', () => {
    const settings = settingsWith({}, 60);
    const ended = tickTimer({
      state: start(resetTimer({ settings }), settings, T0),
      settings,
      now: T0 + 60 * S,
    }).state;
    expect(ended.remainingMs).toBe(0);
    const again = start(ended, settings, T0 + 100 * S);
    expect(again.endAt).toBe(T0 + 160 * S);
  });

  it.each([
    [0, 0],
    [150, 0.5],
    [300, 1],
  ])('progress after %d s of 300 is %d', (elapsed, progress) => {
    const settings = settingsWith();
    const running = start(resetTimer({ settings }), settings, T0);
    expect(getProgress({ state: running, now: T0 + elapsed * S })).toBe(progress);
  });

  it('progress of a zero-length timer is 0, not NaN', () => {
    const settings = settingsWith({}, 0);
    expect(getProgress({ state: resetTimer({ settings }), now: T0 })).toBe(0);
  });
});

describe('end of a segment without a loop', () => {
  it('reports the end once and stops at 00:00', () => {
    const settings = settingsWith({}, 60);
    const running = start(resetTimer({ settings }), settings, T0);
    expect(tickTimer({ state: running, settings, now: T0 + 59_999 }).ended).toEqual([]);
    const { state, ended } = tickTimer({ state: running, settings, now: T0 + 60 * S });
    expect(ended).toEqual([{ phase: 'work', round: 1, next: null, isLoopComplete: false }]);
    expect(state).toMatchObject({ endAt: null, remainingMs: 0, isComplete: false });
    expect(tickTimer({ state, settings, now: T0 + 61 * S }).ended).toEqual([]);
  });
});

describe('nextPhase (CONTEXT.md Rules: Phases)', () => {
  const loop = { ...DEFAULT_LOOP_OPTIONS, mode: 'interval' as const, rounds: 4, longBreakEvery: 2 };
  it.each([
    ['work', 1, { phase: 'rest', round: 1 }],
    ['work', 2, { phase: 'longbreak', round: 2 }],
    ['work', 3, { phase: 'rest', round: 3 }],
    ['work', 4, { phase: 'longbreak', round: 4 }],
    ['rest', 1, { phase: 'work', round: 2 }],
    ['longbreak', 2, { phase: 'work', round: 3 }],
    ['rest', 3, { phase: 'work', round: 4 }],
    ['longbreak', 4, null],
  ] as const)('interval: after %s of round %d comes %j', (phase, round, expected) => {
    expect(nextPhase({ phase, round, loop })).toEqual(expected);
  });

  it('pomodoro mode never stops after the rounds', () => {
    expect(nextPhase({ phase: 'longbreak', round: 4, loop: { ...loop, mode: 'pomodoro' } })).toEqual({
      phase: 'work',
      round: 5,
    });
  });

  it('longBreakEvery 1 makes every break a long one', () => {
    expect(nextPhase({ phase: 'work', round: 3, loop: { ...loop, longBreakEvery: 1 } })).toEqual({
      phase: 'longbreak',
      round: 3,
    });
  });
});

describe('loops with fake time', () => {
  const interval = settingsWith({
    mode: 'interval',
    rounds: 2,
    workSec: 60,
    restSec: 10,
    longBreakEvery: 2,
    longBreakSec: 30,
  });

  it('each phase loads its own duration', () => {
    expect(phaseSeconds({ settings: interval, phase: 'work' })).toBe(60);
    expect(phaseSeconds({ settings: interval, phase: 'rest' })).toBe(10);
    expect(phaseSeconds({ settings: interval, phase: 'longbreak' })).toBe(30);
    expect(phaseSeconds({ settings: settingsWith({}, 42), phase: 'rest' })).toBe(42);
  });

  it('runs work → rest → work → long break → stop, each segment starting where the last ended', () => {
    let state = start(resetTimer({ settings: interval }), interval, T0);
    const seen: string[] = [];
    // Tick at a ragged rate (like a throttled tab) and record each segment.
    for (let now = T0; now <= T0 + 200 * S; now += 7_300) {
      const result = tickTimer({ state, settings: interval, now });
      for (const end of result.ended) seen.push(`${end.phase}${end.round}`);
      state = result.state;
    }
    expect(seen).toEqual(['work1', 'rest1', 'work2', 'longbreak2']);
    expect(state).toMatchObject({
      phase: 'longbreak',
      round: 2,
      endAt: null,
      remainingMs: 0,
      isComplete: true,
    });
  });

  it('autoStartNext chains segments on the end timestamp, not on the tick time', () => {
    let state = start(resetTimer({ settings: interval }), interval, T0);
    state = tickTimer({ state, settings: interval, now: T0 + 63 * S }).state;
    expect(state).toMatchObject({ phase: 'rest', round: 1, totalSeconds: 10, endAt: T0 + 70 * S });
    expect(getRemainingSeconds({ state, now: T0 + 63 * S })).toBe(7);
  });

  it('catches up over several segments after the tab slept, reporting each end', () => {
    const state = start(resetTimer({ settings: interval }), interval, T0);
    const { state: after, ended } = tickTimer({ state, settings: interval, now: T0 + 135 * S });
    expect(ended.map((end) => [end.phase, end.round, end.next])).toEqual([
      ['work', 1, { phase: 'rest', round: 1 }],
      ['rest', 1, { phase: 'work', round: 2 }],
      ['work', 2, { phase: 'longbreak', round: 2 }],
    ]);
    expect(after).toMatchObject({ phase: 'longbreak', endAt: T0 + 160 * S });
    expect(getRemainingSeconds({ state: after, now: T0 + 135 * S })).toBe(25);
  });

  it('reports the loop as complete when the next work would pass the rounds', () => {
    const state = start(resetTimer({ settings: interval }), interval, T0);
    const { ended } = tickTimer({ state, settings: interval, now: T0 + 160 * S });
    expect(ended.at(-1)).toEqual({ phase: 'longbreak', round: 2, next: null, isLoopComplete: true });
  });

  it('a start after the loop completed begins again at work, round 1', () => {
    const done = tickTimer({
      state: start(resetTimer({ settings: interval }), interval, T0),
      settings: interval,
      now: T0 + 999 * S,
    }).state;
    const again = start(done, interval, T0 + 1000 * S);
    expect(again).toMatchObject({ phase: 'work', round: 1, isComplete: false, endAt: T0 + 1060 * S });
  });

  it('without autoStartNext the next phase is loaded but stopped', () => {
    const settings = settingsWith({ ...interval.loopOptions, autoStartNext: false });
    const { state, ended } = tickTimer({
      state: start(resetTimer({ settings }), settings, T0),
      settings,
      now: T0 + 500 * S,
    });
    expect(ended).toHaveLength(1);
    expect(state).toEqual({
      phase: 'rest',
      round: 1,
      totalSeconds: 10,
      remainingMs: 10_000,
      endAt: null,
      isComplete: false,
    });
  });

  it('pomodoro mode runs past the rounds with a long break every longBreakEvery rounds', () => {
    const settings = settingsWith({ ...interval.loopOptions, mode: 'pomodoro', rounds: 1 });
    let state = start(resetTimer({ settings }), settings, T0);
    const phases: string[] = [];
    let now = T0;
    while (phases.length < 8) {
      now += S;
      const result = tickTimer({ state, settings, now });
      for (const end of result.ended) phases.push(`${end.phase}${end.round}`);
      state = result.state;
    }
    expect(phases).toEqual([
      'work1',
      'rest1',
      'work2',
      'longbreak2',
      'work3',
      'rest3',
      'work4',
      'longbreak4',
    ]);
    expect(state).toMatchObject({ phase: 'work', round: 5 });
  });

  it('the default 4-round loop ends with its long break after round 4', () => {
    const settings = settingsWith({ mode: 'interval' });
    const { ended, state } = tickTimer({
      state: start(resetTimer({ settings }), settings, T0),
      settings,
      now: T0 + 24 * 3600 * S,
    });
    expect(ended.map((end) => `${end.phase}${end.round}`)).toEqual([
      'work1',
      'rest1',
      'work2',
      'rest2',
      'work3',
      'rest3',
      'work4',
      'longbreak4',
    ]);
    expect(state.isComplete).toBe(true);
  });

  it('a break of 0 minutes is skipped and a work of 0 minutes stops the loop', () => {
    const settings = settingsWith({ mode: 'pomodoro', workSec: 60, restSec: 0, longBreakEvery: 20 });
    const first = tickTimer({
      state: start(resetTimer({ settings }), settings, T0),
      settings,
      now: T0 + 60 * S,
    });
    expect(first.ended[0]?.next).toEqual({ phase: 'work', round: 2 });
    expect(first.state).toMatchObject({ phase: 'work', round: 2, endAt: T0 + 120 * S });
    const noWork = { ...settings, loopOptions: { ...settings.loopOptions, workSec: 0 } };
    const second = tickTimer({ state: first.state, settings: noWork, now: T0 + 120 * S });
    expect(second.ended.at(-1)?.isLoopComplete).toBe(true);
    expect(isRunning(second.state)).toBe(false);
  });
});

describe('refreshIdleTimer', () => {
  it('a stopped timer at the start of its segment shows the new length', () => {
    const before = resetTimer({ settings: settingsWith({}, 300) });
    expect(refreshIdleTimer({ state: before, settings: settingsWith({}, 90) })).toMatchObject({
      totalSeconds: 90,
      remainingMs: 90_000,
    });
  });

  it('a running or part-run segment keeps its length', () => {
    const settings = settingsWith({}, 300);
    const running = start(resetTimer({ settings }), settings, T0);
    expect(refreshIdleTimer({ state: running, settings: settingsWith({}, 90) })).toBe(running);
    const paused = pauseTimer({ state: running, now: T0 + 5 * S });
    expect(refreshIdleTimer({ state: paused, settings: settingsWith({}, 90) })).toBe(paused);
  });
});
