import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import {
  BASE32,
  DEFAULT_PRECISION,
  decodeGeohash,
  directions,
  encodeGeohash,
  encodePoint,
  geohashBounds,
  geohashNeighbours,
  MAX_PRECISION,
  MIN_PRECISION,
} from './geohash';

describe('constants (CONTEXT.md § Precision)', () => {
  it.each([
    ['precision minimum', MIN_PRECISION, 1],
    ['precision maximum', MAX_PRECISION, 12],
    ['precision default', DEFAULT_PRECISION, 12],
    ['alphabet', BASE32, '0123456789bcdefghjkmnpqrstuvwxyz'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the alphabet leaves out a, i, l and o', () => {
    for (const letter of 'ailo') expect(BASE32).not.toContain(letter);
  });
});

describe('published test vectors', () => {
  it.each([
    // Wikipedia "Geohash": ezs42 is 42.6, -5.6.
    { latitude: 42.6, longitude: -5.6, precision: 5, geohash: 'ezs42' },
    // geohash.org's example: Jutland, Denmark.
    { latitude: 57.64911, longitude: 10.40744, precision: 11, geohash: 'u4pruydqqvj' },
    // ngeohash README example.
    { latitude: 37.8324, longitude: 112.5584, precision: 9, geohash: 'ww8p1r4t8' },
  ])('$latitude, $longitude at $precision ↔ $geohash', ({ latitude, longitude, precision, geohash }) => {
    expect(encodeGeohash({ latitude, longitude, precision })).toBe(geohash);
    const decoded = decodeGeohash({ geohash });
    expect(decoded.latitude).toBeCloseTo(latitude, precision >= 9 ? 4 : 1);
    expect(decoded.longitude).toBeCloseTo(longitude, precision >= 9 ? 4 : 1);
    expect(decoded.precision).toBe(precision);
  });

  it('decodes ezs42 to the cell Wikipedia gives', () => {
    expect(geohashBounds({ geohash: 'ezs42' })).toEqual({
      minLat: 42.5830078125,
      maxLat: 42.626953125,
      minLng: -5.625,
      maxLng: -5.5810546875,
    });
  });

  it('uses precision 12 by default', () => {
    expect(encodeGeohash({ latitude: 57.64911, longitude: 10.40744 })).toHaveLength(12);
    expect(encodeGeohash({ latitude: 57.64911, longitude: 10.40744 })).toMatch(/^u4pruydqqvj/);
  });

  it.each([
    [0, 0, 's'],
    [-90, -180, '0'],
    [90, 180, 'z'],
    [-0.0001, -0.0001, '7'],
  ])('places %d, %d in cell %s (boundaries go to the upper cell)', (latitude, longitude, geohash) => {
    expect(encodeGeohash({ latitude, longitude, precision: 1 })).toBe(geohash);
  });
});

describe('encode rejects what is out of range', () => {
  it.each([
    ['latitude above 90', { latitude: 90.1, longitude: 0 }],
    ['latitude below -90', { latitude: -90.1, longitude: 0 }],
    ['longitude above 180', { latitude: 0, longitude: 180.1 }],
    ['longitude below -180', { latitude: 0, longitude: -180.1 }],
    ['NaN latitude', { latitude: Number.NaN, longitude: 0 }],
    ['precision 0', { latitude: 0, longitude: 0, precision: 0 }],
    ['precision 13', { latitude: 0, longitude: 0, precision: 13 }],
    ['fractional precision', { latitude: 0, longitude: 0, precision: 2.5 }],
  ])('%s', (_name, input) => {
    expect(() => encodeGeohash(input)).toThrow(RangeError);
  });
});

describe('decode', () => {
  it('is case-insensitive and returns the lower-case hash', () => {
    expect(decodeGeohash({ geohash: 'EZS42' })).toEqual(decodeGeohash({ geohash: 'ezs42' }));
    expect(decodeGeohash({ geohash: 'EZS42' }).geohash).toBe('ezs42');
  });

  it.each(['a', 'i', 'l', 'o', 'ezs4!', ''])('rejects %j', (geohash) => {
    expect(() => decodeGeohash({ geohash })).toThrow(SyntaxError);
  });

  it('keeps the encoded point, not the centre, in an encode result', () => {
    const result = encodePoint({ latitude: 42.6, longitude: -5.6, precision: 5 });
    expect(result).toMatchObject({ geohash: 'ezs42', latitude: 42.6, longitude: -5.6, precision: 5 });
    expect(result.bbox).toEqual(geohashBounds({ geohash: 'ezs42' }));
  });
});

describe('neighbours', () => {
  it.each([
    // Precision-1 grid: bottom row 0 1 4 5 h j n p, next row 2 3 6 7 k m q r, top row b c f g u v y z.
    ['0', { n: '2', ne: '3', e: '1', se: null, s: null, sw: null, w: 'p', nw: 'r' }],
    ['z', { n: null, ne: null, e: 'b', se: '8', s: 'x', sw: 'w', w: 'y', nw: null }],
    ['s', { n: 'u', ne: 'v', e: 't', se: 'm', s: 'k', sw: '7', w: 'e', nw: 'g' }],
  ])('of %s, wrapping at the antimeridian and stopping at the poles', (geohash, expected) => {
    expect(geohashNeighbours({ geohash })).toEqual(expected);
  });

  it('matches the cell found by stepping one cell (ezs42)', () => {
    const neighbours = geohashNeighbours({ geohash: 'ezs42' });
    expect(neighbours.n).toBe('ezs48');
    expect(neighbours.e).toBe('ezs43');
    expect(neighbours.s).toBe('ezs40');
    expect(neighbours.w).toBe('ezefr');
  });
});

function touches(a: number, b: number, wrapsAt?: number) {
  return a === b || (wrapsAt !== undefined && Math.abs(a) === wrapsAt && a === -b);
}

describe('properties (seeded random points)', () => {
  const random = seededRandom(20261122);
  const points = Array.from({ length: 300 }, () => ({
    latitude: random() * 180 - 90,
    longitude: random() * 360 - 180,
  }));

  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    'precision %d: the cell contains the point',
    (precision) => {
      for (const point of points) {
        const { bbox } = decodeGeohash({ geohash: encodeGeohash({ ...point, precision }) });
        expect(point.latitude).toBeGreaterThanOrEqual(bbox.minLat);
        expect(point.latitude).toBeLessThanOrEqual(bbox.maxLat);
        expect(point.longitude).toBeGreaterThanOrEqual(bbox.minLng);
        expect(point.longitude).toBeLessThanOrEqual(bbox.maxLng);
      }
    },
  );

  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    'precision %d: neighbours share an edge or corner',
    (precision) => {
      for (const point of points.slice(0, 60)) {
        const geohash = encodeGeohash({ ...point, precision });
        const cell = geohashBounds({ geohash });
        const neighbours = geohashNeighbours({ geohash });
        for (const direction of directions) {
          const neighbour = neighbours[direction];
          if (neighbour === null) {
            expect(direction.includes('n') ? cell.maxLat : cell.minLat).toBe(
              direction.includes('n') ? 90 : -90,
            );
            continue;
          }
          expect(neighbour).toHaveLength(precision);
          const other = geohashBounds({ geohash: neighbour });
          if (direction.startsWith('n')) expect(other.minLat).toBe(cell.maxLat);
          else if (direction.startsWith('s')) expect(other.maxLat).toBe(cell.minLat);
          else expect(other.minLat).toBe(cell.minLat);
          if (direction.endsWith('e')) expect(touches(other.minLng, cell.maxLng, 180)).toBe(true);
          else if (direction.endsWith('w')) expect(touches(other.maxLng, cell.minLng, 180)).toBe(true);
          else expect(other.minLng).toBe(cell.minLng);
        }
      }
    },
  );
});
