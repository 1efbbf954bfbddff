import { LIMITS } from './constants';

/** A number from an input's text or value; anything that is not a finite number gives NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

function clampTo({
  value,
  min,
  max,
  step = 1,
  fallback = min,
}: {
  value: unknown;
  min: number;
  max: number;
  step?: number;
  fallback?: number;
}): number {
  const number = toNumber(value);
  if (Number.isNaN(number)) return fallback;
  const stepped = Math.round(number / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** Whole minutes of the custom input, 0–600; non-numbers become 0, decimals are cut. */
export function clampCustomMinutes(value: unknown): number {
  const number = toNumber(value);
  return clampTo({ value: Number.isNaN(number) ? 0 : Math.trunc(number), ...LIMITS.customMinutes });
}

/** Whole seconds of the custom input, 0–59; non-numbers become 0, decimals are cut. */
export function clampCustomSeconds(value: unknown): number {
  const number = toNumber(value);
  return clampTo({ value: Number.isNaN(number) ? 0 : Math.trunc(number), ...LIMITS.customSeconds });
}

export function customTotalSeconds({ minutes, seconds }: { minutes: unknown; seconds: unknown }): number {
  return clampCustomMinutes(minutes) * 60 + clampCustomSeconds(seconds);
}

/** The custom input's fields for a total (minutes beyond 600 are capped, as the input is). */
export function splitSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { minutes: clampCustomMinutes(Math.floor(whole / 60)), seconds: whole % 60 };
}

/** The duration slider: 0–3600 s in steps of 5. */
export function clampSliderSeconds(value: unknown): number {
  return clampTo({ value, ...LIMITS.slider, fallback: 0 });
}

/** Loop minutes (work, rest, long break) clamped to 0–600, as whole seconds; non-numbers give 0. */
export function loopMinutesToSeconds(value: unknown): number {
  return clampLoopSeconds(toNumber(value) * 60);
}

/** A loop duration in whole seconds within 0–600 minutes. */
export function clampLoopSeconds(value: unknown): number {
  return clampTo({
    value,
    min: LIMITS.loopMinutes.min * 60,
    max: LIMITS.loopMinutes.max * 60,
    fallback: 0,
  });
}

/** Seconds shown in a loop-minutes field (up to two decimals, so 90 s reads 1.5). */
export function secondsToLoopMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 100) / 100;
}

export function clampRounds(value: unknown): number {
  return clampTo({ value, ...LIMITS.rounds });
}

export function clampLongBreakEvery(value: unknown): number {
  return clampTo({ value, ...LIMITS.longBreakEvery });
}

export function clampRepeat(value: unknown): number {
  return clampTo({ value, ...LIMITS.repeat });
}

/** 200–2000 Hz in steps of 10. */
export function clampFrequency(value: unknown): number {
  return clampTo({ value, ...LIMITS.frequency });
}

/** The volume slider shows 1–100 %; the stored gain is 0.01–1. */
export function volumeFromPercent(percent: unknown): number {
  return clampTo({ value: percent, ...LIMITS.volumePercent }) / 100;
}

export function percentFromVolume(volume: number): number {
  return clampTo({ value: volume * 100, ...LIMITS.volumePercent });
}

export function clampVolume(value: unknown): number {
  return volumeFromPercent(toNumber(value) * 100);
}

/** mm:ss; minutes are not wrapped into hours (600 minutes read 600:00). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
