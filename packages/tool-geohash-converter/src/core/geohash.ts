/** Geohash alphabet: base 32 without a, i, l, o (Niemeyer's original, as geohash.org). */
export const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
export const MIN_PRECISION = 1;
export const MAX_PRECISION = 12;
export const DEFAULT_PRECISION = 12;

const DECODE_MAP: Record<string, number> = Object.fromEntries(
  [...BASE32].map((char, index) => [char, index]),
);

export interface BoundingBox {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** One converted point (CONTEXT.md § Result). */
export interface GeohashResult {
  geohash: string;
  latitude: number;
  longitude: number;
  precision: number;
  bbox: BoundingBox;
}

export const directions = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Direction = (typeof directions)[number];
/** `null` where the neighbour would lie beyond a pole: there is no cell there. */
export type Neighbours = Record<Direction, string | null>;

const DIRECTION_STEPS: Record<Direction, readonly [number, number]> = {
  n: [1, 0],
  ne: [1, 1],
  e: [0, 1],
  se: [-1, 1],
  s: [-1, 0],
  sw: [-1, -1],
  w: [0, -1],
  nw: [1, -1],
};

export function isValidPrecision(precision: number): boolean {
  return Number.isInteger(precision) && precision >= MIN_PRECISION && precision <= MAX_PRECISION;
}

/**
 * Interleaves longitude and latitude bisections, longitude first. Throws a RangeError for
 * coordinates or a precision outside their ranges, so callers surface the encode error.
 */
export function encodeGeohash({
  latitude,
  longitude,
  precision = DEFAULT_PRECISION,
}: {
  latitude: number;
  longitude: number;
  precision?: number;
}): string {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) throw new RangeError('latitude');
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) throw new RangeError('longitude');
  if (!isValidPrecision(precision)) throw new RangeError('precision');
  return bisect(latitude, longitude, precision);
}

/** Unchecked encoder, also used for neighbours of decoded hashes longer than MAX_PRECISION. */
function bisect(latitude: number, longitude: number, precision: number): string {
  let minLat = -90;
  let maxLat = 90;
  let minLng = -180;
  let maxLng = 180;
  let hash = '';
  let isLongitudeBit = true;
  let bits = 0;
  let value = 0;
  while (hash.length < precision) {
    if (isLongitudeBit) {
      const mid = (minLng + maxLng) / 2;
      // A point exactly on a boundary goes to the upper cell, as every reference implementation does.
      if (longitude >= mid) {
        value = value * 2 + 1;
        minLng = mid;
      } else {
        value *= 2;
        maxLng = mid;
      }
    } else {
      const mid = (minLat + maxLat) / 2;
      if (latitude >= mid) {
        value = value * 2 + 1;
        minLat = mid;
      } else {
        value *= 2;
        maxLat = mid;
      }
    }
    isLongitudeBit = !isLongitudeBit;
    bits += 1;
    if (bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The cell of a geohash (case-insensitive). Throws a SyntaxError on a character outside BASE32. */
export function geohashBounds({ geohash }: { geohash: string }): BoundingBox {
  if (geohash === '') throw new SyntaxError('empty');
  let minLat = -90;
  let maxLat = 90;
  let minLng = -180;
  let maxLng = 180;
  let isLongitudeBit = true;
  for (const char of geohash.toLowerCase()) {
    const value = DECODE_MAP[char];
    if (value === undefined) throw new SyntaxError(`character ${char}`);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const isSet = ((value >> bit) & 1) === 1;
      if (isLongitudeBit) {
        const mid = (minLng + maxLng) / 2;
        if (isSet) minLng = mid;
        else maxLng = mid;
      } else {
        const mid = (minLat + maxLat) / 2;
        if (isSet) minLat = mid;
        else maxLat = mid;
      }
      isLongitudeBit = !isLongitudeBit;
    }
  }
  return { minLat, minLng, maxLat, maxLng };
}

/** Decodes to the centre of the cell, with the cell as the bounding box. */
export function decodeGeohash({ geohash }: { geohash: string }): GeohashResult {
  const bbox = geohashBounds({ geohash });
  return {
    geohash: geohash.toLowerCase(),
    latitude: (bbox.minLat + bbox.maxLat) / 2,
    longitude: (bbox.minLng + bbox.maxLng) / 2,
    precision: geohash.length,
    bbox,
  };
}

/** Encodes and keeps the user's point (not the cell centre), with the cell as the bounding box. */
export function encodePoint({
  latitude,
  longitude,
  precision = DEFAULT_PRECISION,
}: {
  latitude: number;
  longitude: number;
  precision?: number;
}): GeohashResult {
  const geohash = encodeGeohash({ latitude, longitude, precision });
  return { geohash, latitude, longitude, precision, bbox: geohashBounds({ geohash }) };
}

/**
 * The eight surrounding cells of the same precision. Steps from the cell centre by one cell size:
 * cell sizes are 180/2^k and 360/2^k, exact in binary floating point, so no rounding can land in
 * the wrong cell. Longitude wraps across the antimeridian; beyond a pole there is no cell (null).
 */
export function geohashNeighbours({ geohash }: { geohash: string }): Neighbours {
  const { minLat, minLng, maxLat, maxLng } = geohashBounds({ geohash });
  const height = maxLat - minLat;
  const width = maxLng - minLng;
  const centreLat = (minLat + maxLat) / 2;
  const centreLng = (minLng + maxLng) / 2;
  const precision = geohash.length;
  const result = {} as Neighbours;
  for (const direction of directions) {
    const [latStep, lngStep] = DIRECTION_STEPS[direction];
    const latitude = centreLat + latStep * height;
    let longitude = centreLng + lngStep * width;
    if (longitude > 180) longitude -= 360;
    if (longitude < -180) longitude += 360;
    result[direction] = latitude > 90 || latitude < -90 ? null : bisect(latitude, longitude, precision);
  }
  return result;
}
