import {
  clampFrequency,
  clampLongBreakEvery,
  clampLoopSeconds,
  clampRepeat,
  clampRounds,
  clampVolume,
  formatClock,
} from './clamp';
import {
  type BuiltInPreset,
  DEFAULT_LOOP_OPTIONS,
  LIMITS,
  MAX_PRESETS,
  RHYTHMS,
  WAVEFORMS,
} from './constants';
import { phaseSeconds } from './timer';
import type { LoopMode, Preset, Rhythm, TimerSettings, Waveform } from './types';

const MAX_TOTAL_SECONDS = LIMITS.customMinutes.max * 60 + LIMITS.customSeconds.max;
const LOOP_MODES: readonly LoopMode[] = ['none', 'interval', 'pomodoro'];

function clampTotalSeconds(value: number): number {
  return Math.min(MAX_TOTAL_SECONDS, Math.max(0, Math.trunc(value)));
}

/** Every clamp of CONTEXT.md Rules: Clamps applied to a whole settings object (stored data, applied presets). */
export function normaliseSettings(settings: TimerSettings): TimerSettings {
  const { alertOptions, soundOptions, loopOptions } = settings;
  return {
    totalSeconds: clampTotalSeconds(settings.totalSeconds),
    alertOptions: {
      sound: alertOptions.sound,
      toast: alertOptions.toast,
      flash: alertOptions.flash,
      repeat: clampRepeat(alertOptions.repeat),
    },
    soundOptions: {
      waveform: soundOptions.waveform,
      frequency: clampFrequency(soundOptions.frequency),
      volume: clampVolume(soundOptions.volume),
      rhythm: soundOptions.rhythm,
    },
    loopOptions: {
      mode: loopOptions.mode,
      rounds: clampRounds(loopOptions.rounds),
      workSec: clampLoopSeconds(loopOptions.workSec),
      restSec: clampLoopSeconds(loopOptions.restSec),
      longBreakEvery: clampLongBreakEvery(loopOptions.longBreakEvery),
      longBreakSec: clampLoopSeconds(loopOptions.longBreakSec),
      autoStartNext: loopOptions.autoStartNext,
    },
  };
}

/** The trimmed name, or the formatted total time (of the first segment) when it is empty. */
export function presetName({ name, settings }: { name: string; settings: TimerSettings }): string {
  const trimmed = name.trim();
  return trimmed === '' ? formatClock(phaseSeconds({ settings, phase: 'work' })) : trimmed;
}

export function createPreset({
  id,
  name,
  settings,
}: {
  id: string;
  name: string;
  settings: TimerSettings;
}): Preset {
  return { id, name: presetName({ name, settings }), ...normaliseSettings(settings) };
}

/**
 * Newest first. A list that already holds 50 takes no new preset: the caller says so, and nothing
 * the user saved is dropped to make room (saving again under an existing id replaces it).
 */
export function addPreset({
  presets,
  preset,
}: {
  presets: readonly Preset[];
  preset: Preset;
}): { ok: true; presets: Preset[] } | { ok: false; reason: 'full' } {
  const others = presets.filter((item) => item.id !== preset.id);
  if (others.length >= MAX_PRESETS) return { ok: false, reason: 'full' };
  return { ok: true, presets: [preset, ...others] };
}

export function removePreset({ presets, id }: { presets: readonly Preset[]; id: string }): Preset[] {
  return presets.filter((preset) => preset.id !== id);
}

export function settingsFromPreset(preset: Preset): TimerSettings {
  const { totalSeconds, alertOptions, soundOptions, loopOptions } = preset;
  return normaliseSettings({ totalSeconds, alertOptions, soundOptions, loopOptions });
}

/**
 * A built-in preset keeps the alert and sound settings. The minute presets turn the loop off (so
 * the chosen length is what counts down); the pomodoro preset turns on the pomodoro loop with the
 * default 25 / 5 / 15 minute cycle.
 */
export function settingsFromBuiltIn({
  preset,
  settings,
}: {
  preset: BuiltInPreset;
  settings: TimerSettings;
}): TimerSettings {
  const totalSeconds = preset.minutes * 60;
  const loopOptions =
    preset.kind === 'pomodoro'
      ? { ...DEFAULT_LOOP_OPTIONS, mode: 'pomodoro' as const, workSec: totalSeconds }
      : { ...settings.loopOptions, mode: 'none' as const };
  return { ...settings, totalSeconds, loopOptions };
}

// --- Reading stored presets -------------------------------------------------------------------

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function oneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** A stored preset, clamped, or null when a field is missing or of the wrong kind. */
export function parsePreset(value: unknown): Preset | null {
  if (!isRecord(value)) return null;
  const { id, name, totalSeconds, alertOptions: a, soundOptions: s, loopOptions: l } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || !isFiniteNumber(totalSeconds)) {
    return null;
  }
  if (!isRecord(a) || !isRecord(s) || !isRecord(l)) return null;
  if (typeof a.sound !== 'boolean' || typeof a.toast !== 'boolean' || typeof a.flash !== 'boolean') {
    return null;
  }
  if (!isFiniteNumber(a.repeat)) return null;
  if (!oneOf<Waveform>(s.waveform, WAVEFORMS) || !oneOf<Rhythm>(s.rhythm, RHYTHMS)) return null;
  if (!isFiniteNumber(s.frequency) || !isFiniteNumber(s.volume)) return null;
  if (!oneOf<LoopMode>(l.mode, LOOP_MODES) || typeof l.autoStartNext !== 'boolean') return null;
  const loopNumbers = [l.rounds, l.workSec, l.restSec, l.longBreakEvery, l.longBreakSec];
  if (!loopNumbers.every(isFiniteNumber)) return null;
  const settings = normaliseSettings({
    totalSeconds,
    alertOptions: { sound: a.sound, toast: a.toast, flash: a.flash, repeat: a.repeat },
    soundOptions: { waveform: s.waveform, frequency: s.frequency, volume: s.volume, rhythm: s.rhythm },
    loopOptions: {
      mode: l.mode,
      rounds: l.rounds as number,
      workSec: l.workSec as number,
      restSec: l.restSec as number,
      longBreakEvery: l.longBreakEvery as number,
      longBreakSec: l.longBreakSec as number,
      autoStartNext: l.autoStartNext,
    },
  });
  return { id, name: presetName({ name, settings }), ...settings };
}

/** The whole stored list: any broken entry makes it corrupted (reset with a message). */
export function parsePresetList(
  value: unknown,
): { ok: true; presets: Preset[] } | { ok: false; reason: string } {
  if (!Array.isArray(value)) return { ok: false, reason: 'not a list' };
  const presets: Preset[] = [];
  for (const [index, item] of value.entries()) {
    const preset = parsePreset(item);
    if (!preset) return { ok: false, reason: `preset ${index} is malformed` };
    presets.push(preset);
  }
  return { ok: true, presets: presets.slice(0, MAX_PRESETS) };
}

/**
 * What can be saved of a damaged stored list: the presets that still read, in order (the first
 * 50); one broken preset costs only itself. Not a list: nothing to save.
 */
export function salvagePresetList(value: unknown): Preset[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item) => parsePreset(item) ?? []).slice(0, MAX_PRESETS);
}

/**
 * The list as a Standard Schema, the interface the kit's typed storage validates with (zod
 * implements the same one; this package needs no schema library for one small shape).
 */
export const presetListSchema = {
  '~standard': {
    version: 1 as const,
    vendor: 'toolbox-countdown-timer',
    validate(value: unknown) {
      const result = parsePresetList(value);
      return result.ok ? { value: result.presets } : { issues: [{ message: result.reason }] };
    },
  },
};
