import { PITCH_CLASSES, type PitchClass, type Scale } from './camelot';
import { ANALYSIS_SAMPLE_RATE } from './constants';

/**
 * A generated test track: a click on every beat and a chord pad playing I–IV–V–I of the key (the
 * dominant major in minor keys, as harmonic minor has it), two bars per chord. For the tests, the
 * bench and the catalogue: music whose tempo and key are known exactly.
 */
export function clickTrackWithChords({
  bpm,
  key,
  scale,
  seconds = 30,
}: {
  bpm: number;
  key: PitchClass;
  scale: Scale;
  seconds?: number;
}): Float32Array {
  const rate = ANALYSIS_SAMPLE_RATE;
  const length = Math.round(rate * seconds);
  const out = new Float32Array(length);
  const beat = 60 / bpm;
  for (let time = 0; time < seconds; time += beat) {
    const start = Math.round(time * rate);
    for (let index = 0; index < 2000 && start + index < length; index++)
      out[start + index] =
        (out[start + index] as number) +
        Math.sin((2 * Math.PI * 1000 * index) / rate) * Math.exp(-index / 300) * 0.6;
  }
  const root = 48 + PITCH_CLASSES.indexOf(key);
  const chords = [0, 5, 7, 0];
  const chordSeconds = beat * 8;
  for (let index = 0; index < length; index++) {
    const time = index / rate;
    const chord = Math.floor(time / chordSeconds) % 4;
    const base = root + (chords[chord] as number);
    // Minor triads on I and IV; the V chord is major in both scales.
    const third = scale === 'minor' && chord !== 2 ? 3 : 4;
    let sample = 0;
    for (const semitones of [0, third, 7, 12])
      sample += Math.sin(2 * Math.PI * 440 * 2 ** ((base + semitones - 69) / 12) * time);
    out[index] = (out[index] as number) + 0.08 * sample;
  }
  return out;
}
