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

/** Break lengths and the long-break interval are at least 1 (spec C § 5). */
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
 * Reads the stored settings. Nothing stored gives the defaults; a value of the wrong shape is
 * corrupt: the caller resets it and tells the user.
 */
export function parseStoredSettings(raw: unknown): Parsed<PomodoroSettings> {
  if (raw === undefined || raw === null) return { value: { ...DEFAULT_SETTINGS }, isCorrupt: false };
  if (!isRecord(raw)) return { value: { ...DEFAULT_SETTINGS }, isCorrupt: true };
  const numbers = ['shortBreakMin', 'longBreakMin', 'interval'] as const;
  const flags = ['autoStartNext', 'soundEnabled', 'notifyEnabled'] as const;
  const isCorrupt =
    numbers.some((key) => typeof raw[key] !== 'number' || !Number.isFinite(raw[key])) ||
    flags.some((key) => typeof raw[key] !== 'boolean');
  if (isCorrupt) return { value: { ...DEFAULT_SETTINGS }, isCorrupt: true };
  return { value: normalizeSettings(raw), isCorrupt: false };
}
