/** Live microphone analysis (CONTEXT.md Rules: Live microphone): the pure parts, no audio API. */

/** The buffers collected so far are analysed every 4 s. */
export const LIVE_ANALYSIS_INTERVAL_MS = 4000;
/** The input level is sampled every 100 ms... */
export const LEVEL_SAMPLE_INTERVAL_MS = 100;
/** ...into a history of at most 100 values (10 s on the meter). */
export const LEVEL_HISTORY_MAX = 100;
/**
 * After an analysis the last 2 buffers are kept. A buffer is the audio of one 4-s interval, so
 * each window holds the last 12 s (after the first two): long enough for the beat tracker and the
 * key profile, and still a new estimate every 4 s. (Buffers of the capture's own 93 ms chunks would
 * leave windows of 4.2 s: too short to hear a tempo; the first e2e run showed estimates wander.)
 */
export const KEPT_BUFFERS = 2;
/** Samples per chunk the capture worklet sends: 93 ms at 44.1 kHz (the level meter reads the last). */
export const CAPTURE_BUFFER_SIZE = 4096;

/** Root mean square of the samples, 0–1 (0 for no samples). */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}

/** The history with `level` appended, the oldest values dropped past 100. */
export function pushLevel(history: readonly number[], level: number): number[] {
  return [...history, level].slice(-LEVEL_HISTORY_MAX);
}

/** Levels from -60 dB up to 0 dB (full scale), as a 0–1 bar height: speech and music are far below 1. */
const METER_FLOOR_DB = -60;

/** A 0–1 level as the height of a meter bar, 0–1 on a decibel scale (ears hear loudness that way). */
export function meterHeight(level: number): number {
  if (level <= 0) return 0;
  const decibels = 20 * Math.log10(level);
  return Math.min(1, Math.max(0, (decibels - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

export interface BufferCollector {
  /** A chunk from the capture. */
  append(chunk: Float32Array): void;
  /** The most recent chunk, for the level meter. */
  latest(): Float32Array | undefined;
  /** Samples a window would hold now (kept buffers included). */
  sampleCount(): number;
  /**
   * Seals the chunks since the last window into one buffer and returns every buffer joined in
   * order; afterwards only the last 2 buffers are kept.
   */
  takeWindow(): Float32Array;
}

function join(parts: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Collects captured chunks between analyses, and the buffers of the previous intervals. */
export function createBufferCollector(): BufferCollector {
  let buffers: Float32Array[] = [];
  let chunks: Float32Array[] = [];
  let last: Float32Array | undefined;
  const length = (parts: readonly Float32Array[]) => parts.reduce((total, part) => total + part.length, 0);
  return {
    append(chunk) {
      chunks.push(chunk);
      last = chunk;
    },
    latest: () => last,
    sampleCount: () => length(buffers) + length(chunks),
    takeWindow() {
      if (chunks.length > 0) buffers.push(join(chunks));
      chunks = [];
      const window = join(buffers);
      buffers = buffers.slice(-KEPT_BUFFERS);
      return window;
    },
  };
}
