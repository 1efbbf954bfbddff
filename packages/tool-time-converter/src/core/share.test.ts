import { describe, expect, it } from 'vitest';
import { handedRow, parseSharedTimes } from './share';

const state = {
  timeZone: 'Asia/Shanghai',
  formatChoice: 'YYYY-MM-DD HH:mm:ss',
  customFormat: '',
  timestamps: [
    { input: '1700000000', unit: 'auto' },
    { input: '1700000000123456789', unit: 'nanoseconds' },
  ],
  dates: ['2026-11-27 12:00:00'],
};

describe('share link state', () => {
  it('reads back what the tool writes', () => {
    expect(parseSharedTimes(state)).toEqual(state);
  });

  it('refuses an unknown zone, unit or shape', () => {
    expect(parseSharedTimes({ ...state, timeZone: 'Mars/Olympus' })).toBeUndefined();
    expect(parseSharedTimes({ ...state, timestamps: [{ input: '1', unit: 'fortnight' }] })).toBeUndefined();
    expect(parseSharedTimes({ ...state, timestamps: [] })).toBeUndefined();
    expect(parseSharedTimes({ ...state, dates: [1] })).toBeUndefined();
    expect(parseSharedTimes({ ...state, dates: Array.from({ length: 100 }, () => '') })).toBeUndefined();
    expect(parseSharedTimes('x')).toBeUndefined();
  });
});

describe('hand-off', () => {
  it('fills an empty first row, else adds a row', () => {
    expect(handedRow([''])).toEqual({ index: 0, isNew: false });
    expect(handedRow(['5', ''])).toEqual({ index: 2, isNew: true });
  });
});
