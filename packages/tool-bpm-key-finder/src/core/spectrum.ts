import { ANALYSIS_SAMPLE_RATE } from './constants';

/** Bars of the spectrum view (800 px wide: 5 px each). */
export const SPECTRUM_BANDS = 160;
/** Frames read for the mean spectrum at most (analyze.ts says why). */
export const SPECTRUM_FRAMES = 200;
/** The view's range: the bottom of hearing to the top of a 44.1 kHz file. */
const LOWEST_HZ = 20;
const HIGHEST_HZ = ANALYSIS_SAMPLE_RATE / 2;
/** Levels below this many decibels under the loudest band draw as nothing. */
const FLOOR_DB = 80;

export interface Band {
  /** First and last FFT bin of the band (inclusive). */
  from: number;
  to: number;
  /** The band's centre frequency, for the axis. */
  hz: number;
}

/**
 * Log-spaced bands over 20 Hz–22.05 kHz of a `fftSize`-point spectrum: hearing is logarithmic,
 * so linear bins would give the top octave half the view. Every band has at least one bin.
 */
export function spectrumBands(fftSize = 4096, count = SPECTRUM_BANDS): Band[] {
  const binHz = ANALYSIS_SAMPLE_RATE / fftSize;
  const lastBin = fftSize / 2;
  const ratio = HIGHEST_HZ / LOWEST_HZ;
  const bands: Band[] = [];
  for (let band = 0; band < count; band++) {
    const low = LOWEST_HZ * ratio ** (band / count);
    const high = LOWEST_HZ * ratio ** ((band + 1) / count);
    const from = Math.min(lastBin, Math.round(low / binHz));
    const to = Math.min(lastBin, Math.max(from, Math.round(high / binHz) - 1));
    bands.push({ from, to, hz: Math.round(Math.sqrt(low * high)) });
  }
  return bands;
}

/** Adds one frame's magnitude spectrum to the bands' power sums (mean power per band). */
export function addBandPower(
  magnitudes: ArrayLike<number>,
  bands: readonly Band[],
  power: Float64Array,
): void {
  bands.forEach((band, index) => {
    let sum = 0;
    for (let bin = band.from; bin <= band.to; bin++) sum += (magnitudes[bin] ?? 0) ** 2;
    power[index] = (power[index] as number) + sum / (band.to - band.from + 1);
  });
}

/** Band powers as 0–1 levels: decibels under the loudest band, `FLOOR_DB` and below as 0. */
export function levelsInDecibels(power: Float64Array): number[] {
  const loudest = Math.max(...power);
  if (!(loudest > 0)) return Array.from(power, () => 0);
  return Array.from(power, (value) => {
    const db = value > 0 ? 10 * Math.log10(value / loudest) : -Infinity;
    return Math.round(Math.max(0, 1 + db / FLOOR_DB) * 1000) / 1000;
  });
}
