import { TIMESTAMP_UNITS, type UnitChoice } from './convert';

/** What a share link carries (CONTEXT.md § Share link): the zone, the format and every row. */
export interface SharedTimes {
  timeZone: string;
  formatChoice: string;
  customFormat: string;
  timestamps: Array<{ input: string; unit: UnitChoice }>;
  dates: string[];
}

const UNIT_CHOICES: readonly string[] = ['auto', ...TIMESTAMP_UNITS];
/** More rows than a person adds by hand: a link with more is not one this tool made. */
const MAX_ROWS = 100;

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A link's state when it is one this tool wrote (a zone this browser knows); otherwise undefined. */
export function parseSharedTimes(raw: unknown): SharedTimes | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  const { timeZone, formatChoice, customFormat, timestamps, dates } = value;
  if (typeof timeZone !== 'string' || !isKnownZone(timeZone)) return undefined;
  if (typeof formatChoice !== 'string' || typeof customFormat !== 'string') return undefined;
  if (!Array.isArray(timestamps) || !Array.isArray(dates)) return undefined;
  if (timestamps.length === 0 || dates.length === 0 || timestamps.length + dates.length > MAX_ROWS)
    return undefined;
  const rows: SharedTimes['timestamps'] = [];
  for (const row of timestamps) {
    if (typeof row?.input !== 'string' || !UNIT_CHOICES.includes(row?.unit)) return undefined;
    rows.push({ input: row.input, unit: row.unit });
  }
  if (!dates.every((date) => typeof date === 'string')) return undefined;
  return { timeZone, formatChoice, customFormat, timestamps: rows, dates: dates as string[] };
}

/**
 * Where a value sent from another tool or smart paste goes (CONTEXT.md § Hand-off): into the first
 * row when it is empty, else into a new row at the end.
 */
export function handedRow(inputs: readonly string[]): { index: number; isNew: boolean } {
  return inputs[0]?.trim() === '' ? { index: 0, isNew: false } : { index: inputs.length, isNew: true };
}
