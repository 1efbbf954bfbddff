import { describe, expect, it } from 'vitest';
import { parseDecodeLine, parseEncodeLine, processBatch } from './batch';

describe('parseEncodeLine (CONTEXT.md § Batch, encode)', () => {
  it.each([
    ['42.6,-5.6', { latitude: 42.6, longitude: -5.6, precision: 12 }],
    ['42.6 -5.6', { latitude: 42.6, longitude: -5.6, precision: 12 }],
    ['42.6\t-5.6', { latitude: 42.6, longitude: -5.6, precision: 12 }],
    ['  42.6 , -5.6  ', { latitude: 42.6, longitude: -5.6, precision: 12 }],
    ['42.6, -5.6, 5', { latitude: 42.6, longitude: -5.6, precision: 5 }],
    ['42.6 -5.6 1', { latitude: 42.6, longitude: -5.6, precision: 1 }],
    ['42.6,-5.6,12,extra', { latitude: 42.6, longitude: -5.6, precision: 12 }],
  ])('%j → %o', (line, expected) => {
    expect(parseEncodeLine(line)).toEqual(expected);
  });

  it.each([
    ['one value', '42.6'],
    ['text', 'paris, france'],
    ['latitude out of range', '91, 0'],
    ['longitude out of range', '0, 181'],
    ['half numeric', '42.6, east'],
    ['precision 0', '1,2,0'],
    ['precision 13', '1,2,13'],
    ['precision not a number', '1,2,high'],
  ])('skips %s', (_name, line) => {
    expect(parseEncodeLine(line)).toBeUndefined();
  });
});

describe('parseDecodeLine (CONTEXT.md § Batch, decode)', () => {
  it.each([
    ['ezs42', 'ezs42'],
    ['  EZS42 ', 'EZS42'],
    ['hello', undefined],
    ['ezs 42', undefined],
    ['', undefined],
  ])('%j → %j', (line, expected) => {
    expect(parseDecodeLine(line)).toBe(expected);
  });
});

describe('processBatch', () => {
  it.each([
    ['encode', ''],
    ['encode', ' \n\t\n'],
    ['decode', ''],
  ] as const)('%s of blank input is the emptyBatch error', (mode, input) => {
    expect(processBatch({ mode, input })).toEqual({ ok: false, error: 'emptyBatch' });
  });

  it('encodes valid lines, skips invalid ones silently and ignores blank lines', () => {
    const outcome = processBatch({
      mode: 'encode',
      input: '42.6,-5.6,5\nnot a point\n\n57.64911 10.40744 11\r\n95,0',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.results.map((result) => result.geohash)).toEqual(['ezs42', 'u4pruydqqvj']);
    expect(outcome.value.skipped).toBe(2);
    expect(outcome.value.mode).toBe('encode');
  });

  it('decodes valid lines and skips the rest', () => {
    const outcome = processBatch({ mode: 'decode', input: 'ezs42\nabc\nU4PRUYDQQVJ\n' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.results.map((result) => [result.geohash, result.precision])).toEqual([
      ['ezs42', 5],
      ['u4pruydqqvj', 11],
    ]);
    expect(outcome.value.skipped).toBe(1);
  });

  it('reports progress ending at 1', () => {
    const ratios: number[] = [];
    processBatch({ mode: 'decode', input: 'ezs42', onProgress: (ratio) => ratios.push(ratio) });
    expect(ratios.at(-1)).toBe(1);
  });
});
