import type { LoopOptions, Phase, TimerSettings } from './types';

/**
 * The countdown as plain data. Time is never counted by ticks: a running segment stores the epoch
 * millisecond it ends at, and the remaining time is always `endAt - now`, so a throttled background
 * tab or a sleeping laptop cannot drift.
 */
export interface TimerState {
  phase: Phase;
  /** Work round, from 1. */
  round: number;
  /** Length of the current segment in seconds (the "total" of the display). */
  totalSeconds: number;
  /** Remaining milliseconds while stopped; ignored while running (derived from `endAt`). */
  remainingMs: number;
  /** Epoch ms at which the running segment ends; null while stopped. */
  endAt: number | null;
  /** An interval loop ran all its rounds: the next start begins a new cycle. */
  isComplete: boolean;
}

export interface PhaseStep {
  phase: Phase;
  round: number;
}

/** One segment reached 0. `next` is the segment loaded after it (null: the timer stopped). */
export interface SegmentEnd {
  phase: Phase;
  round: number;
  next: PhaseStep | null;
  /** True when an interval loop ran past its last round. */
  isLoopComplete: boolean;
}

export type StartResult = { ok: true; state: TimerState } | { ok: false; error: 'invalidDuration' };

export function isLooping(loop: LoopOptions): boolean {
  return loop.mode !== 'none';
}

/** The length of a phase: the custom total without a loop, else the loop's own duration. */
export function phaseSeconds({ settings, phase }: { settings: TimerSettings; phase: Phase }): number {
  const loop = settings.loopOptions;
  if (!isLooping(loop)) return settings.totalSeconds;
  if (phase === 'rest') return loop.restSec;
  if (phase === 'longbreak') return loop.longBreakSec;
  return loop.workSec;
}

/** Reset: stopped, phase work, round 1, remaining = total. */
export function resetTimer({ settings }: { settings: TimerSettings }): TimerState {
  const totalSeconds = phaseSeconds({ settings, phase: 'work' });
  return {
    phase: 'work',
    round: 1,
    totalSeconds,
    remainingMs: totalSeconds * 1000,
    endAt: null,
    isComplete: false,
  };
}

export function isRunning(state: TimerState): boolean {
  return state.endAt !== null;
}

export function getRemainingMs({ state, now }: { state: TimerState; now: number }): number {
  if (state.endAt === null) return Math.max(0, state.remainingMs);
  return Math.max(0, state.endAt - now);
}

/** Whole seconds to show: 0.2 s left still reads 00:01, so 00:00 means it is over. */
export function getRemainingSeconds({ state, now }: { state: TimerState; now: number }): number {
  return Math.ceil(getRemainingMs({ state, now }) / 1000);
}

/** Share of the segment done, 0–1. */
export function getProgress({ state, now }: { state: TimerState; now: number }): number {
  const totalMs = state.totalSeconds * 1000;
  if (totalMs <= 0) return 0;
  return Math.min(1, Math.max(0, (totalMs - getRemainingMs({ state, now })) / totalMs));
}

/**
 * Start (or resume). A total of 0 or less is the invalid-duration error; with nothing left the
 * total is restored first; a finished interval loop starts over from round 1.
 */
export function startTimer({
  state,
  settings,
  now,
}: {
  state: TimerState;
  settings: TimerSettings;
  now: number;
}): StartResult {
  if (isRunning(state)) return { ok: true, state };
  const base = state.isComplete ? resetTimer({ settings }) : state;
  if (base.totalSeconds <= 0) return { ok: false, error: 'invalidDuration' };
  const remainingMs = base.remainingMs > 0 ? base.remainingMs : base.totalSeconds * 1000;
  return { ok: true, state: { ...base, remainingMs, endAt: now + remainingMs } };
}

export function pauseTimer({ state, now }: { state: TimerState; now: number }): TimerState {
  if (!isRunning(state)) return state;
  return { ...state, remainingMs: getRemainingMs({ state, now }), endAt: null };
}

/**
 * The phase after `phase` (CONTEXT.md Rules: Phases › Next phase): work is followed by rest, or by a long break when the round
 * is a multiple of longBreakEvery; a break is followed by work of the next round. In interval mode,
 * going past the last round gives null (the timer stops).
 */
export function nextPhase({
  phase,
  round,
  loop,
}: {
  phase: Phase;
  round: number;
  loop: LoopOptions;
}): PhaseStep | null {
  if (phase === 'work') {
    return { phase: round % loop.longBreakEvery === 0 ? 'longbreak' : 'rest', round };
  }
  const nextRound = round + 1;
  if (loop.mode === 'interval' && nextRound > loop.rounds) return null;
  return { phase: 'work', round: nextRound };
}

/** The next segment actually loaded: a break of 0 s is skipped, a work segment of 0 s stops. */
function nextSegment({ step, settings }: { step: PhaseStep; settings: TimerSettings }): PhaseStep | null {
  const loop = settings.loopOptions;
  let next = nextPhase({ ...step, loop });
  if (next && next.phase !== 'work' && phaseSeconds({ settings, phase: next.phase }) <= 0) {
    next = nextPhase({ ...next, loop });
  }
  if (next && next.phase === 'work' && phaseSeconds({ settings, phase: 'work' }) <= 0) return null;
  return next;
}

/**
 * Advances the timer to `now`. Every segment that reached 0 is reported (the alert plays for it);
 * with autoStartNext the next segment starts at the exact end of the previous one, so several may
 * pass in one call after the tab slept.
 */
export function tickTimer({
  state,
  settings,
  now,
}: {
  state: TimerState;
  settings: TimerSettings;
  now: number;
}): { state: TimerState; ended: SegmentEnd[] } {
  const ended: SegmentEnd[] = [];
  let current = state;
  while (current.endAt !== null && now >= current.endAt) {
    const endedAt = current.endAt;
    if (!isLooping(settings.loopOptions)) {
      ended.push({ phase: current.phase, round: current.round, next: null, isLoopComplete: false });
      current = { ...current, remainingMs: 0, endAt: null };
      break;
    }
    const next = nextSegment({ step: current, settings });
    ended.push({ phase: current.phase, round: current.round, next, isLoopComplete: next === null });
    if (!next) {
      current = { ...current, remainingMs: 0, endAt: null, isComplete: true };
      break;
    }
    const totalSeconds = phaseSeconds({ settings, phase: next.phase });
    current = {
      phase: next.phase,
      round: next.round,
      totalSeconds,
      remainingMs: totalSeconds * 1000,
      endAt: settings.loopOptions.autoStartNext ? endedAt + totalSeconds * 1000 : null,
      isComplete: false,
    };
  }
  return { state: current, ended };
}

/**
 * After a settings change: a stopped timer still at the start of its segment shows the new length
 * of that segment. A running or part-run segment keeps its length; the change applies from the
 * next segment (or a reset).
 */
export function refreshIdleTimer({
  state,
  settings,
}: {
  state: TimerState;
  settings: TimerSettings;
}): TimerState {
  if (isRunning(state) || state.isComplete) return state;
  if (state.remainingMs !== state.totalSeconds * 1000) return state;
  const totalSeconds = phaseSeconds({ settings, phase: state.phase });
  if (totalSeconds === state.totalSeconds) return state;
  return { ...state, totalSeconds, remainingMs: totalSeconds * 1000 };
}
