/**
 * The metronome's rules (CONTEXT.md Rules: Metronome): limits, tap tempo, accents, the sounds and
 * the look-ahead scheduler's arithmetic. No DOM and no Web Audio here: the UI plays what this
 * module computes, so every rule is testable with plain numbers.
 */

export const METRONOME_MIN_BPM = 40;
export const METRONOME_MAX_BPM = 240;
export const METRONOME_DEFAULT_BPM = 120;
/** Tap history is forgotten after 5 s without a tap. */
export const TAP_RESET_MS = 5000;
/** The tempo is the mean interval between the last (up to) 4 taps. */
export const TAP_WINDOW = 4;
/** The clicks may be shifted up to 200 ms either way against the beat grid. */
export const OFFSET_LIMIT_MS = 200;
/** The spec gives no default volume: 80% leaves headroom when the metronome plays over a track. */
export const METRONOME_DEFAULT_VOLUME = 0.8;

/**
 * Beats per bar. 6/8 is counted in six eighth notes, the first accented and the fourth (the start
 * of the second dotted-quarter group) a secondary accent, so the bar is heard as two groups of
 * three, as musicians count it.
 */
export const TIME_SIGNATURES = {
  '2/4': { beats: 2, secondaryAccents: [] },
  '3/4': { beats: 3, secondaryAccents: [] },
  '4/4': { beats: 4, secondaryAccents: [] },
  '5/4': { beats: 5, secondaryAccents: [] },
  '6/8': { beats: 6, secondaryAccents: [3] },
} as const satisfies Record<string, { beats: number; secondaryAccents: readonly number[] }>;
export type TimeSignature = keyof typeof TIME_SIGNATURES;
export const METRONOME_DEFAULT_SIGNATURE: TimeSignature = '4/4';

export type Accent = 'accent' | 'secondary' | 'normal';

/** A metronome tempo: a whole number within 40–240 (a detected 127.6 becomes 128). */
export function clampBpm(bpm: number): number {
  if (!Number.isFinite(bpm)) return METRONOME_DEFAULT_BPM;
  return Math.min(METRONOME_MAX_BPM, Math.max(METRONOME_MIN_BPM, Math.round(bpm)));
}

export function clampOffsetMs(offsetMs: number): number {
  if (!Number.isFinite(offsetMs)) return 0;
  return Math.min(OFFSET_LIMIT_MS, Math.max(-OFFSET_LIMIT_MS, offsetMs));
}

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return METRONOME_DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, volume));
}

/**
 * One tap of the Tap button. `taps` are earlier tap times in ms (oldest first), `now` this one's.
 * The tempo is 60000 / the mean interval of the last 4 taps, given only when it lies within
 * 40–240; a tap 5 s or more after the previous one starts a new history.
 */
export function tapTempo({ taps, now }: { taps: readonly number[]; now: number }): {
  taps: number[];
  bpm?: number;
} {
  const previous = taps.at(-1);
  const kept = previous === undefined || now - previous >= TAP_RESET_MS ? [] : taps;
  const recent = [...kept, now].slice(-TAP_WINDOW);
  const first = recent[0] as number;
  if (recent.length < 2) return { taps: recent };
  const meanInterval = (now - first) / (recent.length - 1);
  const bpm = 60_000 / meanInterval;
  if (!(bpm >= METRONOME_MIN_BPM && bpm <= METRONOME_MAX_BPM)) return { taps: recent };
  return { taps: recent, bpm: clampBpm(bpm) };
}

/** How a beat of the bar (0 is the first) is stressed: the first beat always, 6/8's fourth a little. */
export function beatAccent(beat: number, signature: TimeSignature): Accent {
  if (beat === 0) return 'accent';
  const secondary: readonly number[] = TIME_SIGNATURES[signature].secondaryAccents;
  return secondary.includes(beat) ? 'secondary' : 'normal';
}

export type MetronomeSound = 'click' | 'beep' | 'wood';
export const METRONOME_SOUNDS = ['click', 'beep', 'wood'] as const satisfies readonly MetronomeSound[];
export const METRONOME_DEFAULT_SOUND: MetronomeSound = 'click';

/**
 * What one click is made of, synthesised (no sample files): `source` is an oscillator waveform,
 * or 'noise' for a noise burst rung through a narrow band-pass filter at `frequency`.
 */
export interface ClickRecipe {
  source: OscillatorType | 'noise';
  /** Hz: higher on accents, so the first beat stands out even at a low volume. */
  frequency: number;
  /** 0–1, before the volume: accents are also louder. */
  gain: number;
  /** Seconds until the sound has died away. */
  duration: number;
}

const SOUND_SHAPES: Record<
  MetronomeSound,
  { source: ClickRecipe['source']; frequency: Record<Accent, number>; duration: number }
> = {
  // A short square burst: the sharp tick of a mechanical metronome.
  click: { source: 'square', frequency: { accent: 1600, secondary: 1300, normal: 1000 }, duration: 0.03 },
  // A pure tone, long enough to hear its pitch: A5 on the beat, E6 on the accent.
  beep: { source: 'sine', frequency: { accent: 1320, secondary: 1100, normal: 880 }, duration: 0.08 },
  // A resonant filter struck by a noise impulse rings like a wood block.
  wood: { source: 'noise', frequency: { accent: 1250, secondary: 1000, normal: 800 }, duration: 0.06 },
};

const ACCENT_GAIN: Record<Accent, number> = { accent: 1, secondary: 0.75, normal: 0.55 };

export function clickRecipe(sound: MetronomeSound, accent: Accent): ClickRecipe {
  const shape = SOUND_SHAPES[sound];
  return {
    source: shape.source,
    frequency: shape.frequency[accent],
    gain: ACCENT_GAIN[accent],
    duration: shape.duration,
  };
}

/** A beat on the grid: its time in seconds on the audio clock, without the offset, and its place in the bar. */
export interface GridBeat {
  time: number;
  beat: number;
}

/** A beat to play: `time` is when it sounds (its grid time + the offset), in seconds. */
export interface ScheduledBeat {
  time: number;
  beat: number;
  accent: Accent;
}

/**
 * The look-ahead scheduler's step: the beats after `last` (or from `startTime` when none has been
 * scheduled yet) whose sound falls before `horizon`. Each interval is computed from the tempo and
 * signature of the moment, so a change takes effect on the next beat not yet scheduled. Beats
 * whose sound would already be past at `now` are stepped over silently (a throttled background
 * tab, an offset moved earlier): a late click is worse than a missing one. Returns the beats and
 * the new `last`.
 */
export function nextBeats({
  bpm,
  offsetMs,
  signature,
  startTime,
  last,
  now,
  horizon,
}: {
  bpm: number;
  offsetMs: number;
  signature: TimeSignature;
  startTime: number;
  last: GridBeat | undefined;
  now: number;
  horizon: number;
}): { beats: ScheduledBeat[]; last: GridBeat | undefined } {
  const interval = 60 / clampBpm(bpm);
  const offset = clampOffsetMs(offsetMs) / 1000;
  const { beats: perBar } = TIME_SIGNATURES[signature];
  const beats: ScheduledBeat[] = [];
  let cursor = last;
  for (;;) {
    const next: GridBeat = cursor
      ? { time: cursor.time + interval, beat: cursor.beat + 1 >= perBar ? 0 : cursor.beat + 1 }
      : { time: startTime, beat: 0 };
    const time = next.time + offset;
    if (time >= horizon) return { beats, last: cursor };
    if (time >= now) beats.push({ time, beat: next.beat, accent: beatAccent(next.beat, signature) });
    cursor = next;
  }
}
