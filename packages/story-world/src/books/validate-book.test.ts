import { describe, expect, it } from 'vitest';
import type { StoryBook } from './book';
import { bookWithPages } from './test-fixtures';
import { hasBookErrors, validateBook } from './validate-book';

const book = bookWithPages(['a', 'b']);

describe('story book validation', () => {
  it('a sound book has no issues', () => {
    expect(validateBook(book)).toEqual([]);
    expect(validateBook(bookWithPages([]))).toEqual([]);
  });

  it.each([
    ['missingId', { ...book, id: '' }],
    ['missingTitle', { ...book, title: '  ' }],
    ['missingPages', { ...book, pages: undefined as unknown as StoryBook['pages'] }],
    ['pageCountMismatch', { ...book, totalPages: 3 }],
    ['currentIndexOutOfRange', { ...book, currentPageIndex: 2 }],
    ['currentIndexOutOfRange', { ...book, currentPageIndex: -1 }],
    ['currentIndexOutOfRange', { ...bookWithPages([]), currentPageIndex: 1 }],
    ['pageNumbersNotContiguous', { ...book, pages: [...book.pages].reverse() }],
  ])('error %s', (rule, broken) => {
    const issues = validateBook(broken as StoryBook);
    expect(issues).toContainEqual(expect.objectContaining({ level: 'error', rule }));
    expect(hasBookErrors(issues)).toBe(true);
  });

  it('warns about each page lacking a title, content or snapshot', () => {
    const [first, second] = book.pages;
    if (!first || !second) throw new Error('pages');
    const issues = validateBook({
      ...book,
      pages: [
        { ...first, title: '' },
        { ...second, content: ' ', worldStateSnapshot: null },
      ],
    });
    expect(issues).toEqual([
      { level: 'warning', rule: 'pageMissingTitle', position: 1 },
      { level: 'warning', rule: 'pageMissingContent', position: 2 },
      { level: 'warning', rule: 'pageMissingSnapshot', position: 2 },
    ]);
    expect(hasBookErrors(issues)).toBe(false);
  });
});
