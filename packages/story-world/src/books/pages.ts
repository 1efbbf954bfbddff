/**
 * Page operations (CONTEXT.md Rules: Story books › Pages). Each takes a book and returns a new
 * one; pages stay numbered 1 … n in order and `totalPages` follows the list.
 */
import type { Card } from '../cards';
import {
  BOOK_LIMITS,
  type BookResult,
  bookFailure,
  type CardUpdate,
  defaultGenerationOptions,
  type GenerationOptions,
  lastCharacters,
  newPageId,
  type StoryBook,
  type StoryPage,
  type WorldStateSnapshot,
} from './book';

export interface NewPageInput {
  title?: string;
  content?: string;
  summary?: string;
  selectedCards?: Card[];
  worldStateSnapshot?: WorldStateSnapshot | null;
  cardUpdates?: CardUpdate[];
  suggestions?: string[];
  generationOptions?: GenerationOptions;
  now?: Date;
  random?: () => number;
}

/** A page ready for `addPage` (its number is set when it is added). */
export function createPage({
  title = '',
  content = '',
  summary = '',
  selectedCards = [],
  worldStateSnapshot = null,
  cardUpdates = [],
  suggestions = [],
  generationOptions = defaultGenerationOptions(),
  now = new Date(),
  random = Math.random,
}: NewPageInput = {}): StoryPage {
  return {
    id: newPageId(now.getTime(), random),
    pageNumber: 0,
    title,
    content,
    summary,
    timestamp: now.toISOString(),
    selectedCards,
    worldStateSnapshot,
    cardUpdates,
    suggestions,
    generationOptions,
  };
}

/** `pages` numbered 1 … n (a page already numbered right is kept as the same object). */
function numbered(pages: readonly StoryPage[]): StoryPage[] {
  return pages.map((page, index) =>
    page.pageNumber === index + 1 ? page : { ...page, pageNumber: index + 1 },
  );
}

function withPages(book: StoryBook, pages: readonly StoryPage[], currentPageIndex: number): StoryBook {
  const list = numbered(pages);
  return {
    ...book,
    pages: list,
    totalPages: list.length,
    currentPageIndex: Math.max(0, Math.min(currentPageIndex, list.length - 1)),
  };
}

const inRange = (book: StoryBook, index: number) =>
  Number.isInteger(index) && index >= 0 && index < book.pages.length;

/** Appends `page` and makes it the current page. */
export function addPage(book: StoryBook, page: StoryPage): StoryBook {
  return withPages(book, [...book.pages, page], book.pages.length);
}

/**
 * Removes the page at `index`. Deleting the current page or one before it moves the current index
 * back by one (not below 0), so the page shown is the one before; a later page leaves it alone.
 * The last remaining page cannot be deleted.
 */
export function deletePage(book: StoryBook, index: number): BookResult {
  if (!inRange(book, index)) return bookFailure('invalidPageIndex');
  if (book.pages.length === 1) return bookFailure('cannotDeleteLast');
  const pages = book.pages.filter((_, at) => at !== index);
  const current = index <= book.currentPageIndex ? book.currentPageIndex - 1 : book.currentPageIndex;
  return { ok: true, book: withPages(book, pages, current) };
}

export type PagePatch = Partial<Omit<StoryPage, 'id' | 'pageNumber' | 'timestamp'>>;

/** Edits the page at `index`: id and number stay; the timestamp moves only when the content changes. */
export function updatePage(
  book: StoryBook,
  index: number,
  patch: PagePatch,
  now: Date = new Date(),
): BookResult {
  if (!inRange(book, index)) return bookFailure('invalidPageIndex');
  const page = book.pages[index] as StoryPage;
  const { id: _id, pageNumber: _number, timestamp: _timestamp, ...fields } = patch as Partial<StoryPage>;
  const isContentChanged = fields.content !== undefined && fields.content !== page.content;
  const updated: StoryPage = {
    ...page,
    ...fields,
    timestamp: isContentChanged ? now.toISOString() : page.timestamp,
  };
  const pages = book.pages.map((item, at) => (at === index ? updated : item));
  return { ok: true, book: withPages(book, pages, book.currentPageIndex) };
}

/** Moves the page at `from` to `to`; the current index follows the page that was current. */
export function reorderPage(book: StoryBook, from: number, to: number): BookResult {
  if (!inRange(book, from) || !inRange(book, to)) return bookFailure('invalidPageIndex');
  const pages = [...book.pages];
  const [moved] = pages.splice(from, 1);
  pages.splice(to, 0, moved as StoryPage);
  const currentId = book.pages[book.currentPageIndex]?.id;
  const current = pages.findIndex((page) => page.id === currentId);
  return { ok: true, book: withPages(book, pages, current) };
}

export interface DuplicatePageOptions {
  /** Added to the copy's title: ' (copy)', ' (副本)'. */
  copySuffix?: string;
  now?: Date;
  random?: () => number;
}

/** Inserts a copy right after the page at `index` (new id, title + suffix, now) and makes it current. */
export function duplicatePage(
  book: StoryBook,
  index: number,
  { copySuffix = ' (copy)', now = new Date(), random = Math.random }: DuplicatePageOptions = {},
): BookResult {
  if (!inRange(book, index)) return bookFailure('invalidPageIndex');
  const page = book.pages[index] as StoryPage;
  const taken = new Set(book.pages.map((item) => item.id));
  let id: string;
  do id = newPageId(now.getTime(), random);
  while (taken.has(id));
  const copy: StoryPage = {
    ...structuredClone(page),
    id,
    title: `${page.title}${copySuffix}`,
    timestamp: now.toISOString(),
  };
  const pages = [...book.pages.slice(0, index + 1), copy, ...book.pages.slice(index + 1)];
  return { ok: true, book: withPages(book, pages, index + 1) };
}

/** Makes the page at the 0-based `index` current. */
export function setCurrentPage(book: StoryBook, index: number): BookResult {
  if (!inRange(book, index)) return bookFailure('invalidPageIndex');
  return { ok: true, book: index === book.currentPageIndex ? book : { ...book, currentPageIndex: index } };
}

/** The page before the current one; the first page stays. */
export function previousPage(book: StoryBook): StoryBook {
  return book.currentPageIndex > 0 ? { ...book, currentPageIndex: book.currentPageIndex - 1 } : book;
}

/** The page after the current one; the last page stays. */
export function nextPage(book: StoryBook): StoryBook {
  return book.currentPageIndex < book.pages.length - 1
    ? { ...book, currentPageIndex: book.currentPageIndex + 1 }
    : book;
}

/** The page jump: a whole number 1 … total (as typed: `'3'` too); anything else is refused. */
export function goToPage(book: StoryBook, pageNumber: number | string): BookResult {
  const value = typeof pageNumber === 'string' && pageNumber.trim() !== '' ? Number(pageNumber) : pageNumber;
  if (typeof value !== 'number' || !Number.isInteger(value)) return bookFailure('invalidPageIndex');
  return setCurrentPage(book, value - 1);
}

export function currentPage(book: StoryBook): StoryPage | undefined {
  return book.pages[book.currentPageIndex];
}

/**
 * Continue: the new segment goes after the current page's content with a blank line between;
 * the summary and suggestions are replaced.
 */
export function continuePage(
  book: StoryBook,
  segment: string,
  summary: string,
  suggestions: readonly string[],
  now: Date = new Date(),
): BookResult {
  const page = currentPage(book);
  if (!page) return bookFailure('invalidPageIndex');
  const content = page.content ? `${page.content}\n\n${segment}` : segment;
  return updatePage(book, book.currentPageIndex, { content, summary, suggestions: [...suggestions] }, now);
}

/** What continuing sends as context: the last 500 characters of the current page. */
export function continueContext(book: StoryBook): string {
  return lastCharacters(currentPage(book)?.content ?? '', BOOK_LIMITS.continueContext);
}
