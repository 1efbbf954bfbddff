import { camelotCode, harmonicMatches, type PitchClass, pitchClass, type Scale } from './camelot';
import { ANALYSIS_SAMPLE_RATE, MAX_TEMPO, MIN_TEMPO, RHYTHM_CONFIDENCE_MAX } from './constants';
import type { EssentiaLike, EssentiaVector } from './essentia';
import { addBandPower, levelsInDecibels, SPECTRUM_FRAMES, spectrumBands } from './spectrum';
import { possibleTempos, roundTempo } from './tempo';

export interface BpmResult {
  tempo: number;
  /** 0–1 (the beat tracker's 0–5.32 scaled). */
  confidence: number;
  /** The first beat, in seconds. */
  offset: number;
  /** Every beat, in seconds. */
  peaks: number[];
  possibleTempos: number[];
}

export interface KeyResult {
  key: PitchClass;
  scale: Scale;
  camelot: string;
  /** 0–1: how well the chroma fits the key's profile. */
  confidence: number;
  /** Mean chroma, C to B, the largest 1. */
  chroma: number[];
  harmonicMatches: string[];
}

export interface Analysis {
  duration: number;
  bpm: BpmResult;
  key: KeyResult;
  /** Mean magnitude spectrum in `SPECTRUM_BANDS` log-spaced bands (`spectrumBands`), 0–1. */
  spectrum: number[];
}

const FRAME = 4096;
const HOP = 4096;

/**
 * Mean pitch-class profile (HPCP) of the signal, normalised to its largest value, and its mean
 * spectrum in log-spaced bands: one pass over the frames for both views. The spectrum reads at most
 * `SPECTRUM_FRAMES` frames, evenly spread: copying a 2049-bin vector out of WebAssembly is one call
 * per value, and a 5-minute track has 6,500 frames.
 */
function meanChromaAndSpectrum(
  essentia: EssentiaLike,
  signal: Float32Array,
): { chroma: number[]; spectrum: number[] } {
  const sums = new Float64Array(12);
  const bands = spectrumBands();
  const power = new Float64Array(bands.length);
  const frames = essentia.FrameGenerator(signal, FRAME, HOP);
  const frameCount = frames.size();
  const spectrumStep = Math.max(1, Math.floor(frameCount / SPECTRUM_FRAMES));
  try {
    for (let index = 0; index < frameCount; index++) {
      const frame = frames.get(index);
      const windowed = essentia.Windowing(frame, true, FRAME, 'blackmanharris62').frame;
      const spectrum = essentia.Spectrum(windowed, FRAME).spectrum;
      if (index % spectrumStep === 0) addBandPower(essentia.vectorToArray(spectrum), bands, power);
      const peaks = essentia.SpectralPeaks(spectrum, 0.0001, 3500, 60, 25, 'magnitude', ANALYSIS_SAMPLE_RATE);
      const hpcp = essentia.HPCP(peaks.frequencies, peaks.magnitudes).hpcp;
      const values = essentia.vectorToArray(hpcp);
      // HPCP's bin 0 is A; the tool's chroma starts at C (A + 3 semitones).
      for (let pitch = 0; pitch < 12; pitch++)
        sums[pitch] = (sums[pitch] as number) + (values[(pitch + 3) % 12] ?? 0);
      for (const vector of [frame, windowed, spectrum, peaks.frequencies, peaks.magnitudes, hpcp])
        vector.delete();
    }
  } finally {
    frames.delete();
  }
  const largest = Math.max(...sums);
  return {
    chroma: Array.from(sums, (value) => (largest > 0 ? Math.round((value / largest) * 1000) / 1000 : 0)),
    spectrum: levelsInDecibels(power),
  };
}

function free(...vectors: EssentiaVector[]) {
  for (const vector of vectors) vector.delete();
}

/**
 * Tempo and key of mono audio at 44.1 kHz: essentia's RhythmExtractor2013 (multifeature beat
 * tracking, 40–208 BPM) and KeyExtractor (the `bgate` profiles). `onProgress` gets 0–1.
 */
export function analyzeAudio(
  essentia: EssentiaLike,
  signal: Float32Array,
  onProgress: (ratio: number, stage: 'tempo' | 'key' | 'chroma') => void = () => {},
): Analysis {
  if (signal.length < ANALYSIS_SAMPLE_RATE) throw new Error('The audio is shorter than a second');
  const vector = essentia.arrayToVector(signal);
  try {
    onProgress(0.05, 'tempo');
    const rhythm = essentia.RhythmExtractor2013(vector, MAX_TEMPO, 'multifeature', MIN_TEMPO);
    const peaks = Array.from(essentia.vectorToArray(rhythm.ticks), (time) => Math.round(time * 1000) / 1000);
    free(rhythm.ticks, rhythm.estimates, rhythm.bpmIntervals);
    if (!Number.isFinite(rhythm.bpm) || rhythm.bpm <= 0) throw new Error('BPM detection failed');
    onProgress(0.6, 'key');
    const found = essentia.KeyExtractor(
      vector,
      true,
      4096,
      4096,
      12,
      3500,
      60,
      25,
      0.2,
      'bgate',
      ANALYSIS_SAMPLE_RATE,
      0.0001,
      440,
      'cosine',
      'hann',
    );
    if (!found.key || (found.scale !== 'major' && found.scale !== 'minor'))
      throw new Error('key detection failed');
    onProgress(0.8, 'chroma');
    const views = meanChromaAndSpectrum(essentia, signal);
    const key = pitchClass(found.key);
    const scale = found.scale as Scale;
    const camelot = camelotCode(key, scale);
    const tempo = roundTempo(rhythm.bpm);
    return {
      duration: signal.length / ANALYSIS_SAMPLE_RATE,
      bpm: {
        tempo,
        confidence: Math.min(1, Math.max(0, rhythm.confidence / RHYTHM_CONFIDENCE_MAX)),
        offset: peaks[0] ?? 0,
        peaks,
        possibleTempos: possibleTempos(tempo),
      },
      key: {
        key,
        scale,
        camelot,
        confidence: Math.min(1, Math.max(0, found.strength)),
        chroma: views.chroma,
        harmonicMatches: harmonicMatches(camelot),
      },
      spectrum: views.spectrum,
    };
  } finally {
    vector.delete();
  }
}

/** Mixes channels down to one (their mean). */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let index = 0; index < mono.length; index++)
      mono[index] = (mono[index] as number) + (channel[index] ?? 0) / channels.length;
  return mono;
}
