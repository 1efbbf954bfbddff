import type { BatchMode } from './batch';
import type { GeohashResult } from './geohash';

/** Spec C § constants: coordinates are shown (and exported) to 6 decimals. */
export const COORDINATE_DECIMALS = 6;

export function formatCoordinate(value: number): string {
  // toFixed of a tiny negative gives "-0.000000"; users expect 0.
  const fixed = value.toFixed(COORDINATE_DECIMALS);
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes. */
export function escapeCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

const COLUMNS: Record<BatchMode, readonly (keyof Omit<GeohashResult, 'bbox'>)[]> = {
  encode: ['latitude', 'longitude', 'geohash', 'precision'],
  decode: ['geohash', 'latitude', 'longitude', 'precision'],
};

/** Spec C § constants: columns latitude, longitude, geohash, precision; geohash first in decode mode. */
export function toCsv({ mode, results }: { mode: BatchMode; results: readonly GeohashResult[] }): string {
  const columns = COLUMNS[mode];
  const rows = results.map((result) =>
    columns
      .map((column) => {
        const value = result[column];
        if (column === 'latitude' || column === 'longitude') return formatCoordinate(Number(value));
        return escapeCsvField(String(value));
      })
      .join(','),
  );
  return `${[columns.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Spec C § constants: geohash_results_{timestamp}.csv, the timestamp in epoch milliseconds. */
export function csvFileName(now: number = Date.now()): string {
  return `geohash_results_${now}.csv`;
}
