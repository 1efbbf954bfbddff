/**
 * Time on a question (CONTEXT.md § Question timer): it counts only while the question can
 * be seen, so a visitor who switches tab or leaves the page is not charged for the time away.
 * Immutable values; `now` is passed in so the rules are tested without a clock.
 */
export interface Stopwatch {
  /** Milliseconds counted before the current run. */
  counted: number;
  /** When the current run started; undefined while paused. */
  runningSince: number | undefined;
}

export function startStopwatch(now: number): Stopwatch {
  return { counted: 0, runningSince: now };
}

export function elapsedMs(watch: Stopwatch, now: number): number {
  return watch.counted + (watch.runningSince === undefined ? 0 : Math.max(0, now - watch.runningSince));
}

export function pauseStopwatch(watch: Stopwatch, now: number): Stopwatch {
  if (watch.runningSince === undefined) return watch;
  return { counted: elapsedMs(watch, now), runningSince: undefined };
}

export function resumeStopwatch(watch: Stopwatch, now: number): Stopwatch {
  if (watch.runningSince !== undefined) return watch;
  return { counted: watch.counted, runningSince: now };
}
