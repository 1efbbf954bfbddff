import { describe, expect, it } from 'vitest';
import { bookCardTags, bookStats, readingProgress, searchBook, searchBooks } from './search-book';
import { bookWithPages } from './test-fixtures';

describe('story book search', () => {
  it('finds every occurrence, case-insensitive, with 50 characters of context each side', () => {
    const content = `${'x'.repeat(60)}Dragon${'y'.repeat(60)} and a dragon.`;
    const hits = searchBook(bookWithPages(['nothing here', content]), 'DRAGON');
    expect(hits).toHaveLength(2);
    expect(hits[0]).toMatchObject({
      pageIndex: 1,
      pageNumber: 2,
      field: 'content',
      offset: 60,
      before: 'x'.repeat(50),
      match: 'Dragon',
      after: 'y'.repeat(50),
    });
    expect(hits[0]?.context).toBe(`${'x'.repeat(50)}Dragon${'y'.repeat(50)}`);
    expect(hits[1]).toMatchObject({ match: 'dragon', after: '.' });
  });

  it('searches page titles too, and treats the query as text, not a pattern', () => {
    const book = bookWithPages(['cost (a+b)?']);
    expect(searchBook(book, 'one')).toMatchObject([{ field: 'title', match: 'One' }]);
    expect(searchBook(book, '(a+b)?')).toMatchObject([{ match: '(a+b)?', before: 'cost ' }]);
    expect(searchBook(book, '  ')).toEqual([]);
  });

  it('never cuts an emoji in half at the edge of the context', () => {
    const content = `😀${'a'.repeat(49)}key`;
    expect(searchBook(bookWithPages([content]), 'key')[0]?.before).toBe('a'.repeat(49));
  });

  it('searches 500 pages of 1,000 characters', () => {
    const page = `${'lorem ipsum '.repeat(83)}ring`.slice(-1000);
    const hits = searchBook(bookWithPages(Array.from({ length: 500 }, () => page)), 'RING');
    expect(hits).toHaveLength(500);
    expect(hits[499]).toMatchObject({ pageNumber: 500, match: 'ring' });
  });
});

describe('book manager', () => {
  const books = [
    { title: 'Sky Atlas', description: 'Tales of the air' },
    { title: 'Deep', description: 'Ｕｎｄｅｒ the sea' },
  ];

  it('searches titles and descriptions (case and width ignored)', () => {
    expect(searchBooks(books, 'atlas')).toEqual([books[0]]);
    expect(searchBooks(books, 'under')).toEqual([books[1]]);
    expect(searchBooks(books, ' ')).toEqual(books);
    expect(searchBooks(books, 'nothing')).toEqual([]);
  });

  it('shows the first 3 tags and "+N"', () => {
    expect(bookCardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({
      visible: ['a', 'b', 'c'],
      more: 2,
      moreLabel: '+2',
    });
    expect(bookCardTags(['a'])).toEqual({ visible: ['a'], more: 0, moreLabel: '' });
  });

  it('reads progress as current page of total', () => {
    expect(readingProgress({ currentPageIndex: 1, totalPages: 4 })).toEqual({
      current: 2,
      total: 4,
      ratio: 0.5,
    });
    expect(readingProgress({ currentPageIndex: 0, totalPages: 0 })).toEqual({
      current: 0,
      total: 0,
      ratio: 0,
    });
  });

  it('counts characters in all pages and per page (an emoji once)', () => {
    expect(bookStats(bookWithPages(['abc', '😀'])).totalCharacters).toBe(4);
    expect(bookStats(bookWithPages(['abc', '😀'])).averagePerPage).toBe(2);
    expect(bookStats(bookWithPages([]))).toEqual({ totalCharacters: 0, averagePerPage: 0 });
  });
});
