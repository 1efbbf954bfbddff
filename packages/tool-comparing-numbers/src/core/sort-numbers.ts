import { type ParsedNumber, type ParseErrorKey, parseNumber } from './parse-number';
import { compareFractions, toDecimalString } from './rational';

/** Row limits of the sort tab (CONTEXT.md § Sort). */
export const MIN_SORT_ROWS = 2;
export const MAX_SORT_ROWS = 10;
export const MIN_VALID_ENTRIES = 2;
/** Places of the decimal shown in sort results (CONTEXT.md § Sort). */
export const SORT_DECIMAL_PLACES = 6;

export type SortDirection = 'asc' | 'desc';

export interface SortedEntry {
  /** Position of the row in the input, 0-based, so the UI can point back to it. */
  index: number;
  number: ParsedNumber;
  decimal: string;
  /** 1-based; equal values share a rank (1, 2, 2, 4). */
  rank: number;
  /** True when the value equals the one sorted before it. */
  isTied: boolean;
}

export type SortOutcome =
  | { ok: true; entries: SortedEntry[]; errors: (ParseErrorKey | undefined)[] }
  | { ok: false; error: 'needTwoValid'; errors: (ParseErrorKey | undefined)[] };

/** Row count after adding or removing one, kept within 2..10. */
export function clampRowCount(count: number): number {
  return Math.min(MAX_SORT_ROWS, Math.max(MIN_SORT_ROWS, count));
}

/**
 * Sorts the valid rows exactly. Empty rows are skipped silently; other invalid rows keep their
 * error. Equal values keep their input order (stable sort) and share a rank.
 */
export function sortNumbers({
  values,
  direction,
}: {
  values: string[];
  direction: SortDirection;
}): SortOutcome {
  const errors: (ParseErrorKey | undefined)[] = [];
  const valid: { index: number; number: ParsedNumber }[] = [];
  values.slice(0, MAX_SORT_ROWS).forEach((input, index) => {
    const parsed = parseNumber({ input });
    if (parsed.ok) valid.push({ index, number: parsed.number });
    errors.push(parsed.ok || parsed.error === 'emptyInput' ? undefined : parsed.error);
  });
  if (valid.length < MIN_VALID_ENTRIES) return { ok: false, error: 'needTwoValid', errors };
  const factor = direction === 'asc' ? 1 : -1;
  valid.sort((a, b) => factor * compareFractions(a.number.value, b.number.value));
  const entries: SortedEntry[] = [];
  valid.forEach((entry, position) => {
    const previous = entries[position - 1];
    const isTied =
      previous !== undefined && compareFractions(previous.number.value, entry.number.value) === 0;
    entries.push({
      ...entry,
      decimal: toDecimalString(entry.number.value, SORT_DECIMAL_PLACES, true),
      rank: isTied && previous ? previous.rank : position + 1,
      isTied,
    });
  });
  return { ok: true, entries, errors };
}
