import { ACTION_DEBOUNCE_MS, DEFAULT_FOCUS_MINUTES, START_VIBRATION_MS } from './constants';
import type { Parsed, PomodoroSettings } from './settings';

export type Phase = 'focus' | 'short_break' | 'long_break';
export const PHASES: readonly Phase[] = ['focus', 'short_break', 'long_break'];

/**
 * The timer. `total` and `remaining` are seconds. While running, the truth is `endAt` (epoch ms):
 * the remaining time is always recomputed from it, so a background tab, a sleeping laptop or a
 * reload never drifts. `remaining` is only authoritative while paused.
 */
export interface TimerState {
  running: boolean;
  phase: Phase;
  /** In focus, the task being worked on; in a break, the task that comes next. */
  currentTaskId: string | null;
  total: number;
  remaining: number;
  endAt: number | null;
  /** Completed focus segments, which decide when the long break comes. */
  focusCount: number;
  /**
   * Set by a restore when the running segment's end passed while the page was closed: that real
   * end (epoch ms). The segment is logged at this time, and what follows does not start by itself.
   */
  awayEndAt?: number;
}

/** What is stored under `pomodoro_runtime` (CONTEXT.md Rules: Storage › Keys). `savedAt` is epoch ms. */
export interface RuntimeSnapshot extends TimerState {
  savedAt: number;
}

/** A runnable queue entry, in play order: the first one is the current task. */
export interface QueueTask {
  taskId: string;
  minutes: number;
}

export interface TimerContext {
  now: number;
  queue: readonly QueueTask[];
  settings: PomodoroSettings;
}

/** Side effects the UI carries out after a transition; the core itself touches nothing. */
export type TimerEffect =
  | { type: 'vibrate'; ms: number }
  /** Credit the task (actual minutes, pomodoro count), take it off the queue, log the segment. */
  | { type: 'completeTask'; taskId: string; minutes: number; ts: string }
  /** Take the task off the queue without logging. */
  | { type: 'dropTask'; taskId: string }
  /** A segment ran out by itself: play the tone and notify. */
  | { type: 'segmentEnded'; ended: Phase; next: Phase };

export interface Transition {
  state: TimerState;
  effects: TimerEffect[];
}

const unchanged = (state: TimerState): Transition => ({ state, effects: [] });

export function breakSeconds(phase: Exclude<Phase, 'focus'>, settings: PomodoroSettings): number {
  return (phase === 'long_break' ? settings.longBreakMin : settings.shortBreakMin) * 60;
}

function focusSeconds(task: QueueTask | undefined): number {
  return (task?.minutes ?? DEFAULT_FOCUS_MINUTES) * 60;
}

/** Whole seconds left at `now`, rounded up so 0:00 shows only when the time is really up. */
export function remainingAt(state: TimerState, now: number): number {
  if (!state.running || state.endAt === null) return state.remaining;
  return Math.max(0, Math.ceil((state.endAt - now) / 1000));
}

/** Fraction of the segment done, 0 to 1. */
export function progressAt(state: TimerState, now: number): number {
  if (state.total <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - remainingAt(state, now) / state.total));
}

/** Stopped at the full duration: nothing of this segment has run yet. */
export function isIdle(state: TimerState): boolean {
  return !state.running && state.remaining === state.total;
}

/** The first queue entry is always the current task; its duration sets the timer. */
function loadFocus(state: TimerState, queue: readonly QueueTask[]): TimerState {
  const head = queue[0];
  const total = focusSeconds(head);
  return {
    ...state,
    phase: 'focus',
    running: false,
    currentTaskId: head?.taskId ?? null,
    total,
    remaining: total,
    endAt: null,
  };
}

export function createTimer({ queue }: { queue: readonly QueueTask[] }): TimerState {
  return loadFocus(
    {
      running: false,
      phase: 'focus',
      currentTaskId: null,
      total: 0,
      remaining: 0,
      endAt: null,
      focusCount: 0,
    },
    queue,
  );
}

function withoutFirst(queue: readonly QueueTask[], taskId: string): QueueTask[] {
  const index = queue.findIndex((task) => task.taskId === taskId);
  return index < 0 ? [...queue] : [...queue.slice(0, index), ...queue.slice(index + 1)];
}

function runFrom(state: TimerState, now: number, shouldRun: boolean): TimerState {
  // A new segment starts: whatever ended while the page was closed is dealt with.
  const { awayEndAt: _awayEndAt, ...fresh } = state;
  return shouldRun
    ? { ...fresh, running: true, endAt: now + fresh.remaining * 1000 }
    : { ...fresh, running: false, endAt: null };
}

/** Start or resume. A focus segment needs a task; starting with no time left restores the full duration. */
export function start(state: TimerState, { now }: TimerContext): Transition {
  if (state.running) return unchanged(state);
  if (state.phase === 'focus' && state.currentTaskId === null) return unchanged(state);
  const remaining = state.remaining > 0 ? state.remaining : state.total;
  return {
    state: { ...state, running: true, remaining, endAt: now + remaining * 1000 },
    effects: [{ type: 'vibrate', ms: START_VIBRATION_MS }],
  };
}

/** Pause, keeping the time left as it is at `now`. */
export function pause(state: TimerState, { now }: TimerContext): Transition {
  if (!state.running) return unchanged(state);
  return unchanged({ ...state, running: false, remaining: remainingAt(state, now), endAt: null });
}

export function toggle(state: TimerState, context: TimerContext): Transition {
  return state.running ? pause(state, context) : start(state, context);
}

/** Stop and put the current phase back to its full duration (the phase and the cycle stay). */
export function reset(state: TimerState, { queue, settings }: TimerContext): Transition {
  if (state.phase === 'focus') {
    const task = queue.find((entry) => entry.taskId === state.currentTaskId);
    if (!task) return unchanged(loadFocus(state, queue));
    const total = focusSeconds(task);
    return unchanged({ ...state, running: false, total, remaining: total, endAt: null });
  }
  const total = breakSeconds(state.phase, settings);
  return unchanged({ ...state, running: false, total, remaining: total, endAt: null });
}

/**
 * The end of a focus segment: the task is credited, leaves the queue and is logged; a long break
 * follows when the completed count plus one is a multiple of the interval, else a short one.
 */
function endFocus(
  state: TimerState,
  { now, queue, settings }: TimerContext,
  { minutes, endedAt, isNatural }: { minutes: number; endedAt: number; isNatural: boolean },
): Transition {
  const taskId = state.currentTaskId;
  if (taskId === null) return unchanged(loadFocus(state, queue));
  const next: Phase = (state.focusCount + 1) % settings.interval === 0 ? 'long_break' : 'short_break';
  const rest = withoutFirst(queue, taskId);
  const total = breakSeconds(next, settings);
  const effects: TimerEffect[] = [
    { type: 'completeTask', taskId, minutes, ts: new Date(endedAt).toISOString() },
  ];
  if (isNatural) effects.push({ type: 'segmentEnded', ended: 'focus', next });
  // Nobody saw a segment that ended while the page was closed: the next one waits for a start.
  const shouldRun = isNatural && settings.autoStartNext && state.awayEndAt === undefined;
  return {
    state: runFrom(
      {
        ...state,
        phase: next,
        currentTaskId: rest[0]?.taskId ?? null,
        total,
        remaining: total,
        focusCount: state.focusCount + 1,
      },
      now,
      shouldRun,
    ),
    effects,
  };
}

/** The end of a break: back to focus on the first queued task. */
function endBreak(state: TimerState, { now, queue, settings }: TimerContext, isNatural: boolean): Transition {
  const loaded = loadFocus(state, queue);
  const shouldRun =
    isNatural && settings.autoStartNext && loaded.currentTaskId !== null && state.awayEndAt === undefined;
  const effects: TimerEffect[] = isNatural
    ? [{ type: 'segmentEnded', ended: state.phase, next: 'focus' }]
    : [];
  return { state: runFrom(loaded, now, shouldRun), effects };
}

/**
 * Called every second and whenever the tab becomes visible or focused: ends the segment when its
 * end time has passed. After a long sleep only the one segment ends; the next one (if it starts by
 * itself) starts now rather than being used up while nobody was there. A segment that ended while
 * the page was closed is logged at its real end.
 */
export function tick(state: TimerState, context: TimerContext): Transition {
  if (!state.running || state.endAt === null || remainingAt(state, context.now) > 0) return unchanged(state);
  if (state.phase === 'focus') {
    return endFocus(state, context, {
      minutes: Math.max(1, Math.round(state.total / 60)),
      endedAt: state.awayEndAt ?? Math.min(state.endAt, context.now),
      isNatural: true,
    });
  }
  return endBreak(state, context, true);
}

/**
 * Skip. In focus: the current task leaves the queue without logging and the next task is loaded
 * (stopped). In a break: the break ends and focus begins on the first queued task (stopped).
 */
export function skip(state: TimerState, context: TimerContext): Transition {
  if (state.phase !== 'focus') return endBreak(state, context, false);
  const taskId = state.currentTaskId;
  if (taskId === null) return unchanged(state);
  const loaded = loadFocus(state, withoutFirst(context.queue, taskId));
  return { state: loaded, effects: [{ type: 'dropTask', taskId }] };
}

/**
 * Complete now. In focus with time left: the segment ends at once and goes to the break flow (the
 * task is credited with the minutes actually spent, at least 1, and logged). In focus with no time
 * left: the timer just resets to the full duration. In a break: the break ends (like skip).
 */
export function completeNow(state: TimerState, context: TimerContext): Transition {
  if (state.phase !== 'focus') return endBreak(state, context, false);
  if (state.currentTaskId === null) return unchanged(state);
  const left = remainingAt(state, context.now);
  if (left <= 0) return reset(state, context);
  const spentSeconds = state.total - left;
  return endFocus(state, context, {
    minutes: Math.max(1, Math.round(spentSeconds / 60)),
    endedAt: context.now,
    isNatural: false,
  });
}

/**
 * Keeps the timer in step with the queue, which other tabs and the to-do tool also change. In
 * focus: if the current task left the queue, the next one is loaded; while nothing has run yet,
 * the timer follows the first entry and its minutes. A segment in progress is never disturbed by
 * a reorder. In a break, `currentTaskId` names the task that comes next.
 */
export function syncQueue(state: TimerState, { queue }: Pick<TimerContext, 'queue'>): TimerState {
  const head = queue[0];
  if (state.phase !== 'focus') {
    const next = head?.taskId ?? null;
    return next === state.currentTaskId ? state : { ...state, currentTaskId: next };
  }
  const current = queue.find((task) => task.taskId === state.currentTaskId);
  if (!current) return head || state.currentTaskId !== null ? loadFocus(state, queue) : state;
  if (!isIdle(state)) return state;
  if (head && head.taskId !== current.taskId) return loadFocus(state, queue);
  const total = focusSeconds(current);
  return total === state.total ? state : { ...state, total, remaining: total };
}

/** New break lengths apply at once to a break that has not started yet. */
export function applySettings(state: TimerState, { settings }: Pick<TimerContext, 'settings'>): TimerState {
  if (state.phase === 'focus' || !isIdle(state)) return state;
  const total = breakSeconds(state.phase, settings);
  return total === state.total ? state : { ...state, total, remaining: total };
}

export function toSnapshot(state: TimerState, now: number): RuntimeSnapshot {
  return { ...state, remaining: remainingAt(state, now), savedAt: now };
}

function isNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A stored snapshot of the right shape, or corrupt (the caller resets it and says so). */
export function parseStoredRuntime(raw: unknown): Parsed<RuntimeSnapshot | null> {
  if (raw === undefined || raw === null) return { value: null, isCorrupt: false };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { value: null, isCorrupt: true };
  const s = raw as Record<string, unknown>;
  const isValid =
    typeof s.running === 'boolean' &&
    PHASES.includes(s.phase as Phase) &&
    (s.currentTaskId === null || typeof s.currentTaskId === 'string') &&
    isNonNegative(s.total) &&
    isNonNegative(s.remaining) &&
    (s.remaining as number) <= (s.total as number) &&
    (s.endAt === null || isNonNegative(s.endAt)) &&
    (s.running === false || s.endAt !== null) &&
    isNonNegative(s.focusCount) &&
    Number.isInteger(s.focusCount) &&
    isNonNegative(s.savedAt);
  if (!isValid) return { value: null, isCorrupt: true };
  return {
    value: {
      running: s.running as boolean,
      phase: s.phase as Phase,
      currentTaskId: s.currentTaskId as string | null,
      total: s.total as number,
      remaining: s.remaining as number,
      endAt: s.endAt as number | null,
      focusCount: s.focusCount as number,
      savedAt: s.savedAt as number,
      ...(isNonNegative(s.awayEndAt) ? { awayEndAt: s.awayEndAt } : {}),
    },
    isCorrupt: false,
  };
}

/**
 * The timer after a reload. A focus snapshot is restored only if its task is still queued (else
 * null: start fresh on the first entry); a break belongs to no task and is always restored. After a
 * restore the time left is never below 1 second: a segment whose end passed while the page was
 * closed shows 0:01 and ends on the next tick, logged at its real end (`awayEndAt`), and the next
 * phase waits for the user instead of starting by itself.
 */
export function restoreSnapshot({
  snapshot,
  now,
  queue,
}: {
  snapshot: RuntimeSnapshot;
  now: number;
  queue: readonly QueueTask[];
}): TimerState | null {
  const { savedAt: _savedAt, ...state } = snapshot;
  if (state.phase === 'focus' && !queue.some((task) => task.taskId === state.currentTaskId)) return null;
  if (state.running && state.endAt !== null) {
    const endAt = Math.max(state.endAt, now + 1000);
    const awayEndAt = state.awayEndAt ?? (state.endAt <= now ? state.endAt : undefined);
    return {
      ...state,
      endAt,
      remaining: Math.ceil((endAt - now) / 1000),
      ...(awayEndAt === undefined ? {} : { awayEndAt }),
    };
  }
  const remaining = Math.max(1, Math.min(state.remaining, state.total || 1));
  return { ...state, running: false, endAt: null, remaining, total: Math.max(state.total, remaining) };
}

/**
 * Skip and complete-now are debounced 300 ms: a press within 300 ms of the last accepted one is
 * ignored (the first press acts at once).
 */
export function isDebounced({
  lastAcceptedAt,
  now,
}: {
  lastAcceptedAt: number | null;
  now: number;
}): boolean {
  return lastAcceptedAt !== null && now - lastAcceptedAt < ACTION_DEBOUNCE_MS;
}

/** mm:ss, with minutes past 59 kept as minutes (90:00 for a 90-minute task). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
