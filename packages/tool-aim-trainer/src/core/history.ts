import { HISTORY_PAGE_SIZE } from './constants';
import type { RoundResult } from './result';
import { scoreOf } from './result';

/** One finished round kept in this browser (CONTEXT.md Rules: History › Record). */
export interface SessionRecord {
  id: number;
  /** When the round finished (ms since 1970). */
  ts: number;
  mode: 'reaction';
  durationMs: number;
  hits: number;
  attempts: number;
  avgReactionMs: number;
  score: number;
}

/** A record before the database gives it its id. */
export type NewSessionRecord = Omit<SessionRecord, 'id'>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * CONTEXT.md Rules: History › Damaged rows: a row is listed only when its id, time and numbers are
 * all numbers and its mode is `reaction`; any other row is skipped alone (and stays stored).
 */
export function isSessionRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    row.mode === 'reaction' &&
    [row.id, row.ts, row.durationMs, row.hits, row.attempts, row.avgReactionMs, row.score].every(isNumber)
  );
}

/** The record of a round that finished at `ts`, with its score. */
export function sessionFromResult({ result, ts }: { result: RoundResult; ts: number }): NewSessionRecord {
  return { ts, mode: 'reaction', ...result, score: scoreOf(result) };
}

/** The rows worth listing, newest first (then the later id first, for rounds in the same ms). */
export function listableSessions(rows: readonly unknown[]): SessionRecord[] {
  return rows.filter(isSessionRecord).sort((a, b) => b.ts - a.ts || b.id - a.id);
}

export interface HistoryPage<T> {
  /** The page shown, 1-based, within 1..pages. */
  page: number;
  /** At least 1, even with nothing to list. */
  pages: number;
  total: number;
  items: T[];
}

/**
 * CONTEXT.md Rules: History › Pages: 10 a page; the page asked for is brought within 1..pages (a page
 * emptied by a delete shows the last one that still has rows), and an empty history is page 1 of 1.
 */
export function paginate<T>({
  items,
  page,
  pageSize = HISTORY_PAGE_SIZE,
}: {
  items: readonly T[];
  page: number;
  pageSize?: number;
}): HistoryPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(pages, Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)));
  const start = (shown - 1) * pageSize;
  return { page: shown, pages, total: items.length, items: items.slice(start, start + pageSize) };
}
