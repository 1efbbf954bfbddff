/** The JSON export (CONTEXT.md Rules: Story books › Export › JSON): a book `importBook` reads back. */
import type { StoryBook, StoryPage } from './book';
import type { BookExportOptions } from './export-options';
import { resolveExport } from './export-options';

/**
 * The book as JSON (two-space indent). A page range makes a book of those pages, numbered from 1,
 * its current page kept when inside the range. Without metadata the dates, tags and preferences are
 * left out; without card data each page's cards, snapshot and card changes are emptied.
 */
export function bookToJson(book: StoryBook, options: Omit<BookExportOptions<string>, 'format'> = {}): string {
  const { pages, includeMetadata, includeCardData } = resolveExport(book, { ...options, format: 'json' });
  const kept = pages.map(
    (page, index): StoryPage => ({
      ...page,
      pageNumber: index + 1,
      ...(includeCardData ? {} : { selectedCards: [], worldStateSnapshot: null, cardUpdates: [] }),
    }),
  );
  const currentId = book.pages[book.currentPageIndex]?.id;
  const current = Math.max(
    0,
    kept.findIndex((page) => page.id === currentId),
  );
  const { createdAt, updatedAt, tags, preferences, ...core } = book;
  const exported = {
    ...core,
    ...(includeMetadata ? { tags, createdAt, updatedAt, preferences } : {}),
    pages: kept,
    currentPageIndex: current,
    totalPages: kept.length,
  };
  return JSON.stringify(exported, null, 2);
}
