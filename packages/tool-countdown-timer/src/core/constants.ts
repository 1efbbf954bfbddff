import type { AlertOptions, LoopOptions, Rhythm, SoundOptions, TimerSettings, Waveform } from './types';

/** CONTEXT.md Rules: Defaults › Total. */
export const DEFAULT_TOTAL_SECONDS = 300;

export const DEFAULT_ALERT_OPTIONS: AlertOptions = { sound: true, toast: true, flash: true, repeat: 3 };

export const DEFAULT_SOUND_OPTIONS: SoundOptions = {
  waveform: 'sine',
  frequency: 880,
  volume: 0.3,
  rhythm: 'single',
};

export const DEFAULT_LOOP_OPTIONS: LoopOptions = {
  mode: 'none',
  rounds: 4,
  workSec: 1500,
  restSec: 300,
  longBreakEvery: 4,
  longBreakSec: 900,
  autoStartNext: true,
};

export const DEFAULT_SETTINGS: TimerSettings = {
  totalSeconds: DEFAULT_TOTAL_SECONDS,
  alertOptions: DEFAULT_ALERT_OPTIONS,
  soundOptions: DEFAULT_SOUND_OPTIONS,
  loopOptions: DEFAULT_LOOP_OPTIONS,
};

export const WAVEFORMS: readonly Waveform[] = ['sine', 'square', 'triangle', 'sawtooth'];
export const RHYTHMS: readonly Rhythm[] = ['single', 'double', 'triple', 'shortLong'];

/** Beep lengths in ms for each rhythm (CONTEXT.md Rules: Beeps › Rhythms). */
export const RHYTHM_PATTERNS: Readonly<Record<Rhythm, readonly number[]>> = {
  single: [250],
  double: [180, 180],
  triple: [140, 140, 140],
  shortLong: [120, 320],
};
/** Silence between two beeps of one pattern. */
export const BEEP_GAP_MS = 160;
/** Silence between two repeats of the pattern. */
export const REPEAT_GAP_MS = 350;
/** Each later beep in a pattern is this much higher. */
export const PITCH_STEP_HZ = 20;

/** CONTEXT.md Rules: Clamps. */
export const LIMITS = {
  customMinutes: { min: 0, max: 600 },
  customSeconds: { min: 0, max: 59 },
  slider: { min: 0, max: 3600, step: 5 },
  loopMinutes: { min: 0, max: 600 },
  rounds: { min: 1, max: 20 },
  longBreakEvery: { min: 1, max: 20 },
  repeat: { min: 1, max: 10 },
  frequency: { min: 200, max: 2000, step: 10 },
  volumePercent: { min: 1, max: 100 },
} as const;

export const MAX_PRESETS = 50;

/** localStorage key (CONTEXT.md Rules: Presets › Saved), stored as `toolbox:countdown-timer:countdown-presets`. */
export const PRESETS_STORAGE_KEY = 'countdown-presets';
export const TOOL_ID = 'countdown-timer';

export interface BuiltInPreset {
  id: string;
  /** Minutes for the plain ones; the pomodoro one also switches the loop on. */
  minutes: number;
  kind: 'minutes' | 'pomodoro';
}

/** CONTEXT.md Rules: Presets › Built in. */
export const BUILT_IN_PRESETS: readonly BuiltInPreset[] = [
  { id: 'builtin-1', minutes: 1, kind: 'minutes' },
  { id: 'builtin-3', minutes: 3, kind: 'minutes' },
  { id: 'builtin-5', minutes: 5, kind: 'minutes' },
  { id: 'builtin-10', minutes: 10, kind: 'minutes' },
  { id: 'builtin-15', minutes: 15, kind: 'minutes' },
  { id: 'builtin-pomodoro', minutes: 25, kind: 'pomodoro' },
];
