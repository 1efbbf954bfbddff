import { describe, expect, it } from 'vitest';
import type { BookResult, StoryBook } from './book';
import {
  addPage,
  continueContext,
  continuePage,
  createPage,
  deletePage,
  duplicatePage,
  goToPage,
  nextPage,
  previousPage,
  reorderPage,
  setCurrentPage,
  updatePage,
} from './pages';
import { bookWithPages, LATER, NOW, seededRandom } from './test-fixtures';
import { validateBook } from './validate-book';

const ok = (result: BookResult): StoryBook => {
  if (!result.ok) throw new Error(result.reason);
  return result.book;
};
const at = (book: StoryBook, index: number) => ({ ...book, currentPageIndex: index });
const titles = (book: StoryBook) => book.pages.map((page) => `${page.pageNumber}:${page.title}`);
const isSound = (book: StoryBook) => validateBook(book).filter((issue) => issue.level === 'error');

describe('story book pages', () => {
  it('add appends, numbers the page and makes it current', () => {
    const book = bookWithPages(['a', 'b']);
    const next = addPage(at(book, 0), createPage({ title: 'New', now: NOW, random: seededRandom() }));
    expect(titles(next)).toEqual(['1:One', '2:Two', '3:New']);
    expect(next).toMatchObject({ currentPageIndex: 2, totalPages: 3 });
    expect(book.pages).toHaveLength(2); // never mutated
  });

  it.each([
    {
      rule: 'deleting the current page moves back by one',
      current: 2,
      remove: 2,
      pages: ['1:One', '2:Two'],
      index: 1,
    },
    {
      rule: 'deleting an earlier page keeps the page shown',
      current: 2,
      remove: 0,
      pages: ['1:Two', '2:Three'],
      index: 1,
    },
    {
      rule: 'deleting a later page keeps the index',
      current: 0,
      remove: 2,
      pages: ['1:One', '2:Two'],
      index: 0,
    },
    { rule: 'not below 0', current: 0, remove: 0, pages: ['1:Two', '2:Three'], index: 0 },
  ])('delete renumbers: $rule', ({ current, remove, pages, index }) => {
    const next = ok(deletePage(at(bookWithPages(['a', 'b', 'c']), current), remove));
    expect(titles(next)).toEqual(pages);
    expect(next.currentPageIndex).toBe(index);
    expect(isSound(next)).toEqual([]);
  });

  it('the last remaining page cannot be deleted', () => {
    expect(deletePage(bookWithPages(['a']), 0)).toEqual({
      ok: false,
      code: 'cannotDeleteLast',
      reason: 'cannot delete last page',
    });
  });

  it.each([
    ['delete', (book: StoryBook) => deletePage(book, 5)],
    ['update', (book: StoryBook) => updatePage(book, -1, { title: 'x' })],
    ['reorder', (book: StoryBook) => reorderPage(book, 0, 3)],
    ['duplicate', (book: StoryBook) => duplicatePage(book, 1.5)],
    ['set current', (book: StoryBook) => setCurrentPage(book, 2)],
  ])('%s refuses an out-of-range index with "Invalid page index"', (_, operation) => {
    expect(operation(bookWithPages(['a', 'b']))).toEqual({
      ok: false,
      code: 'invalidPageIndex',
      reason: 'Invalid page index',
    });
  });

  it('update keeps id and number; the timestamp moves only when the content changes', () => {
    const book = bookWithPages(['a', 'b']);
    const page = book.pages[1];
    const retitled = ok(updatePage(book, 1, { title: 'Renamed', content: 'b' }, LATER)).pages[1];
    expect(retitled).toMatchObject({
      id: page?.id,
      pageNumber: 2,
      title: 'Renamed',
      timestamp: NOW.toISOString(),
    });
    const rewritten = ok(updatePage(book, 1, { content: 'b!' }, LATER)).pages[1];
    expect(rewritten).toMatchObject({
      id: page?.id,
      pageNumber: 2,
      content: 'b!',
      timestamp: LATER.toISOString(),
    });
  });

  it('reorder moves a page, renumbers, and the current index follows the current page', () => {
    const book = at(bookWithPages(['a', 'b', 'c']), 1);
    const moved = ok(reorderPage(book, 0, 2));
    expect(titles(moved)).toEqual(['1:Two', '2:Three', '3:One']);
    expect(moved.currentPageIndex).toBe(0);
    const movedCurrent = ok(reorderPage(book, 1, 2));
    expect(movedCurrent.currentPageIndex).toBe(2);
    expect(isSound(moved)).toEqual([]);
  });

  it('duplicate inserts a copy right after the original, with the suffix and a new id, and makes it current', () => {
    const book = at(bookWithPages(['a', 'b']), 1);
    const copied = ok(duplicatePage(book, 0, { copySuffix: ' (副本)', now: LATER, random: seededRandom(9) }));
    expect(titles(copied)).toEqual(['1:One', '2:One (副本)', '3:Two']);
    expect(copied.currentPageIndex).toBe(1);
    expect(copied.pages[1]?.id).not.toBe(book.pages[0]?.id);
    expect(copied.pages[1]?.content).toBe('a');
    expect(ok(duplicatePage(book, 1)).pages[2]?.title).toBe('Two (copy)');
  });

  it('previous and next stay inside the pages', () => {
    const book = bookWithPages(['a', 'b']);
    expect(nextPage(book)).toBe(book);
    expect(previousPage(book).currentPageIndex).toBe(0);
    expect(previousPage(previousPage(book)).currentPageIndex).toBe(0);
    expect(nextPage(at(book, 0)).currentPageIndex).toBe(1);
  });

  it.each([
    [1, 0],
    [3, 2],
    ['2', 1],
  ])('go to page %j (1-based) makes index %i current', (pageNumber, index) => {
    expect(ok(goToPage(at(bookWithPages(['a', 'b', 'c']), 0), pageNumber)).currentPageIndex).toBe(index);
  });

  it.each([0, 4, 1.5, Number.NaN, '', 'two'])('go to page refuses %j', (pageNumber) => {
    expect(goToPage(bookWithPages(['a', 'b', 'c']), pageNumber)).toMatchObject({
      ok: false,
      code: 'invalidPageIndex',
    });
  });

  it('continue appends after a blank line and replaces the summary and suggestions', () => {
    const book = at(bookWithPages(['First part.', 'b']), 0);
    const next = ok(continuePage(book, 'Second part.', 'new summary', ['go north'], LATER));
    expect(next.pages[0]).toMatchObject({
      content: 'First part.\n\nSecond part.',
      summary: 'new summary',
      suggestions: ['go north'],
      timestamp: LATER.toISOString(),
    });
    expect(next.pages[1]?.content).toBe('b');
    expect(continuePage(bookWithPages([]), 'x', '', [])).toMatchObject({
      ok: false,
      code: 'invalidPageIndex',
    });
  });

  it('continue sends the last 500 characters of the current page as context', () => {
    const content = `${'a'.repeat(100)}${'b'.repeat(500)}`;
    expect(continueContext(bookWithPages([content]))).toBe('b'.repeat(500));
    expect(continueContext(bookWithPages(['short']))).toBe('short');
    expect(continueContext(bookWithPages([]))).toBe('');
  });
});
