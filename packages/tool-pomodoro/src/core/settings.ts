import {
  DEFAULT_LONG_BREAK_INTERVAL,
  DEFAULT_LONG_BREAK_MINUTES,
  DEFAULT_SHORT_BREAK_MINUTES,
  MAX_BREAK_MINUTES,
  MAX_LONG_BREAK_INTERVAL,
} from './constants';

export interface PomodoroSettings {
  shortBreakMin: number;
  longBreakMin: number;
  /** A long break follows every `interval`-th focus segment. */
  interval: number;
  autoStartNext: boolean;
  soundEnabled: boolean;
  notifyEnabled: boolean;
}

export const DEFAULT_SETTINGS: PomodoroSettings = Object.freeze({
  shortBreakMin: DEFAULT_SHORT_BREAK_MINUTES,
  longBreakMin: DEFAULT_LONG_BREAK_MINUTES,
  interval: DEFAULT_LONG_BREAK_INTERVAL,
  autoStartNext: true,
  soundEnabled: true,
  notifyEnabled: true,
});

/**
 * A whole number between `min` and `max`; text is read as a number, anything unreadable gives
 * `fallback`.
 */
export function clampWhole({
  value,
  min,
  max,
  fallback,
}: {
  value: unknown;
  min: number;
  max: number;
  fallback: number;
}): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

/** Break lengths and the long-break interval are at least 1 (CONTEXT.md Rules: Defaults and limits › Settings). */
export function normalizeSettings(input: Partial<Record<keyof PomodoroSettings, unknown>>): PomodoroSettings {
  return {
    shortBreakMin: clampWhole({
      value: input.shortBreakMin,
      min: 1,
      max: MAX_BREAK_MINUTES,
      fallback: DEFAULT_SETTINGS.shortBreakMin,
    }),
    longBreakMin: clampWhole({
      value: input.longBreakMin,
      min: 1,
      max: MAX_BREAK_MINUTES,
      fallback: DEFAULT_SETTINGS.longBreakMin,
    }),
    interval: clampWhole({
      value: input.interval,
      min: 1,
      max: MAX_LONG_BREAK_INTERVAL,
      fallback: DEFAULT_SETTINGS.interval,
    }),
    autoStartNext:
      typeof input.autoStartNext === 'boolean' ? input.autoStartNext : DEFAULT_SETTINGS.autoStartNext,
    soundEnabled:
      typeof input.soundEnabled === 'boolean' ? input.soundEnabled : DEFAULT_SETTINGS.soundEnabled,
    notifyEnabled:
      typeof input.notifyEnabled === 'boolean' ? input.notifyEnabled : DEFAULT_SETTINGS.notifyEnabled,
  };
}

export type Parsed<T> = { value: T; isCorrupt: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the stored settings field by field, so one bad field never costs the others: a field of the
 * wrong type falls back to its own default (and `isCorrupt` says something was damaged), a missing
 * field (saved by an older version) takes its default silently, and fields this version does not
 * know (a newer version's) are ignored here and kept in storage by `saveSettings`. Only a value that
 * is not an object at all is wholly replaced by the defaults.
 */
export function parseStoredSettings(raw: unknown): Parsed<PomodoroSettings> {
  if (raw === undefined || raw === null) return { value: { ...DEFAULT_SETTINGS }, isCorrupt: false };
  if (!isRecord(raw)) return { value: { ...DEFAULT_SETTINGS }, isCorrupt: true };
  const numbers = ['shortBreakMin', 'longBreakMin', 'interval'] as const;
  const flags = ['autoStartNext', 'soundEnabled', 'notifyEnabled'] as const;
  const isCorrupt =
    numbers.some((key) => key in raw && (typeof raw[key] !== 'number' || !Number.isFinite(raw[key]))) ||
    flags.some((key) => key in raw && typeof raw[key] !== 'boolean');
  return { value: normalizeSettings(raw), isCorrupt };
}

/** The object to store: the settings over whatever else is stored there (a newer version's fields). */
export function mergeStoredSettings({
  stored,
  settings,
}: {
  stored: unknown;
  settings: PomodoroSettings;
}): Record<string, unknown> {
  return { ...(isRecord(stored) ? stored : {}), ...settings };
}
