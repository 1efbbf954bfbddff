import { describe, expect, it } from 'vitest';
import {
  clampCustomMinutes,
  clampCustomSeconds,
  clampFrequency,
  clampLongBreakEvery,
  clampLoopSeconds,
  clampRepeat,
  clampRounds,
  clampSliderSeconds,
  clampVolume,
  customTotalSeconds,
  formatClock,
  loopMinutesToSeconds,
  percentFromVolume,
  secondsToLoopMinutes,
  splitSeconds,
  volumeFromPercent,
} from './clamp';

describe('custom input (CONTEXT.md Rules: Clamps › Custom)', () => {
  it.each([
    ['0', 0],
    ['25', 25],
    ['600', 600],
    ['601', 600],
    ['-3', 0],
    ['abc', 0],
    ['', 0],
    ['12.9', 12],
    [Number.NaN, 0],
  ])('minutes %j → %d (0–600, non-numbers 0)', (input, expected) => {
    expect(clampCustomMinutes(input)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['59', 59],
    ['60', 59],
    ['-1', 0],
    ['x', 0],
    ['30.7', 30],
  ])('seconds %j → %d (0–59, non-numbers 0)', (input, expected) => {
    expect(clampCustomSeconds(input)).toBe(expected);
  });

  it.each([
    [{ minutes: '5', seconds: '0' }, 300],
    [{ minutes: '1', seconds: '30' }, 90],
    [{ minutes: '700', seconds: '99' }, 600 * 60 + 59],
    [{ minutes: 'a', seconds: 'b' }, 0],
  ])('total of %j is %d s', (fields, expected) => {
    expect(customTotalSeconds(fields)).toBe(expected);
  });

  it.each([
    [0, { minutes: 0, seconds: 0 }],
    [90, { minutes: 1, seconds: 30 }],
    [36059, { minutes: 600, seconds: 59 }],
  ])('splits %d s into the fields %j', (total, fields) => {
    expect(splitSeconds(total)).toEqual(fields);
  });

  it.each([
    [0, 0],
    [3, 5],
    [2, 0],
    [1802, 1800],
    [3600, 3600],
    [4000, 3600],
    [-10, 0],
    ['x', 0],
  ])('slider %j → %d (0–3600 s in steps of 5)', (input, expected) => {
    expect(clampSliderSeconds(input)).toBe(expected);
  });
});

describe('loop, alert and sound clamps (CONTEXT.md Rules: Clamps)', () => {
  it.each([
    ['25', 1500],
    ['0', 0],
    ['600', 36000],
    ['601', 36000],
    ['-5', 0],
    ['1.5', 90],
    ['nope', 0],
  ])('loop minutes %j → %d s (0–600 minutes)', (input, expected) => {
    expect(loopMinutesToSeconds(input)).toBe(expected);
  });

  it.each([
    [1500, 1500],
    [36001, 36000],
    [-1, 0],
    [90.4, 90],
  ])('loop seconds %d → %d', (input, expected) => {
    expect(clampLoopSeconds(input)).toBe(expected);
  });

  it.each([
    [1500, 25],
    [90, 1.5],
    [100, 1.67],
  ])('%d s read as %d loop minutes', (seconds, minutes) => {
    expect(secondsToLoopMinutes(seconds)).toBe(minutes);
  });

  it.each([
    [clampRounds, '0', 1],
    [clampRounds, '4', 4],
    [clampRounds, '20', 20],
    [clampRounds, '21', 20],
    [clampRounds, 'x', 1],
    [clampLongBreakEvery, '0', 1],
    [clampLongBreakEvery, '25', 20],
    [clampLongBreakEvery, '3', 3],
    [clampRepeat, '0', 1],
    [clampRepeat, '3', 3],
    [clampRepeat, '10', 10],
    [clampRepeat, '11', 10],
  ])('%o(%j) → %d', (clamp, input, expected) => {
    expect(clamp(input)).toBe(expected);
  });

  it.each([
    [100, 200],
    [200, 200],
    [884, 880],
    [886, 890],
    [2000, 2000],
    [5000, 2000],
  ])('frequency %d → %d Hz (200–2000, steps of 10)', (input, expected) => {
    expect(clampFrequency(input)).toBe(expected);
  });

  it.each([
    [0, 0.01],
    [1, 0.01],
    [30, 0.3],
    [100, 1],
    [150, 1],
  ])('volume %d %% is stored as %d', (percent, volume) => {
    expect(volumeFromPercent(percent)).toBe(volume);
  });

  it.each([
    [0.3, 30],
    [0.001, 1],
    [2, 100],
  ])('stored volume %d shows as %d %%', (volume, percent) => {
    expect(percentFromVolume(volume)).toBe(percent);
  });

  it.each([
    [0, 0.01],
    [0.5, 0.5],
    [3, 1],
  ])('stored volume %d is clamped to %d', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [300, '05:00'],
    [1500, '25:00'],
    [3599, '59:59'],
    [36059, '600:59'],
    [0.2, '00:01'],
    [-4, '00:00'],
  ])('%d s reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
