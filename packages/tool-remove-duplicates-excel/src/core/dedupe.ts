import type { KeepStrategy } from './config';
import { changesText, KEY_SEPARATOR, type Normalization, normalizeValue } from './normalize';
import type { Table } from './table';

export interface DuplicateSearch {
  /** Data rows kept, in their original order. */
  kept: Int32Array;
  /** Data rows removed, in their original order, each with the kept row it repeats. */
  removed: Int32Array;
  duplicateOf: Int32Array;
}

/** U+DFFF (a lone surrogate) never comes out of a decoder: keys marked with it cannot be a line. */
const NOT_A_LINE = '\uDFFF';

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * How a row's key is made: its selected values, normalised, joined. Rows are equal when their keys
 * are. For a CSV the values are joined by its separator when none holds it, so that a row read
 * whole (`table.line`) is its own key when all columns are compared in order and nothing but trim
 * is asked (and trim would change nothing): that is the fast path, no field is split. Otherwise
 * the values are joined by U+0000, behind a mark no line can start with.
 */
export function rowKeyMaker(
  table: Pick<Table, 'fields' | 'headers' | 'separator' | 'line'>,
  columns: readonly number[],
  normalization: Normalization,
): (row: number) => string {
  const normalize = changesText(normalization)
    ? (text: string) => normalizeValue(text, normalization)
    : undefined;
  const separator = table.separator;
  const allInOrder =
    columns.length === table.headers.length && columns.every((column, index) => column === index);
  const trimOnly =
    normalization.trim &&
    !normalization.toLowerCase &&
    !normalization.removeSpaces &&
    !normalization.fullWidthToHalfWidth &&
    !normalization.punctuationNormalize;
  const line = table.line;
  const wholeLines = line && separator && separator !== '\t' && allInOrder && (!normalize || trimOnly);
  const edgeSpace =
    separator && new RegExp(`(?:^|${escapeRegExp(separator)})\\s|\\s(?:${escapeRegExp(separator)}|$)`);
  return (row) => {
    if (wholeLines) {
      const whole = line.call(table, row);
      if (whole !== undefined && (!normalize || !(edgeSpace as RegExp).test(whole))) return whole;
    }
    const fields = table.fields(row);
    const values: string[] = [];
    let joinable = separator !== undefined;
    for (const column of columns) {
      const text = fields[column] ?? '';
      const value = normalize ? normalize(text) : text;
      if (joinable && value.includes(separator as string)) joinable = false;
      values.push(value);
    }
    return joinable ? values.join(separator) : NOT_A_LINE + values.join(KEY_SEPARATOR);
  };
}

const PROGRESS_EVERY = 65_536;

/**
 * Finds the duplicate rows of a table: rows whose keys are equal. `first` keeps the first of each
 * group, `last` the last; each removed row names the kept one. `onProgress` gets 0–1.
 */
export function findDuplicates({
  table,
  columns,
  normalization,
  keepStrategy,
  rowLimit = table.rowCount,
  onProgress,
}: {
  table: Pick<Table, 'fields' | 'headers' | 'separator' | 'line' | 'rowCount'>;
  columns: readonly number[];
  normalization: Normalization;
  keepStrategy: KeepStrategy;
  /** Only the first rows (the configure step's preview). */
  rowLimit?: number;
  onProgress?: (ratio: number) => void;
}): DuplicateSearch {
  const rows = Math.min(rowLimit, table.rowCount);
  // keeper[row] = the row it repeats, or -1 when it is kept.
  const keeper = new Int32Array(rows).fill(-1);
  const seen = new Map<string, number>();
  const keyOf = rowKeyMaker(table, columns, normalization);
  let removedCount = 0;
  const visit = (row: number) => {
    const key = keyOf(row);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row);
    else {
      keeper[row] = first;
      removedCount++;
    }
  };
  if (keepStrategy === 'first') {
    for (let row = 0; row < rows; row++) {
      visit(row);
      if (onProgress && row % PROGRESS_EVERY === 0) onProgress(row / rows);
    }
  } else {
    for (let row = rows - 1; row >= 0; row--) {
      visit(row);
      if (onProgress && row % PROGRESS_EVERY === 0) onProgress((rows - row) / rows);
    }
  }
  const kept = new Int32Array(rows - removedCount);
  const removed = new Int32Array(removedCount);
  const duplicateOf = new Int32Array(removedCount);
  let keptIndex = 0;
  let removedIndex = 0;
  for (let row = 0; row < rows; row++) {
    const of = keeper[row] as number;
    if (of < 0) kept[keptIndex++] = row;
    else {
      removed[removedIndex] = row;
      duplicateOf[removedIndex++] = of;
    }
  }
  return { kept, removed, duplicateOf };
}

export interface DedupeStats {
  originalRows: number;
  duplicateRows: number;
  uniqueRows: number;
  processedColumns: number;
  /** Wall time of the whole run (read, compare, write), in ms. */
  processingTime: number;
}

/** Dedupe rate and retention rate in percent with one decimal, and speed in rows per second. */
export function statsFigures(stats: DedupeStats): {
  dedupeRate: string;
  retentionRate: string;
  rowsPerSecond: number;
} {
  const share = (part: number) =>
    (stats.originalRows === 0 ? 0 : (part / stats.originalRows) * 100).toFixed(1);
  return {
    dedupeRate: share(stats.duplicateRows),
    retentionRate: share(stats.uniqueRows),
    rowsPerSecond: Math.round(stats.originalRows / Math.max(stats.processingTime / 1000, 0.001)),
  };
}
