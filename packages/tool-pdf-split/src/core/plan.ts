import { parsePageRange } from '@toolbox/pdf-kit/page-range';
import { BYTES_PER_MB, DEFAULT_EVERY_N, MAX_PART_MB, type OddEven, type SplitMode } from './constants';

/** What the split produces: each part's pages, 1-based, in order. */
export type SplitPlan = number[][];

export type PlanError =
  /** Custom range empty, malformed or outside the document (CONTEXT.md § Custom range). */
  | 'invalidPageRange'
  /** Every-N value below 1 or above the page count. */
  | 'invalidPageNumber'
  /** The settings select no page at all (even pages of a one-page file). */
  | 'noPagesToSplit'
  /** The maximum part size is not a number above 0 (CONTEXT.md § By size). */
  | 'invalidPartSize'
  /** Split by bookmarks on a file without top-level bookmarks (CONTEXT.md § By bookmarks). */
  | 'noBookmarks';

export type PlanResult =
  | {
      ok: true;
      parts: SplitPlan;
      /**
       * By bookmarks: each part's bookmark title; undefined for the pages before the first
       * bookmark (CONTEXT.md § By bookmarks).
       */
      titles?: (string | undefined)[];
    }
  /** By size: the parts are packed while the file is written, each at most `maxBytes`. */
  | { ok: true; maxBytes: number }
  | { ok: false; error: PlanError };

/** A top-level bookmark: its title and the 1-based page it opens (pdf-kit's `topLevelBookmarks`). */
export interface Bookmark {
  title: string;
  page: number;
}

export interface SplitSettings {
  splitMode: SplitMode;
  customRange: string;
  /** As typed: non-numeric text counts as 1 (CONTEXT.md § Every N pages). */
  everyNPages: string;
  oddEvenPages: OddEven;
  /** By size: the maximum part size in MB, as typed (CONTEXT.md § By size). */
  maxPartMb?: string;
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
  bookmarks = [],
}: {
  settings: SplitSettings;
  pageCount: number;
  /** The document's top-level bookmarks, for the bookmarks mode. */
  bookmarks?: readonly Bookmark[];
}): PlanResult {
  switch (settings.splitMode) {
    case 'custom':
      return planCustom(settings.customRange, pageCount);
    case 'everyN':
      return planEveryN(parseEveryN(settings.everyNPages), pageCount);
    case 'oddEven':
      return planOddEven(settings.oddEvenPages, pageCount);
    case 'size': {
      const maxBytes = parsePartSize(settings.maxPartMb ?? '');
      return maxBytes === undefined ? { ok: false, error: 'invalidPartSize' } : { ok: true, maxBytes };
    }
    case 'bookmarks':
      return planBookmarks(bookmarks, pageCount);
  }
}

/**
 * CONTEXT.md § By size: the typed maximum in MB (a decimal point or comma) as bytes, or undefined
 * when it is not a number above 0 and at most `MAX_PART_MB`.
 */
export function parsePartSize(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return undefined;
  const mb = Number(trimmed);
  if (!(mb > 0) || mb > MAX_PART_MB) return undefined;
  return Math.max(1, Math.floor(mb * BYTES_PER_MB));
}

/**
 * CONTEXT.md § By bookmarks: one part per top-level bookmark, from its page to the page before the
 * next bookmark's; the pages before the first bookmark are a part of their own. Bookmarks are taken
 * in page order; of several on one page, the first in the outline names the part.
 */
function planBookmarks(bookmarks: readonly Bookmark[], pageCount: number): PlanResult {
  const cuts: Bookmark[] = [];
  const sorted = bookmarks
    .filter((bookmark) => bookmark.page >= 1 && bookmark.page <= pageCount)
    .map((bookmark, index) => ({ bookmark, index }))
    .sort((a, b) => a.bookmark.page - b.bookmark.page || a.index - b.index);
  for (const { bookmark } of sorted) if (cuts.at(-1)?.page !== bookmark.page) cuts.push(bookmark);
  if (cuts.length === 0) return { ok: false, error: 'noBookmarks' };
  const parts: SplitPlan = [];
  const titles: (string | undefined)[] = [];
  const first = cuts[0] as Bookmark;
  if (first.page > 1) {
    parts.push(range(1, first.page - 1));
    titles.push(undefined);
  }
  cuts.forEach((cut, index) => {
    const next = cuts[index + 1];
    parts.push(range(cut.page, next ? next.page - 1 : pageCount));
    titles.push(cut.title);
  });
  return { ok: true, parts, titles };
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
