/**
 * Finding things in books (CONTEXT.md Rules: Story books › Search): the viewer's search inside a
 * book, and the book manager's search, tags and progress.
 */
import { BOOK_LIMITS, type StoryBook } from './book';

export interface BookSearchHit {
  /** 0-based index of the page. */
  pageIndex: number;
  pageNumber: number;
  field: 'title' | 'content';
  /** Offset of the match in the field (UTF-16 units). */
  offset: number;
  /** Up to 50 characters before the match, the match as written, and up to 50 after. */
  before: string;
  match: string;
  after: string;
  /** `before + match + after`. */
  context: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Window start, moved one unit later rather than start inside a surrogate pair. */
function windowStart(text: string, at: number): number {
  const start = Math.max(0, at - BOOK_LIMITS.searchContext);
  return start > 0 && isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start;
}

/** Window end, moved one unit earlier rather than end inside a surrogate pair. */
function windowEnd(text: string, at: number): number {
  const end = Math.min(text.length, at + BOOK_LIMITS.searchContext);
  return end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

/**
 * Every occurrence of `query` (trimmed, case-insensitive, not overlapping) in each page's title
 * and content, in page order, title before content. One regular expression runs over each text,
 * so 500 pages of 1,000 characters take a few milliseconds.
 */
export function searchBook(book: StoryBook, query: string): BookSearchHit[] {
  const needle = query.trim();
  if (!needle) return [];
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  const hits: BookSearchHit[] = [];
  book.pages.forEach((page, pageIndex) => {
    for (const field of ['title', 'content'] as const) {
      const text = page[field];
      for (const found of text.matchAll(pattern)) {
        const offset = found.index;
        const end = offset + found[0].length;
        const before = text.slice(windowStart(text, offset), offset);
        const after = text.slice(end, windowEnd(text, end));
        hits.push({
          pageIndex,
          pageNumber: page.pageNumber,
          field,
          offset,
          before,
          match: found[0],
          after,
          context: `${before}${found[0]}${after}`,
        });
      }
    }
  });
  return hits;
}

/** Lower-cased, NFKC (full-width letters match half-width), trimmed: as the card repository. */
const fold = (value: string) => value.normalize('NFKC').toLowerCase().trim();

/** The book manager's search: books whose title or description contains the query. */
export function searchBooks<T extends Pick<StoryBook, 'title' | 'description'>>(
  books: readonly T[],
  query: string,
): T[] {
  const needle = fold(query);
  if (!needle) return [...books];
  return books.filter((book) => fold(book.title).includes(needle) || fold(book.description).includes(needle));
}

/** A book card's tags: the first three, and how many more there are (shown as "+N" when above 0). */
export function bookCardTags(tags: readonly string[]): {
  visible: string[];
  more: number;
  moreLabel: string;
} {
  const visible = tags.slice(0, BOOK_LIMITS.cardTags);
  const more = tags.length - visible.length;
  return { visible, more, moreLabel: more > 0 ? `+${more}` : '' };
}

/** Reading progress: current page (1-based, 0 in an empty book) of total, and the bar's fraction. */
export function readingProgress(book: Pick<StoryBook, 'currentPageIndex' | 'totalPages'>): {
  current: number;
  total: number;
  ratio: number;
} {
  const total = book.totalPages;
  if (total <= 0) return { current: 0, total: 0, ratio: 0 };
  const current = Math.max(1, Math.min(book.currentPageIndex + 1, total));
  return { current, total, ratio: current / total };
}

/** The viewer's statistics: characters (code points, an emoji counts once) in all pages and per page. */
export function bookStats(book: StoryBook): { totalCharacters: number; averagePerPage: number } {
  let totalCharacters = 0;
  for (const page of book.pages) for (const _ of page.content) totalCharacters++;
  const count = book.pages.length;
  return { totalCharacters, averagePerPage: count ? Math.round(totalCharacters / count) : 0 };
}
