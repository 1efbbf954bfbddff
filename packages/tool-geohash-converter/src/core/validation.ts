import { BASE32, DEFAULT_PRECISION, isValidPrecision } from './geohash';

/** Message keys under `errors.` in the locales (CONTEXT.md § Single encode, § Decode, § Batch). */
export type GeohashErrorKey =
  | 'invalidCoordinates'
  | 'invalidLatitude'
  | 'invalidLongitude'
  | 'invalidGeohash'
  | 'emptyGeohash'
  | 'emptyBatch'
  | 'encode'
  | 'decode'
  | 'batch';

export type Validated<T> = { ok: true; value: T } | { ok: false; error: GeohashErrorKey };

/** Plain decimal numbers, optionally signed or with an exponent; rejects '', '0x10', 'Infinity', '1,5'. */
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Whole string of geohash characters (case-insensitive), built from BASE32 so the two cannot drift. */
export const GEOHASH_PATTERN = new RegExp(`^[${BASE32}]+$`, 'i');

export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_PATTERN.test(trimmed) ? Number(trimmed) : undefined;
}

export function isLatitude(value: number): boolean {
  return value >= -90 && value <= 90;
}

export function isLongitude(value: number): boolean {
  return value >= -180 && value <= 180;
}

/** Numbers first, then each range (CONTEXT.md § Single encode). */
export function validateCoordinates({
  latitude,
  longitude,
  precision = DEFAULT_PRECISION,
}: {
  latitude: string;
  longitude: string;
  precision?: number;
}): Validated<{ latitude: number; longitude: number; precision: number }> {
  const lat = parseNumber(latitude);
  const lng = parseNumber(longitude);
  if (lat === undefined || lng === undefined) return { ok: false, error: 'invalidCoordinates' };
  if (!isLatitude(lat)) return { ok: false, error: 'invalidLatitude' };
  if (!isLongitude(lng)) return { ok: false, error: 'invalidLongitude' };
  if (!isValidPrecision(precision)) return { ok: false, error: 'encode' };
  return { ok: true, value: { latitude: lat, longitude: lng, precision } };
}

/** Non-empty after trimming, then only geohash characters (CONTEXT.md § Decode). */
export function validateGeohash({ geohash }: { geohash: string }): Validated<string> {
  const trimmed = geohash.trim();
  if (trimmed === '') return { ok: false, error: 'emptyGeohash' };
  if (!GEOHASH_PATTERN.test(trimmed)) return { ok: false, error: 'invalidGeohash' };
  return { ok: true, value: trimmed.toLowerCase() };
}
