import { wakeAt } from '@toolbox/kit/wake-at';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  pauseTimer,
  refreshIdleTimer,
  resetTimer,
  type SegmentEnd,
  startTimer,
  type TimerState,
  tickTimer,
} from '../core/timer';
import type { TimerSettings } from '../core/types';

/** Repaint rate while running; the time itself always comes from the end timestamp. */
const TICK_MS = 250;

/**
 * Wires the pure timer to React: `now` is read from `Date.now()` at each tick (and when the tab
 * becomes visible again), and every transition goes through the core functions.
 */
export function useCountdown({
  settings,
  onSegmentEnd,
}: {
  settings: TimerSettings;
  onSegmentEnd(ended: SegmentEnd[]): void;
}) {
  const [state, setState] = useState<TimerState>(() => resetTimer({ settings }));
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const settingsRef = useRef(settings);
  const onSegmentEndRef = useRef(onSegmentEnd);
  useEffect(() => {
    settingsRef.current = settings;
    onSegmentEndRef.current = onSegmentEnd;
  });

  const commit = useCallback((next: TimerState) => {
    stateRef.current = next;
    setState(next);
    setNow(Date.now());
  }, []);

  const tick = useCallback(() => {
    const time = Date.now();
    const result = tickTimer({ state: stateRef.current, settings: settingsRef.current, now: time });
    if (result.state !== stateRef.current) {
      stateRef.current = result.state;
      setState(result.state);
    }
    setNow(time);
    if (result.ended.length > 0) onSegmentEndRef.current(result.ended);
  }, []);

  const isRunning = state.endAt !== null;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(tick, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', tick);
    };
  }, [isRunning, tick]);

  // The repaint interval is throttled in a hidden tab (to once a minute after five minutes); the end
  // itself is also scheduled on a timer that is not, so the alert comes on time in the background.
  const endAt = state.endAt;
  useEffect(() => {
    if (endAt === null) return;
    return wakeAt(endAt, tick);
  }, [endAt, tick]);

  // A stopped timer at the start of its segment follows the settings as they are edited.
  useEffect(() => {
    const next = refreshIdleTimer({ state: stateRef.current, settings });
    if (next !== stateRef.current) commit(next);
  }, [settings, commit]);

  const start = useCallback((): { ok: true } | { ok: false; error: 'invalidDuration' } => {
    const result = startTimer({ state: stateRef.current, settings: settingsRef.current, now: Date.now() });
    if (!result.ok) return result;
    commit(result.state);
    return { ok: true };
  }, [commit]);

  const pause = useCallback(() => commit(pauseTimer({ state: stateRef.current, now: Date.now() })), [commit]);

  /** Reset with the current settings, or with settings that are about to be applied. */
  const reset = useCallback(
    (nextSettings: TimerSettings = settingsRef.current) => commit(resetTimer({ settings: nextSettings })),
    [commit],
  );

  return { state, now, isRunning, start, pause, reset };
}
