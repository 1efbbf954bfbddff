import { describe, expect, it } from 'vitest';
import { buildBeepSchedule } from './beeps';
import { DEFAULT_SOUND_OPTIONS } from './constants';
import type { Rhythm, SoundOptions } from './types';

function schedule(sound: Partial<SoundOptions>, repeat = 1) {
  return buildBeepSchedule({ sound: { ...DEFAULT_SOUND_OPTIONS, ...sound }, repeat });
}

const times = (rhythm: Rhythm, repeat = 1) =>
  schedule({ rhythm }, repeat).beeps.map(({ startMs, durationMs, frequency }) => [
    startMs,
    durationMs,
    frequency,
  ]);

describe('buildBeepSchedule (CONTEXT.md Rules: Beeps)', () => {
  it.each([
    ['single', [[0, 250, 880]]],
    [
      'double',
      [
        [0, 180, 880],
        [340, 180, 900],
      ],
    ],
    [
      'triple',
      [
        [0, 140, 880],
        [300, 140, 900],
        [600, 140, 920],
      ],
    ],
    [
      'shortLong',
      [
        [0, 120, 880],
        [280, 320, 900],
      ],
    ],
  ] as const)('%s: beep lengths, 160 ms gaps and +20 Hz per later beep', (rhythm, expected) => {
    expect(times(rhythm)).toEqual(expected);
  });

  it('repeats the pattern with 350 ms between repeats and restarts the pitch', () => {
    expect(times('double', 2)).toEqual([
      [0, 180, 880],
      [340, 180, 900],
      [870, 180, 880],
      [1210, 180, 900],
    ]);
  });

  it('plays the default 3 repeats of a single 250 ms beep in 1450 ms', () => {
    const { beeps, totalMs } = schedule({}, 3);
    expect(beeps.map((beep) => beep.startMs)).toEqual([0, 600, 1200]);
    expect(totalMs).toBe(1450);
  });

  it.each([
    [0, 1],
    [10, 10],
    [99, 10],
  ])('repeat %d is clamped to %d patterns', (repeat, count) => {
    expect(schedule({}, repeat).beeps).toHaveLength(count);
  });

  it.each(['sine', 'square', 'triangle', 'sawtooth'] as const)(
    'uses the %s waveform and the volume',
    (waveform) => {
      const { beeps } = schedule({ waveform, volume: 0.5, rhythm: 'triple' });
      expect(beeps.every((beep) => beep.waveform === waveform && beep.volume === 0.5)).toBe(true);
    },
  );

  it('clamps the base frequency to 200–2000 Hz before stepping up', () => {
    expect(schedule({ frequency: 5000, rhythm: 'double' }).beeps.map((beep) => beep.frequency)).toEqual([
      2000, 2020,
    ]);
  });
});
