import { clampFrequency, clampRepeat, clampVolume } from './clamp';
import { BEEP_GAP_MS, PITCH_STEP_HZ, REPEAT_GAP_MS, RHYTHM_PATTERNS } from './constants';
import type { SoundOptions, Waveform } from './types';

export interface Beep {
  /** Offset from the start of the alert. */
  startMs: number;
  durationMs: number;
  frequency: number;
  waveform: Waveform;
  volume: number;
}

/**
 * The notes of one alert (CONTEXT.md Rules: Beeps): the rhythm's beeps 160 ms apart, each later beep of the
 * pattern 20 Hz higher, the pattern played `repeat` times with 350 ms between repeats.
 */
export function buildBeepSchedule({ sound, repeat }: { sound: SoundOptions; repeat: number }): {
  beeps: Beep[];
  totalMs: number;
} {
  const pattern = RHYTHM_PATTERNS[sound.rhythm];
  const frequency = clampFrequency(sound.frequency);
  const volume = clampVolume(sound.volume);
  const times = clampRepeat(repeat);
  const beeps: Beep[] = [];
  let offset = 0;
  for (let round = 0; round < times; round += 1) {
    if (round > 0) offset += REPEAT_GAP_MS;
    pattern.forEach((durationMs, index) => {
      if (index > 0) offset += BEEP_GAP_MS;
      beeps.push({
        startMs: offset,
        durationMs,
        frequency: frequency + index * PITCH_STEP_HZ,
        waveform: sound.waveform,
        volume,
      });
      offset += durationMs;
    });
  }
  return { beeps, totalMs: offset };
}
