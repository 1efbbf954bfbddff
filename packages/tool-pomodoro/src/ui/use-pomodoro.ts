import { wakeAt } from '@toolbox/kit/wake-at';
import { type LoadedTaskDatabase, readItems, readQueue, repairOnce } from '@toolbox/task-store';
import { useLiveRows } from '@toolbox/task-store/react';
import { toast } from '@toolbox/ui/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICK_MS, UI_KEYS } from '../core/constants';
import { type LogEntry, logKey, parseStoredLog } from '../core/log';
import { buildQueueView, type QueueView, type TaskLike } from '../core/queue';
import { DEFAULT_SETTINGS, type PomodoroSettings, parseStoredSettings } from '../core/settings';
import {
  applySettings,
  completeNow,
  createTimer,
  isDebounced,
  parseStoredRuntime,
  type QueueTask,
  reset,
  restoreSnapshot,
  skip,
  syncQueue,
  type TimerContext,
  type TimerEffect,
  type TimerState,
  type Transition,
  tick,
  toggle,
  toSnapshot,
} from '../core/timer';
import {
  completeTask,
  dropTask,
  readUi,
  removeUi,
  repairLog,
  repairSettings,
  saveRuntime,
  saveSettings,
  type TaskItem,
} from '../data/store';
import {
  canPlaySound,
  notificationState,
  playTone,
  requestNotificationPermission,
  showNotification,
  unlockAudio,
  vibrate,
} from './browser-effects';
import { useWakeLock } from './use-wake-lock';

type Action = (state: TimerState, context: TimerContext) => Transition;

export interface PomodoroModel {
  isReady: boolean;
  timer: TimerState | null;
  now: number;
  view: QueueView;
  tasks: ReadonlyMap<string, TaskItem>;
  settings: PomodoroSettings;
  todayLog: LogEntry[];
  notification: ReturnType<typeof notificationState>;
  /** A restored timer is running but the page may not make sound until the visitor clicks. */
  isSoundBlocked: boolean;
  toggle(): void;
  skip(): void;
  complete(): void;
  reset(): void;
  updateSettings(settings: PomodoroSettings): void;
  requestNotifications(): void;
}

const EMPTY_VIEW: QueueView = { rows: [], leaves: [] };

/** Reads a `ui` key live; `{ raw }` so "still loading" (undefined) differs from "nothing stored". */
function useUiValue(loaded: LoadedTaskDatabase, key: string): { raw: unknown } | undefined {
  return useLiveRows(loaded, async (db) => ({ raw: await readUi(db, key) }), [key]);
}

/**
 * Everything the pomodoro page shows, read live from the shared task database, and the timer that
 * runs over it. The timer's rules live in `core/timer`; this hook only feeds it the clock and the
 * queue and carries out its effects.
 */
export function usePomodoro({ loaded }: { loaded: LoadedTaskDatabase }): PomodoroModel {
  const { db } = loaded;
  const { t } = useTranslation('pomodoro');
  const [now, setNow] = useState(() => Date.now());
  // Rows are sanitised as the to-do tool does: a damaged row costs that row, never the page.
  const entries = useLiveRows(loaded, readQueue, []);
  const items = useLiveRows(loaded, readItems, []);
  // Damaged rows are repaired (or set aside) once per page, whichever tool opens first.
  useEffect(() => {
    void repairOnce(db);
  }, [db]);
  const storedSettings = useUiValue(loaded, UI_KEYS.settings);
  const todayKey = logKey(new Date(now));
  const storedLog = useUiValue(loaded, todayKey);
  const [timer, setTimer] = useState<TimerState | null>(null);
  const [notification, setNotification] = useState(notificationState);
  const [isSoundBlocked, setIsSoundBlocked] = useState(false);

  const tasks = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
  const view = useMemo(
    () =>
      entries && items
        ? buildQueueView({ entries, tasks: tasks as ReadonlyMap<string, TaskLike> })
        : EMPTY_VIEW,
    [entries, items, tasks],
  );
  const queue = useMemo<QueueTask[]>(
    () => view.leaves.map(({ taskId, minutes }) => ({ taskId, minutes })),
    [view],
  );
  const parsedSettings = useMemo(() => parseStoredSettings(storedSettings?.raw), [storedSettings]);
  const settings = storedSettings ? parsedSettings.value : DEFAULT_SETTINGS;
  const parsedLog = useMemo(() => parseStoredLog(storedLog?.raw), [storedLog]);

  // A corrupted timer snapshot is reset with a message, never a blank page.
  const reportCorrupt = useCallback(
    (key: string) => {
      void removeUi(db, key).catch(() => undefined);
      toast.error(t('storage.reset'), { id: `pomodoro-corrupt-${key}` });
    },
    [db, t],
  );
  // Damaged settings or log entries cost only themselves: the rest is stored back and kept.
  const reportRepaired = useCallback(
    (key: string, repair: () => Promise<void>) => {
      void repair().catch((error: unknown) => console.error(error));
      toast.warning(t('storage.repaired'), { id: `pomodoro-repaired-${key}` });
    },
    [t],
  );
  useEffect(() => {
    if (storedSettings && parsedSettings.isCorrupt)
      reportRepaired(UI_KEYS.settings, () => repairSettings(db));
  }, [storedSettings, parsedSettings, reportRepaired, db]);
  useEffect(() => {
    if (storedLog && parsedLog.isCorrupt) reportRepaired(todayKey, () => repairLog(db, todayKey));
  }, [storedLog, parsedLog, reportRepaired, todayKey, db]);

  const timerRef = useRef<TimerState | null>(null);
  const queueRef = useRef(queue);
  const settingsRef = useRef(settings);
  queueRef.current = queue;
  settingsRef.current = settings;

  // The newest snapshot this tab wrote or adopted; savedAt only ever grows, so a late echo of an
  // older write is never taken for news.
  const lastSavedAtRef = useRef(0);
  const commit = useCallback(
    (next: TimerState, { persist = true }: { persist?: boolean } = {}) => {
      if (next === timerRef.current) return;
      timerRef.current = next;
      setTimer(next);
      if (!persist) return;
      const at = Date.now();
      const savedAt = Math.max(at, lastSavedAtRef.current + 1);
      lastSavedAtRef.current = savedAt;
      void saveRuntime(db, { ...toSnapshot(next, at), savedAt }).catch((error: unknown) =>
        console.error(error),
      );
    },
    [db],
  );

  // Another tab of this page changed the timer: follow it, so two tabs never run two timers.
  const storedRuntime = useUiValue(loaded, UI_KEYS.runtime);
  useEffect(() => {
    if (!timerRef.current || !storedRuntime) return;
    const { value } = parseStoredRuntime(storedRuntime.raw);
    if (!value || value.savedAt <= lastSavedAtRef.current) return;
    lastSavedAtRef.current = value.savedAt;
    const { savedAt: _savedAt, ...adopted } = value;
    commit(adopted, { persist: false });
  }, [storedRuntime, commit]);

  const runEffects = useCallback(
    (effects: TimerEffect[]) => {
      for (const effect of effects) {
        if (effect.type === 'vibrate') vibrate(effect.ms);
        else if (effect.type === 'completeTask') {
          void completeTask(db, effect).catch((error: unknown) => console.error(error));
        } else if (effect.type === 'dropTask') {
          void dropTask(db, effect).catch((error: unknown) => console.error(error));
        } else {
          if (settingsRef.current.soundEnabled) playTone();
          if (settingsRef.current.notifyEnabled) {
            showNotification(t(`notify.ended.${effect.ended}`), t(`notify.next.${effect.next}`));
          }
        }
      }
    },
    [db, t],
  );

  const run = useCallback(
    (action: Action) => {
      const current = timerRef.current;
      if (!current) return;
      const at = Date.now();
      setNow(at);
      const { state, effects } = action(current, {
        now: at,
        queue: queueRef.current,
        settings: settingsRef.current,
      });
      commit(state);
      runEffects(effects);
    },
    [commit, runEffects],
  );

  // Start from the stored snapshot once the queue is known: restored if its task is still queued.
  const isLoaded = entries !== undefined && items !== undefined && storedSettings !== undefined;
  useEffect(() => {
    if (!isLoaded || timerRef.current) return;
    let isCancelled = false;
    void readUi(db, UI_KEYS.runtime)
      .catch(() => undefined)
      .then((raw) => {
        if (isCancelled || timerRef.current) return;
        const parsed = parseStoredRuntime(raw);
        if (parsed.isCorrupt) reportCorrupt(UI_KEYS.runtime);
        lastSavedAtRef.current = parsed.value?.savedAt ?? 0;
        const at = Date.now();
        const restored = parsed.value
          ? restoreSnapshot({ snapshot: parsed.value, now: at, queue: queueRef.current })
          : null;
        setNow(at);
        commit(restored ?? createTimer({ queue: queueRef.current }));
        // A restored running timer will end unattended, but the browser keeps a reloaded page
        // silent until the visitor interacts: say so instead of failing silently at the end.
        if (restored?.running && settingsRef.current.soundEnabled && !canPlaySound()) setIsSoundBlocked(true);
      });
    return () => {
      isCancelled = true;
    };
  }, [isLoaded, db, commit, reportCorrupt]);

  // The first click or key anywhere on the page lets it make sound again.
  useEffect(() => {
    if (!isSoundBlocked) return;
    const unblock = () => {
      unlockAudio();
      setIsSoundBlocked(false);
    };
    window.addEventListener('pointerdown', unblock, { once: true });
    window.addEventListener('keydown', unblock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unblock);
      window.removeEventListener('keydown', unblock);
    };
  }, [isSoundBlocked]);

  // The queue changes here, in other tabs and in the to-do tool.
  useEffect(() => {
    if (timerRef.current) commit(syncQueue(timerRef.current, { queue }));
  }, [queue, commit]);
  useEffect(() => {
    if (timerRef.current) commit(applySettings(timerRef.current, { settings }));
  }, [settings, commit]);

  // Ticks every second; the time itself always comes from the stored end time.
  useEffect(() => {
    const onTick = () => run(tick);
    const interval = window.setInterval(onTick, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') onTick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onTick);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onTick);
    };
  }, [run]);

  // The interval above is throttled in a hidden tab (to once a minute after five minutes): the end
  // of the segment is also scheduled on a timer that is not, so the tone and the notification
  // come on time in the background.
  const endAt = timer?.running ? timer.endAt : null;
  useEffect(() => {
    if (endAt === null) return;
    return wakeAt(endAt, () => run(tick));
  }, [endAt, run]);

  useWakeLock(timer?.running === true);

  const lastSkipAt = useRef<number | null>(null);
  const lastCompleteAt = useRef<number | null>(null);
  const debounced = useCallback(
    (last: { current: number | null }, action: Action) => {
      const at = Date.now();
      if (isDebounced({ lastAcceptedAt: last.current, now: at })) return;
      last.current = at;
      run(action);
    },
    [run],
  );

  const requestNotifications = useCallback(() => {
    void requestNotificationPermission().then(setNotification);
  }, []);

  return {
    isReady: isLoaded && timer !== null,
    timer,
    now,
    view,
    tasks,
    settings,
    todayLog: parsedLog.value,
    notification,
    isSoundBlocked: isSoundBlocked && settings.soundEnabled,
    toggle: () => {
      const current = timerRef.current;
      if (current && !current.running) {
        unlockAudio();
        if (settingsRef.current.notifyEnabled && notificationState() === 'default') requestNotifications();
      }
      run(toggle);
    },
    skip: () => debounced(lastSkipAt, skip),
    complete: () => debounced(lastCompleteAt, completeNow),
    reset: () => run(reset),
    updateSettings: (next) => {
      void saveSettings(db, next).catch((error: unknown) => console.error(error));
    },
    requestNotifications,
  };
}
