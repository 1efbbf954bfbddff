/** Columns of the waveform view (the spec's 800 × 200 canvas). */
export const WAVEFORM_COLUMNS = 800;

export interface Waveform {
  /** The lowest and highest sample of each column, −1 to 1. */
  min: Float32Array;
  max: Float32Array;
}

/**
 * The waveform as drawn: each column's lowest and highest sample. Kept instead of the decoded audio
 * once a file is analysed (a 5-minute track is 53 MB of samples; its waveform is 6 KB).
 */
export function waveformOf(samples: Float32Array, columns = WAVEFORM_COLUMNS): Waveform {
  const min = new Float32Array(columns);
  const max = new Float32Array(columns);
  const perColumn = samples.length / columns;
  for (let column = 0; column < columns; column++) {
    const from = Math.floor(column * perColumn);
    const to = Math.max(from + 1, Math.floor((column + 1) * perColumn));
    let low = 0;
    let high = 0;
    for (let index = from; index < to && index < samples.length; index++) {
      const value = samples[index] as number;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    min[column] = low;
    max[column] = high;
  }
  return { min, max };
}
