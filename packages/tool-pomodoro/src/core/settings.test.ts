import { describe, expect, it } from 'vitest';
import {
  clampWhole,
  DEFAULT_SETTINGS,
  mergeStoredSettings,
  normalizeSettings,
  parseStoredSettings,
} from './settings';

describe('settings', () => {
  it('defaults: short 5, long 15, every 4, auto-start, sound and notifications on', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      shortBreakMin: 5,
      longBreakMin: 15,
      interval: 4,
      autoStartNext: true,
      soundEnabled: true,
      notifyEnabled: true,
    });
  });

  it.each([
    ['shortBreakMin', 0, 1],
    ['shortBreakMin', -4, 1],
    ['shortBreakMin', 2.6, 3],
    ['shortBreakMin', '7', 7],
    ['shortBreakMin', 'abc', 5],
    ['shortBreakMin', '', 5],
    ['shortBreakMin', 500, 120],
    ['longBreakMin', 0, 1],
    ['longBreakMin', 20.4, 20],
    ['longBreakMin', Number.NaN, 15],
    ['interval', 0, 1],
    ['interval', 1, 1],
    ['interval', 3.5, 4],
    ['interval', 99, 20],
  ] as const)('%s %j → %j (breaks and interval at least 1)', (key, value, expected) => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, [key]: value })[key]).toBe(expected);
  });

  it('flags that are not booleans fall back to the defaults', () => {
    expect(normalizeSettings({ autoStartNext: 'yes', soundEnabled: false })).toMatchObject({
      autoStartNext: true,
      soundEnabled: false,
    });
  });

  it('clampWhole reads numbers and text', () => {
    expect(clampWhole({ value: ' 12 ', min: 1, max: 20, fallback: 4 })).toBe(12);
    expect(clampWhole({ value: Infinity, min: 1, max: 20, fallback: 4 })).toBe(4);
  });

  it.each([
    ['nothing stored', undefined, false, DEFAULT_SETTINGS],
    ['valid', { ...DEFAULT_SETTINGS, interval: 2 }, false, { ...DEFAULT_SETTINGS, interval: 2 }],
    [
      'out of range (clamped)',
      { ...DEFAULT_SETTINGS, shortBreakMin: 0 },
      false,
      { ...DEFAULT_SETTINGS, shortBreakMin: 1 },
    ],
    ['not an object', 'broken', true, DEFAULT_SETTINGS],
    ['a list', [1, 2], true, DEFAULT_SETTINGS],
    // One bad field costs only itself: the user's other settings are kept.
    [
      'a wrong type in one field',
      { ...DEFAULT_SETTINGS, longBreakMin: 30, soundEnabled: false, interval: 'often' },
      true,
      { ...DEFAULT_SETTINGS, longBreakMin: 30, soundEnabled: false },
    ],
    [
      'a readable number stored as text',
      { ...DEFAULT_SETTINGS, interval: '2' },
      true,
      { ...DEFAULT_SETTINGS, interval: 2 },
    ],
    // An older version saved fewer fields: the missing ones take their defaults, nothing is damaged.
    ['a missing field', { shortBreakMin: 9 }, false, { ...DEFAULT_SETTINGS, shortBreakMin: 9 }],
    // A newer version's extra field is no reason to reset anything.
    [
      'an unknown field',
      { ...DEFAULT_SETTINGS, interval: 3, focusSound: 'bell' },
      false,
      { ...DEFAULT_SETTINGS, interval: 3 },
    ],
  ])('stored %s → corrupt %s', (_, raw, isCorrupt, value) => {
    expect(parseStoredSettings(raw)).toEqual({ value, isCorrupt });
  });

  it('saving keeps the fields a newer version stored', () => {
    expect(
      mergeStoredSettings({
        stored: { ...DEFAULT_SETTINGS, focusSound: 'bell' },
        settings: { ...DEFAULT_SETTINGS, interval: 2 },
      }),
    ).toEqual({ ...DEFAULT_SETTINGS, interval: 2, focusSound: 'bell' });
    expect(mergeStoredSettings({ stored: 'broken', settings: DEFAULT_SETTINGS })).toEqual(DEFAULT_SETTINGS);
  });
});
