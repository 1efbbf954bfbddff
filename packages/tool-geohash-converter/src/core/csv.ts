import { escapeCsvField } from '@toolbox/kit/csv';
import type { BatchMode } from './batch';
import type { GeohashResult } from './geohash';

/** Coordinates are shown (and exported) to 6 decimals (CONTEXT.md § Coordinates). */
export const COORDINATE_DECIMALS = 6;

export function formatCoordinate(value: number): string {
  // toFixed of a tiny negative gives "-0.000000"; users expect 0.
  const fixed = value.toFixed(COORDINATE_DECIMALS);
  return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

export { escapeCsvField };

const COLUMNS: Record<BatchMode, readonly (keyof Omit<GeohashResult, 'bbox'>)[]> = {
  encode: ['latitude', 'longitude', 'geohash', 'precision'],
  decode: ['geohash', 'latitude', 'longitude', 'precision'],
};

/** Columns latitude, longitude, geohash, precision; geohash first in decode mode (CONTEXT.md § CSV). */
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

/** geohash_results_{timestamp}.csv, the timestamp in epoch milliseconds (CONTEXT.md § CSV). */
export function csvFileName(now: number = Date.now()): string {
  return `geohash_results_${now}.csv`;
}
