export type Waveform = 'sine' | 'square' | 'triangle' | 'sawtooth';
export type Rhythm = 'single' | 'double' | 'triple' | 'shortLong';
export type LoopMode = 'none' | 'interval' | 'pomodoro';
export type Phase = 'work' | 'rest' | 'longbreak';

export interface AlertOptions {
  sound: boolean;
  toast: boolean;
  flash: boolean;
  /** How many times the sound pattern plays, 1–10. */
  repeat: number;
}

export interface SoundOptions {
  waveform: Waveform;
  /** Hz, 200–2000 in steps of 10. */
  frequency: number;
  /** Gain, 0.01–1 (shown as 1–100 %). */
  volume: number;
  rhythm: Rhythm;
}

export interface LoopOptions {
  mode: LoopMode;
  /** Work rounds in interval mode, 1–20. */
  rounds: number;
  workSec: number;
  restSec: number;
  /** A long break follows every n-th work round, 1–20. */
  longBreakEvery: number;
  longBreakSec: number;
  autoStartNext: boolean;
}

/** Everything the user configures: what a preset saves and applies. */
export interface TimerSettings {
  /** The custom duration, used when the loop mode is none. */
  totalSeconds: number;
  alertOptions: AlertOptions;
  soundOptions: SoundOptions;
  loopOptions: LoopOptions;
}

export interface Preset extends TimerSettings {
  id: string;
  name: string;
}
