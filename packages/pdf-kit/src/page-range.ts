/**
 * The page-range grammar of the PDF tools (CONTEXT.md § Page ranges): `all` or empty for every page, otherwise a
 * comma list of single pages (`3`) and ascending ranges (`5-9`), every page between 1 and the
 * document's page count. Pages are 1-based throughout, as users type them.
 */

/** One comma item: pages `start` to `end`, inclusive (equal for a single page). */
export interface PageSpan {
  start: number;
  end: number;
}

export type PageRangeProblem =
  /** Not a number, a range or `all` (letters, `1-`, `1--3`, an empty item between commas). */
  | 'syntax'
  /** A page below 1 or above the page count. */
  | 'out-of-range'
  /** A range whose first page is after its last (`9-5`). */
  | 'descending';

export type PageRangeResult =
  | { ok: true /** `all` or blank */; all: boolean; spans: PageSpan[] }
  | { ok: false; problem: PageRangeProblem /** the offending comma item, trimmed */; item: string };

const SINGLE = /^\d+$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

/** Parses `text` against a document of `pageCount` pages. `all` and blank give one span of every page. */
export function parsePageRange(text: string, pageCount: number): PageRangeResult {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'all') {
    return { ok: true, all: true, spans: pageCount > 0 ? [{ start: 1, end: pageCount }] : [] };
  }
  const spans: PageSpan[] = [];
  for (const raw of trimmed.split(',')) {
    const item = raw.trim();
    const range = RANGE.exec(item);
    const start = range ? Number(range[1]) : SINGLE.test(item) ? Number(item) : Number.NaN;
    const end = range ? Number(range[2]) : start;
    if (Number.isNaN(start)) return { ok: false, problem: 'syntax', item };
    if (start < 1 || end > pageCount || start > pageCount || end < 1) {
      return { ok: false, problem: 'out-of-range', item };
    }
    if (start > end) return { ok: false, problem: 'descending', item };
    spans.push({ start, end });
  }
  return { ok: true, all: false, spans };
}

/**
 * The pages a merge takes from one file: every selected page once, in ascending order (a page
 * selected twice is merged once), or null when the range is invalid.
 */
export function selectedPages(text: string, pageCount: number): number[] | null {
  const result = parsePageRange(text, pageCount);
  if (!result.ok) return null;
  const chosen = new Uint8Array(pageCount + 1);
  for (const { start, end } of result.spans) chosen.fill(1, start, end + 1);
  const pages: number[] = [];
  for (let page = 1; page <= pageCount; page++) if (chosen[page]) pages.push(page);
  return pages;
}

/** How many pages a range selects once each (the live count beside the input), or null if invalid. */
export function countSelectedPages(text: string, pageCount: number): number | null {
  return selectedPages(text, pageCount)?.length ?? null;
}
