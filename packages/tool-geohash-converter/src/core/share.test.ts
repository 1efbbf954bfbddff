import { describe, expect, it } from 'vitest';
import { parseSharedGeohash } from './share';

describe('parseSharedGeohash (CONTEXT.md § Link)', () => {
  const state = {
    tab: 'batch',
    latitude: '42.6',
    longitude: '-5.6',
    precision: 5,
    geohash: 'ezs42',
    shown: 'decode',
    batchMode: 'encode',
    batchInput: '42.6,-5.6',
    isBatchProcessed: false,
  };
  it('takes a whole state, and only its fields', () => {
    expect(parseSharedGeohash({ ...state, extra: true })).toEqual(state);
  });
  it.each([
    ['not an object', 'ezs42'],
    ['an unknown tab', { ...state, tab: 'map' }],
    ['a precision of 13', { ...state, precision: 13 }],
    ['a precision of 2.5', { ...state, precision: 2.5 }],
    ['a precision as text', { ...state, precision: '5' }],
    ['a latitude as a number', { ...state, latitude: 42.6 }],
    ['an unknown result', { ...state, shown: 'both' }],
    ['an unknown batch mode', { ...state, batchMode: 'csv' }],
    ['no processed flag', { ...state, isBatchProcessed: undefined }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedGeohash(raw)).toBeUndefined();
  });
});
