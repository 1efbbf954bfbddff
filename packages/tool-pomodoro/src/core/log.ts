import { UI_KEYS } from './constants';
import type { Parsed } from './settings';

/** One finished focus segment (CONTEXT.md Rules: Storage › Keys). `ts` is ISO time. */
export interface LogEntry {
  taskId: string;
  minutes: number;
  ts: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of `date` as YYYY-MM-DD: the visitor's "today", not UTC's. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `ui` key holding the log of the local day of `date`, e.g. pomodoro_log_2026-11-22. */
export function logKey(date: Date): string {
  return `${UI_KEYS.logPrefix}${dayOf(date)}`;
}

function isLogEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.taskId === 'string' &&
    typeof entry.minutes === 'number' &&
    Number.isFinite(entry.minutes) &&
    entry.minutes >= 0 &&
    typeof entry.ts === 'string' &&
    !Number.isNaN(Date.parse(entry.ts))
  );
}

/**
 * A stored day log. Nothing stored is an empty day. A damaged entry costs only itself: the valid
 * entries are kept and `isCorrupt` says something was dropped; a value that is not a list at all
 * has nothing to keep.
 */
export function parseStoredLog(raw: unknown): Parsed<LogEntry[]> {
  if (raw === undefined || raw === null) return { value: [], isCorrupt: false };
  if (!Array.isArray(raw)) return { value: [], isCorrupt: true };
  const valid = raw.filter(isLogEntry);
  return {
    value: valid.map(({ taskId, minutes, ts }) => ({ taskId, minutes, ts })),
    isCorrupt: valid.length < raw.length,
  };
}

export function appendLogEntry({ log, entry }: { log: readonly LogEntry[]; entry: LogEntry }): LogEntry[] {
  return [...log, entry];
}

export interface DayStats {
  /** Finished focus segments. */
  pomodoros: number;
  focusMinutes: number;
  /** Distinct tasks worked on. */
  tasks: number;
}

/** Today's statistics, computed from the day's log only. */
export function computeDayStats({ log }: { log: readonly LogEntry[] }): DayStats {
  return {
    pomodoros: log.length,
    focusMinutes: log.reduce((sum, entry) => sum + entry.minutes, 0),
    tasks: new Set(log.map((entry) => entry.taskId)).size,
  };
}
