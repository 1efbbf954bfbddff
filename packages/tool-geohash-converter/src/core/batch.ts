import {
  DEFAULT_PRECISION,
  decodeGeohash,
  encodePoint,
  type GeohashResult,
  isValidPrecision,
} from './geohash';
import { GEOHASH_PATTERN, isLatitude, isLongitude, parseNumber, type Validated } from './validation';

export const batchModes = ['encode', 'decode'] as const;
export type BatchMode = (typeof batchModes)[number];

export interface BatchResult {
  mode: BatchMode;
  results: GeohashResult[];
  /** Non-blank lines that did not match the mode's rule (blank lines are not counted). */
  skipped: number;
}

/** Input this long goes to the worker (about 10,000 lines): below it a batch takes a few ms. */
export const WORKER_THRESHOLD_CHARS = 200_000;

/** The results list renders at most this many rows; the CSV export always has them all. */
export const LIST_LIMIT = 1000;

/** Reports progress every this many lines, so a worker run does not flood the main thread. */
const PROGRESS_EVERY_LINES = 5000;

/** One batch-encode line: "lat, lng[, precision]" split on commas or whitespace, else undefined. */
export function parseEncodeLine(
  line: string,
): { latitude: number; longitude: number; precision: number } | undefined {
  const parts = line.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length < 2) return undefined;
  const latitude = parseNumber(parts[0] ?? '');
  const longitude = parseNumber(parts[1] ?? '');
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!isLatitude(latitude) || !isLongitude(longitude)) return undefined;
  if (parts[2] === undefined) return { latitude, longitude, precision: DEFAULT_PRECISION };
  const precision = parseNumber(parts[2]);
  // A precision the user wrote but we cannot honour skips the line rather than silently changing it.
  if (precision === undefined || !isValidPrecision(precision)) return undefined;
  return { latitude, longitude, precision };
}

/** One batch-decode line: the trimmed line when it is only geohash characters, else undefined. */
export function parseDecodeLine(line: string): string | undefined {
  const trimmed = line.trim();
  return GEOHASH_PATTERN.test(trimmed) ? trimmed : undefined;
}

/** Invalid lines are skipped and counted; blank input is the emptyBatch error (CONTEXT.md § Batch). */
export function processBatch({
  mode,
  input,
  onProgress,
}: {
  mode: BatchMode;
  input: string;
  onProgress?: (ratio: number) => void;
}): Validated<BatchResult> {
  if (input.trim() === '') return { ok: false, error: 'emptyBatch' };
  const lines = input.split(/\r\n|\n|\r/);
  const results: GeohashResult[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (index % PROGRESS_EVERY_LINES === 0) onProgress?.(index / lines.length);
    if (line.trim() === '') return;
    if (mode === 'encode') {
      const point = parseEncodeLine(line);
      if (point) results.push(encodePoint(point));
      else skipped += 1;
    } else {
      const geohash = parseDecodeLine(line);
      if (geohash) results.push(decodeGeohash({ geohash }));
      else skipped += 1;
    }
  });
  onProgress?.(1);
  return { ok: true, value: { mode, results, skipped } };
}
