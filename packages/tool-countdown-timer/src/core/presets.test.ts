import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRESETS, DEFAULT_SETTINGS, MAX_PRESETS } from './constants';
import {
  addPreset,
  createPreset,
  parsePreset,
  parsePresetList,
  presetListSchema,
  presetName,
  removePreset,
  salvagePresetList,
  settingsFromBuiltIn,
  settingsFromPreset,
} from './presets';
import type { Preset, TimerSettings } from './types';

function builtIn(minutes: number) {
  const found = BUILT_IN_PRESETS.find((item) => item.minutes === minutes);
  if (!found) throw new Error(`no ${minutes} minute preset`);
  return found;
}

const settings: TimerSettings = { ...DEFAULT_SETTINGS, totalSeconds: 90 };

function preset(id: string, name = id): Preset {
  return createPreset({ id, name, settings });
}

describe('built-in presets (CONTEXT.md Rules: Presets › Built in)', () => {
  it('are 1, 3, 5, 10, 15 minutes and pomodoro 25 minutes', () => {
    expect(BUILT_IN_PRESETS.map((item) => [item.kind, item.minutes])).toEqual([
      ['minutes', 1],
      ['minutes', 3],
      ['minutes', 5],
      ['minutes', 10],
      ['minutes', 15],
      ['pomodoro', 25],
    ]);
  });

  it('a minutes preset sets the total, turns the loop off and keeps alert and sound', () => {
    const current: TimerSettings = {
      ...DEFAULT_SETTINGS,
      alertOptions: { ...DEFAULT_SETTINGS.alertOptions, flash: false },
      loopOptions: { ...DEFAULT_SETTINGS.loopOptions, mode: 'interval', rounds: 7 },
    };
    const next = settingsFromBuiltIn({ preset: builtIn(10), settings: current });
    expect(next.totalSeconds).toBe(600);
    expect(next.loopOptions).toMatchObject({ mode: 'none', rounds: 7 });
    expect(next.alertOptions.flash).toBe(false);
  });

  it('the pomodoro preset turns on the pomodoro loop with the 25/5/15 cycle', () => {
    const next = settingsFromBuiltIn({ preset: builtIn(25), settings: DEFAULT_SETTINGS });
    expect(next.totalSeconds).toBe(1500);
    expect(next.loopOptions).toEqual({
      mode: 'pomodoro',
      rounds: 4,
      workSec: 1500,
      restSec: 300,
      longBreakEvery: 4,
      longBreakSec: 900,
      autoStartNext: true,
    });
  });
});

describe('saved presets (CONTEXT.md Rules: Presets › Saved)', () => {
  it.each([
    ['  Tea  ', 'Tea'],
    ['', '01:30'],
    ['   ', '01:30'],
    ['番茄', '番茄'],
  ])('the name %j is saved as %j (trimmed, else the formatted total)', (name, expected) => {
    expect(presetName({ name, settings })).toBe(expected);
  });

  it('an empty name in a loop uses the work length', () => {
    const loop = { ...settings, loopOptions: { ...settings.loopOptions, mode: 'interval' as const } };
    expect(presetName({ name: '', settings: loop })).toBe('25:00');
  });

  it('keeps every setting of the preset', () => {
    expect(createPreset({ id: 'a', name: 'x', settings })).toEqual({ id: 'a', name: 'x', ...settings });
    expect(settingsFromPreset(preset('a'))).toEqual(settings);
  });

  it('adds newest first', () => {
    const result = addPreset({ presets: [preset('old')], preset: preset('new') });
    expect(result.ok && result.presets.map((item) => item.id)).toEqual(['new', 'old']);
  });

  it(`takes at most ${MAX_PRESETS}: the 51st is refused, nothing is dropped`, () => {
    const full = Array.from({ length: MAX_PRESETS }, (_, index) => preset(`p${index}`));
    expect(addPreset({ presets: full, preset: preset('p-new') })).toEqual({ ok: false, reason: 'full' });
    // Saving again under an id already in the list replaces it, at the top.
    const replaced = addPreset({ presets: full, preset: preset('p7', 'Renamed') });
    expect(replaced.ok && replaced.presets).toHaveLength(MAX_PRESETS);
    expect(replaced.ok && replaced.presets[0]).toMatchObject({ id: 'p7', name: 'Renamed' });
  });

  it('removes by id', () => {
    const list = [preset('a'), preset('b')];
    expect(removePreset({ presets: list, id: 'a' }).map((item) => item.id)).toEqual(['b']);
  });

  it('clamps values of a preset it creates', () => {
    const wild: TimerSettings = {
      totalSeconds: 99_999,
      alertOptions: { sound: true, toast: false, flash: true, repeat: 40 },
      soundOptions: { waveform: 'square', frequency: 5, volume: 9, rhythm: 'triple' },
      loopOptions: {
        mode: 'interval',
        rounds: 0,
        workSec: 99_999,
        restSec: -3,
        longBreakEvery: 99,
        longBreakSec: 60,
        autoStartNext: false,
      },
    };
    expect(createPreset({ id: 'w', name: 'w', settings: wild })).toEqual({
      id: 'w',
      name: 'w',
      totalSeconds: 36_059,
      alertOptions: { sound: true, toast: false, flash: true, repeat: 10 },
      soundOptions: { waveform: 'square', frequency: 200, volume: 1, rhythm: 'triple' },
      loopOptions: {
        mode: 'interval',
        rounds: 1,
        workSec: 36_000,
        restSec: 0,
        longBreakEvery: 20,
        longBreakSec: 60,
        autoStartNext: false,
      },
    });
  });
});

describe('reading stored presets', () => {
  const good = JSON.parse(JSON.stringify(preset('a', 'Tea'))) as Record<string, unknown>;

  it('reads a valid list', () => {
    expect(parsePresetList([good])).toEqual({ ok: true, presets: [preset('a', 'Tea')] });
  });

  it.each([
    ['an object', { a: 1 }],
    ['a string', 'hello'],
    ['null', null],
    ['a list with a number', [good, 3]],
    ['a preset without an id', [{ ...good, id: undefined }]],
    ['a preset with a text total', [{ ...good, totalSeconds: '90' }]],
    [
      'an unknown waveform',
      [{ ...good, soundOptions: { ...(good.soundOptions as object), waveform: 'noise' } }],
    ],
    ['an unknown rhythm', [{ ...good, soundOptions: { ...(good.soundOptions as object), rhythm: 'waltz' } }]],
    [
      'an unknown loop mode',
      [{ ...good, loopOptions: { ...(good.loopOptions as object), mode: 'forever' } }],
    ],
    ['a missing alert flag', [{ ...good, alertOptions: { repeat: 3 } }]],
  ])('treats %s as corrupted', (_label, value) => {
    expect(parsePresetList(value).ok).toBe(false);
  });

  it('clamps out-of-range numbers and trims names when reading', () => {
    const stored = {
      ...good,
      name: '  Tea  ',
      alertOptions: { ...(good.alertOptions as object), repeat: 99 },
    };
    expect(parsePreset(stored)).toMatchObject({ name: 'Tea', alertOptions: { repeat: 10 } });
  });

  it(`keeps only the first ${MAX_PRESETS} of a longer stored list`, () => {
    const stored = Array.from({ length: 60 }, (_, index) => ({ ...good, id: `p${index}` }));
    const result = parsePresetList(stored);
    expect(result.ok && result.presets.length).toBe(50);
  });

  it('salvages the readable presets of a damaged list, in order', () => {
    expect(
      salvagePresetList([good, 3, { ...good, id: 'b', totalSeconds: 'x' }, { ...good, id: 'c' }])?.map(
        (item) => item.id,
      ),
    ).toEqual(['a', 'c']);
    expect(salvagePresetList({ presets: [good] })).toBeUndefined();
  });

  it('exposes the rules as a Standard Schema for the kit storage', () => {
    expect(presetListSchema['~standard'].validate([good])).toEqual({ value: [preset('a', 'Tea')] });
    expect(presetListSchema['~standard'].validate('x')).toHaveProperty('issues');
  });
});
