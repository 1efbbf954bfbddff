import {
  RATE_HIGH_PERCENT,
  RATE_MEDIUM_PERCENT,
  RECOMMEND_BELOW_RATIO,
  RECOMMEND_MAX,
  SAMPLE_VALUES,
} from './constants';
import type { Table } from './table';

export type ColumnType = 'string' | 'number' | 'date' | 'boolean';

export interface ColumnInfo {
  /** The column's index, its key in the config. */
  key: number;
  name: string;
  type: ColumnType;
  /** Up to 3 non-empty values, as text. */
  sampleValues: string[];
  uniqueCount: number;
  totalCount: number;
}

/** A number as text: optional sign, digits without a leading zero (but `0` and `0.5`), decimals. */
const NUMBER_TEXT = /^[-+]?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$|^[-+]?\.\d+$/;
/** Dates as spreadsheets write them: 2024-01-31, 2024/1/31, 31.01.2024, 1/31/2024, with a time or not. */
const DATE_TEXT =
  /^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const BOOLEAN_TEXT = /^(true|false)$/i;

/** The type of one value: a workbook's typed cells by their type, text by its look. */
export function valueType(value: unknown): ColumnType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  const text = String(value ?? '').trim();
  if (NUMBER_TEXT.test(text)) return 'number';
  if (BOOLEAN_TEXT.test(text)) return 'boolean';
  if (DATE_TEXT.test(text)) return 'date';
  return 'string';
}

/** Column info: the type from the first non-empty value, samples, unique and total counts. */
export function columnInfo(table: Table): ColumnInfo[] {
  return table.headers.map((name, key) => {
    let type: ColumnType | undefined;
    const samples: string[] = [];
    const seen = new Set<string>();
    for (let row = 0; row < table.rowCount; row++) {
      const text = table.text(row, key);
      seen.add(text);
      if (text.trim() === '') continue;
      type ??= valueType(table.value(row, key));
      if (samples.length < SAMPLE_VALUES) samples.push(text);
    }
    return {
      key,
      name,
      type: type ?? 'string',
      sampleValues: samples,
      uniqueCount: seen.size,
      totalCount: table.rowCount,
    };
  });
}

/** unique / total (1 for an empty column list). */
export function uniqueRatio(column: ColumnInfo): number {
  return column.totalCount === 0 ? 1 : column.uniqueCount / column.totalCount;
}

/** The share of a column's values that repeat an earlier one, in percent. */
export function duplicateRatePercent(column: ColumnInfo): number {
  return (1 - uniqueRatio(column)) * 100;
}

export type RateLevel = 'high' | 'medium' | 'low';

/** The spec's colours: orange over 30%, yellow over 10%, green otherwise. */
export function rateLevel(percent: number): RateLevel {
  if (percent > RATE_HIGH_PERCENT) return 'high';
  if (percent > RATE_MEDIUM_PERCENT) return 'medium';
  return 'low';
}

/** Columns whose unique/total ratio is below 0.9, lowest ratio first, at most 3 (their keys). */
export function recommendedColumns(columns: readonly ColumnInfo[]): number[] {
  return columns
    .filter((column) => uniqueRatio(column) < RECOMMEND_BELOW_RATIO)
    .sort((a, b) => uniqueRatio(a) - uniqueRatio(b) || a.key - b.key)
    .slice(0, RECOMMEND_MAX)
    .map((column) => column.key);
}
