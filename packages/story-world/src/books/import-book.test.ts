import { describe, expect, it } from 'vitest';
import { importBook, isBookFileName } from './import-book';
import { NOW, seededRandom } from './test-fixtures';

describe('story book import', () => {
  it.each([
    ['no title', { pages: [] }],
    ['a blank title', { title: ' ', pages: [] }],
    ['no pages list', { title: 'x', pages: {} }],
    ['not an object', [1, 2]],
  ])('refuses %s as "Invalid story book data structure"', (_, value) => {
    expect(importBook(JSON.stringify(value))).toEqual({
      ok: false,
      code: 'invalidBook',
      reason: 'Invalid story book data structure',
    });
  });

  it('reports bad JSON', () => {
    expect(importBook('{nope')).toMatchObject({ ok: false, code: 'badJson' });
  });

  it('gives missing page fields their defaults', () => {
    const result = importBook(JSON.stringify({ title: 'Found', pages: [{}, { content: 'text' }] }), {
      now: NOW,
      pageTitle: (n) => `第 ${n} 页`,
    });
    expect(result).toMatchObject({
      ok: true,
      isIdChanged: true,
      book: {
        title: 'Found',
        totalPages: 2,
        pages: [
          { pageNumber: 1, title: '第 1 页', content: '', summary: '', suggestions: [] },
          { pageNumber: 2, title: '第 2 页', content: 'text' },
        ],
      },
    });
    const english = importBook(JSON.stringify({ title: 'Found', pages: [{}] }));
    expect(english.ok && english.book.pages[0]?.title).toBe('page 1');
  });

  it('keeps the id unless it is taken', () => {
    const text = JSON.stringify({ id: 'book_1', title: 'Found', pages: [] });
    expect(importBook(text)).toMatchObject({ ok: true, isIdChanged: false, book: { id: 'book_1' } });
    const taken = importBook(text, { taken: new Set(['book_1']), now: NOW, random: seededRandom() });
    expect(taken).toMatchObject({ ok: true, isIdChanged: true });
    expect(taken.ok && taken.book.id).toMatch(/^book_1795773600000_[a-z0-9]{6}$/);
  });

  it('takes .json files only', () => {
    expect(isBookFileName('Sky.JSON')).toBe(true);
    expect(isBookFileName('Sky.md')).toBe(false);
  });
});
