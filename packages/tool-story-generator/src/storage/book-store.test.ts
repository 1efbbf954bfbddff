import 'fake-indexeddb/auto';
import { addPage, createBook, createPage, type StoryBook } from '@toolbox/story-world';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteBook, listBooks, saveBook } from './book-store';
import { openStoryDatabase } from './world-store';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});
let counter = 0;
function open() {
  counter += 1;
  const db = openStoryDatabase(`book-test-${process.pid}-${counter}`);
  opened.push(db);
  return db;
}

function book(title: string, at: number): StoryBook {
  const made = createBook({ title, now: new Date(at) });
  if (!made.ok) throw new Error(made.reason);
  return addPage(made.book, createPage({ title: 'One', content: 'Once upon a time.' }));
}

describe('book storage', () => {
  it('saves, lists (newest first) and deletes books', async () => {
    const db = open();
    const older = await saveBook(db, book('Older', 1), new Date('2026-01-01T00:00:00Z'));
    const newer = await saveBook(db, book('Newer', 2), new Date('2026-02-01T00:00:00Z'));
    expect((await listBooks(db)).books.map((item) => item.title)).toEqual(['Newer', 'Older']);
    expect(newer.updatedAt).toBe('2026-02-01T00:00:00.000Z');
    await deleteBook(db, older.id);
    expect((await listBooks(db)).books.map((item) => item.id)).toEqual([newer.id]);
  });

  it('sets a book that cannot be read aside (kept) and lists the rest', async () => {
    const db = open();
    await saveBook(db, book('Good', 1));
    await db.storyBooks.put({ id: '  ', title: 'No id', createdAt: 'x', updatedAt: 'x' } as never);
    const listed = await listBooks(db);
    expect(listed.books.map((item) => item.title)).toEqual(['Good']);
    expect(listed.setAside).toEqual([{ key: '  ', reason: 'missing id' }]);
    expect((await db.setAside.toArray()).map((row) => row.key)).toEqual(['book:  ']);
    expect(await db.storyBooks.count()).toBe(1);
  });
});
