import { describe, expect, it } from 'vitest';
import {
  createBufferCollector,
  KEPT_BUFFERS,
  LEVEL_HISTORY_MAX,
  LEVEL_SAMPLE_INTERVAL_MS,
  LIVE_ANALYSIS_INTERVAL_MS,
  meterHeight,
  pushLevel,
  rmsLevel,
} from './live';

/** A buffer of `length` samples, every one `value`: buffers told apart by their value. */
const buffer = (value: number, length = 4) => new Float32Array(length).fill(value);
/** 0.1 s of a full-scale 1 kHz sine at 44.1 kHz. */
const sine = Float32Array.from({ length: 4410 }, (_, index) =>
  Math.sin((2 * Math.PI * 1000 * index) / 44_100),
);

describe('bpm-key-finder live microphone rules', () => {
  it.each([
    ['analysis every 4 s', LIVE_ANALYSIS_INTERVAL_MS, 4000],
    ['a level sample every 100 ms', LEVEL_SAMPLE_INTERVAL_MS, 100],
    ['up to 100 level samples', LEVEL_HISTORY_MAX, 100],
    ['the last 2 buffers kept after an analysis', KEPT_BUFFERS, 2],
  ])('%s', (_, constant, expected) => {
    expect(constant).toBe(expected);
  });

  it('keeps the newest 100 level samples, in order', () => {
    let history: number[] = [];
    for (let index = 1; index <= 150; index++) history = pushLevel(history, index / 150);
    expect(history).toHaveLength(100);
    expect(history[0]).toBe(51 / 150);
    expect(history.at(-1)).toBe(1);
  });

  it('does not change the history it is given', () => {
    const history = [0.1, 0.2];
    expect(pushLevel(history, 0.3)).toEqual([0.1, 0.2, 0.3]);
    expect(history).toEqual([0.1, 0.2]);
  });

  it('analyses every buffer collected, joined in order', () => {
    const collector = createBufferCollector();
    for (const value of [1, 2, 3, 4, 5]) collector.append(buffer(value / 10, 2));
    expect(collector.sampleCount()).toBe(10);
    expect(Array.from(collector.takeWindow())).toEqual(
      [0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5].map(Math.fround),
    );
  });

  it('keeps only the last 2 buffers (4-s intervals) after an analysis, the start of the next window', () => {
    const collector = createBufferCollector();
    for (const interval of [1, 2, 3]) {
      collector.append(buffer(interval));
      collector.append(buffer(interval));
      collector.takeWindow();
    }
    // Intervals 2 and 3 were kept; interval 1 was dropped.
    expect(collector.sampleCount()).toBe(16);
    collector.append(buffer(4));
    expect(Array.from(collector.takeWindow())).toEqual([
      2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4,
    ]);
    expect(Array.from(collector.takeWindow())).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4]);
  });

  it('keeps everything when fewer than 2 buffers were collected', () => {
    const collector = createBufferCollector();
    collector.append(buffer(1));
    collector.takeWindow();
    expect(Array.from(collector.takeWindow())).toEqual([1, 1, 1, 1]);
    expect(createBufferCollector().takeWindow()).toHaveLength(0);
  });

  it('gives the latest buffer for the level meter', () => {
    const collector = createBufferCollector();
    expect(collector.latest()).toBeUndefined();
    collector.append(buffer(1));
    collector.append(buffer(2));
    expect(collector.latest()).toEqual(buffer(2));
  });

  it.each([
    ['silence', buffer(0), 0],
    ['no samples', new Float32Array(0), 0],
    ['a constant 0.5', buffer(0.5), 0.5],
    ['a square wave ±0.25', Float32Array.of(0.25, -0.25, 0.25, -0.25), 0.25],
    ['a full-scale 1 kHz sine', sine, Math.SQRT1_2],
    ['clipped samples', buffer(1.5), 1],
  ])('input level (RMS, 0–1) of %s is %d', (_, samples, level) => {
    expect(rmsLevel(samples)).toBeCloseTo(level, 4);
  });

  it.each([
    [0, 0],
    [0.001, 0],
    [0.0001, 0],
    [10 ** (-30 / 20), 0.5],
    [1, 1],
  ])('draws level %d as a bar %d high (decibels, -60 dB floor)', (level, height) => {
    expect(meterHeight(level)).toBeCloseTo(height, 6);
  });
});
