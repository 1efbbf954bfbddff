import { parsePageRange } from '@toolbox/pdf-kit/page-range';
import { DEFAULT_EVERY_N, type OddEven, type SplitMode } from './constants';

/** What the split produces: each part's pages, 1-based, in order. */
export type SplitPlan = number[][];

export type PlanError =
  /** Custom range empty, malformed or outside the document (CONTEXT.md § Custom range). */
  | 'invalidPageRange'
  /** Every-N value below 1 or above the page count. */
  | 'invalidPageNumber'
  /** The settings select no page at all (even pages of a one-page file). */
  | 'noPagesToSplit';

export type PlanResult = { ok: true; parts: SplitPlan } | { ok: false; error: PlanError };

export interface SplitSettings {
  splitMode: SplitMode;
  customRange: string;
  /** As typed: non-numeric text counts as 1 (CONTEXT.md § Every N pages). */
  everyNPages: string;
  oddEvenPages: OddEven;
}

/**
 * CONTEXT.md § Every N pages: the every-N input as a number; text that is not a number becomes 1. A number is kept
 * as typed, so 0, -2 or 2.5 reach `planSplit` and give invalidPageNumber.
 */
export function parseEveryN(text: string): number {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return DEFAULT_EVERY_N;
  return Number(trimmed);
}

/** The parts the settings give for a document of `pageCount` pages, or the error to show. */
export function planSplit({
  settings,
  pageCount,
}: {
  settings: SplitSettings;
  pageCount: number;
}): PlanResult {
  switch (settings.splitMode) {
    case 'custom':
      return planCustom(settings.customRange, pageCount);
    case 'everyN':
      return planEveryN(parseEveryN(settings.everyNPages), pageCount);
    case 'oddEven':
      return planOddEven(settings.oddEvenPages, pageCount);
  }
}

/** Each comma item is one output; `a-b` stays one file. Unlike merge, an empty range is an error. */
function planCustom(text: string, pageCount: number): PlanResult {
  if (text.trim() === '') return { ok: false, error: 'invalidPageRange' };
  const result = parsePageRange(text, pageCount);
  if (!result.ok) return { ok: false, error: 'invalidPageRange' };
  const parts = result.spans.map(({ start, end }) => range(start, end));
  return parts.length === 0 ? { ok: false, error: 'noPagesToSplit' } : { ok: true, parts };
}

function planEveryN(size: number, pageCount: number): PlanResult {
  if (!Number.isInteger(size) || size < 1 || size > pageCount) {
    return { ok: false, error: pageCount === 0 ? 'noPagesToSplit' : 'invalidPageNumber' };
  }
  const parts: SplitPlan = [];
  for (let start = 1; start <= pageCount; start += size) {
    parts.push(range(start, Math.min(pageCount, start + size - 1)));
  }
  return { ok: true, parts };
}

/** One output holding the odd (1, 3, 5…) or the even (2, 4…) pages. */
function planOddEven(which: OddEven, pageCount: number): PlanResult {
  const pages: number[] = [];
  for (let page = which === 'odd' ? 1 : 2; page <= pageCount; page += 2) pages.push(page);
  return pages.length === 0 ? { ok: false, error: 'noPagesToSplit' } : { ok: true, parts: [pages] };
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** The parts as short text for the preview list: `1-3`, `5`, `1, 3, 5` (runs collapsed). */
export function describePages(pages: readonly number[]): string {
  const runs: string[] = [];
  let index = 0;
  while (index < pages.length) {
    let end = index;
    while (end + 1 < pages.length && (pages[end + 1] as number) === (pages[end] as number) + 1) end++;
    runs.push(end === index ? String(pages[index]) : `${pages[index]}-${pages[end]}`);
    index = end + 1;
  }
  return runs.join(', ');
}
