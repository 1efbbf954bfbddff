import { describe, expect, it } from 'vitest';
import { csvFileName, escapeCsvField, formatCoordinate, toCsv } from './csv';
import { decodeGeohash, encodePoint } from './geohash';

describe('formatCoordinate (CONTEXT.md § Coordinates: 6 decimals)', () => {
  it.each([
    [42.6, '42.600000'],
    [-5.6034, '-5.603400'],
    [57.649111, '57.649111'],
    [0.12345678, '0.123457'],
    [-0.0000001, '0.000000'],
  ])('%d → %s', (value, expected) => {
    expect(formatCoordinate(value)).toBe(expected);
  });
});

describe('escapeCsvField (RFC 4180)', () => {
  it.each([
    ['ezs42', 'ezs42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('%j → %j', (field, expected) => {
    expect(escapeCsvField(field)).toBe(expected);
  });
});

describe('toCsv (CONTEXT.md § CSV: columns)', () => {
  it('encode mode: latitude, longitude, geohash, precision', () => {
    const csv = toCsv({
      mode: 'encode',
      results: [encodePoint({ latitude: 42.6, longitude: -5.6, precision: 5 })],
    });
    expect(csv).toBe('latitude,longitude,geohash,precision\r\n42.600000,-5.600000,ezs42,5\r\n');
  });

  it('decode mode: geohash first', () => {
    const csv = toCsv({ mode: 'decode', results: [decodeGeohash({ geohash: 'ezs42' })] });
    expect(csv).toBe('geohash,latitude,longitude,precision\r\nezs42,42.604980,-5.603027,5\r\n');
  });

  it('has only the header for no results', () => {
    expect(toCsv({ mode: 'encode', results: [] })).toBe('latitude,longitude,geohash,precision\r\n');
  });
});

describe('csvFileName (CONTEXT.md § CSV)', () => {
  it('is geohash_results_{timestamp}.csv', () => {
    expect(csvFileName(1763783617000)).toBe('geohash_results_1763783617000.csv');
    expect(csvFileName()).toMatch(/^geohash_results_\d+\.csv$/);
  });
});
