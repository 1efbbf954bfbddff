/**
 * Story books in IndexedDB (CONTEXT.md Rules: Storage › Books): one `storyBooks` row per book.
 * Listing reads each book on its own; one that cannot be read is moved to `setAside` (kept, never
 * deleted) and the rest are listed. Every write rejects when the browser refuses it, so the page
 * keeps the user's text on screen and says so.
 */
import { readBook, type StoryBook, touchBook } from '@toolbox/story-world';
import type { StoryBookRow, StoryDatabase } from './schema';

export interface ListedBooks {
  books: StoryBook[];
  setAside: Array<{ key: string; reason: string }>;
}

/** Every readable book, most recently updated first. */
export async function listBooks(db: StoryDatabase): Promise<ListedBooks> {
  return db.transaction('rw', db.storyBooks, db.setAside, async () => {
    const rows = await db.storyBooks.toArray();
    const books: StoryBook[] = [];
    const setAside: Array<{ key: string; reason: string; raw: unknown }> = [];
    for (const row of rows) {
      const read = readBook(row);
      if (read.ok && read.book.id === row.id) books.push(read.book);
      else
        setAside.push({
          key: String(row.id),
          reason: read.ok ? `id ${read.book.id} stored under ${row.id}` : read.reason,
          raw: row,
        });
    }
    if (setAside.length > 0) {
      const at = new Date().toISOString();
      await db.setAside.bulkAdd(
        setAside.map(({ key, reason, raw }) => ({ key: `book:${key}`, reason, raw, at })),
      );
      await db.storyBooks.bulkDelete(setAside.map(({ key }) => key));
    }
    books.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { books, setAside: setAside.map(({ key, reason }) => ({ key, reason })) };
  });
}

/** Saves `book` with a new updatedAt and returns what was stored. */
export async function saveBook(db: StoryDatabase, book: StoryBook, now = new Date()): Promise<StoryBook> {
  const stored = touchBook(book, now);
  await db.storyBooks.put(stored as unknown as StoryBookRow);
  return stored;
}

export async function deleteBook(db: StoryDatabase, id: string): Promise<void> {
  await db.storyBooks.delete(id);
}
