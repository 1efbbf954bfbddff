import { describe, expect, it } from 'vitest';
import { readBook } from './read-book';
import { bookWithPages, NOW } from './test-fixtures';

describe('reading a stored book', () => {
  it('reads a stored book back as it was', () => {
    const book = bookWithPages(['a', 'b']);
    expect(readBook(JSON.parse(JSON.stringify(book)))).toEqual({ ok: true, book });
  });

  it('needs an id; nothing else', () => {
    expect(readBook(null)).toEqual({ ok: false, reason: 'not an object' });
    expect(readBook({ title: 'x' })).toEqual({ ok: false, reason: 'missing id' });
    expect(readBook({ id: 'b1' }, { now: NOW })).toMatchObject({
      ok: true,
      book: { id: 'b1', title: '', pages: [], totalPages: 0, currentPageIndex: 0, worldId: 'current' },
    });
  });

  it('a damaged page field costs the field, not the page or the book', () => {
    const stored = JSON.parse(JSON.stringify(bookWithPages(['a', 'b'])));
    stored.pages[0].content = 42;
    stored.pages[0].suggestions = 'go';
    stored.pages[0].selectedCards = [{ id: 'x', type: 'Dragon' }, stored.pages[0].selectedCards[0]];
    stored.pages[0].generationOptions = { storyLength: 'epic', maxSuggestions: 5 };
    stored.pages.splice(1, 0, 'not a page');
    stored.preferences.authoring.customUserText = 'y'.repeat(5000);
    stored.currentPageIndex = 9;
    const read = readBook(stored);
    if (!read.ok) throw new Error(read.reason);
    expect(read.book.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(read.book.pages[0]).toMatchObject({ content: '', suggestions: [], title: 'One' });
    expect(read.book.pages[0]?.selectedCards.map((card) => card.id)).toEqual(['hero']);
    expect(read.book.pages[0]?.generationOptions).toMatchObject({ storyLength: 'medium', maxSuggestions: 5 });
    expect(read.book.preferences.authoring.customUserText).toHaveLength(4000);
    expect(read.book).toMatchObject({ totalPages: 2, currentPageIndex: 1 });
  });

  it('gives repeated page ids a suffix so each page stays addressable', () => {
    const stored = JSON.parse(JSON.stringify(bookWithPages(['a', 'b'])));
    stored.pages[1].id = stored.pages[0].id;
    const read = readBook(stored);
    expect(read.ok && read.book.pages[1]?.id).toBe(`${stored.pages[0].id}_2`);
  });
});
