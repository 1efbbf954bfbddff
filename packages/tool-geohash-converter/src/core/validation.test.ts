import { describe, expect, it } from 'vitest';
import { validateCoordinates, validateGeohash } from './validation';

describe('validateCoordinates (CONTEXT.md § Single encode)', () => {
  it.each([
    ['empty latitude', { latitude: '', longitude: '10' }, 'invalidCoordinates'],
    ['empty longitude', { latitude: '10', longitude: ' ' }, 'invalidCoordinates'],
    ['text', { latitude: 'north', longitude: '10' }, 'invalidCoordinates'],
    ['decimal comma', { latitude: '42,6', longitude: '10' }, 'invalidCoordinates'],
    ['hex', { latitude: '0x10', longitude: '10' }, 'invalidCoordinates'],
    ['Infinity', { latitude: 'Infinity', longitude: '10' }, 'invalidCoordinates'],
    ['latitude above 90', { latitude: '90.000001', longitude: '0' }, 'invalidLatitude'],
    ['latitude below -90', { latitude: '-91', longitude: '0' }, 'invalidLatitude'],
    ['longitude above 180', { latitude: '0', longitude: '180.5' }, 'invalidLongitude'],
    ['longitude below -180', { latitude: '0', longitude: '-181' }, 'invalidLongitude'],
    ['both out of range: latitude first', { latitude: '95', longitude: '200' }, 'invalidLatitude'],
    ['precision 0', { latitude: '0', longitude: '0', precision: 0 }, 'encode'],
    ['precision 13', { latitude: '0', longitude: '0', precision: 13 }, 'encode'],
  ])('%s → %s', (_name, input, error) => {
    expect(validateCoordinates(input)).toEqual({ ok: false, error });
  });

  it.each([
    ['limits', { latitude: '90', longitude: '-180' }, { latitude: 90, longitude: -180, precision: 12 }],
    ['other limits', { latitude: '-90', longitude: '180' }, { latitude: -90, longitude: 180, precision: 12 }],
    [
      'spaces, sign, exponent',
      { latitude: ' +4.26e1 ', longitude: '-5.6' },
      { latitude: 42.6, longitude: -5.6, precision: 12 },
    ],
    [
      'precision 1',
      { latitude: '1', longitude: '2', precision: 1 },
      { latitude: 1, longitude: 2, precision: 1 },
    ],
    [
      'default precision 12',
      { latitude: '.5', longitude: '5.' },
      { latitude: 0.5, longitude: 5, precision: 12 },
    ],
  ])('accepts %s', (_name, input, value) => {
    expect(validateCoordinates(input)).toEqual({ ok: true, value });
  });
});

describe('validateGeohash (CONTEXT.md § Decode)', () => {
  it.each([
    ['', 'emptyGeohash'],
    ['   ', 'emptyGeohash'],
    ['ezs4a', 'invalidGeohash'],
    ['ezs4i', 'invalidGeohash'],
    ['ezs4l', 'invalidGeohash'],
    ['ezs4o', 'invalidGeohash'],
    ['ezs 42', 'invalidGeohash'],
    ['ezs-42', 'invalidGeohash'],
  ])('%j → %s', (geohash, error) => {
    expect(validateGeohash({ geohash })).toEqual({ ok: false, error });
  });

  it.each([
    ['ezs42', 'ezs42'],
    ['EZS42', 'ezs42'],
    ['  u4pruydqqvj\n', 'u4pruydqqvj'],
    ['0123456789bcdefghjkmnpqrstuvwxyz', '0123456789bcdefghjkmnpqrstuvwxyz'],
  ])('accepts %j as %j', (geohash, value) => {
    expect(validateGeohash({ geohash })).toEqual({ ok: true, value });
  });
});
