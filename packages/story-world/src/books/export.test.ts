// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportBook } from './export-book';
import { bookToJson } from './export-json';
import { bookToMarkdown } from './export-markdown';
import { bookExportFileName } from './export-options';
import { exportBookText } from './export-text';
import { bookFileName } from './file-name';
import { importBook } from './import-book';
import { bookWithPages } from './test-fixtures';

const book = {
  ...bookWithPages(['First line\nsecond line\n\nNew paragraph.', 'b', 'c']),
  tags: ['air', 'sea'],
};
const formatTime = (iso: string) => iso.slice(0, 10);
const html = (options: Parameters<typeof exportBookText>[1]) => {
  const { data } = exportBookText(book, options);
  return new DOMParser().parseFromString(data, 'text/html');
};

describe('story book export', () => {
  it.each([
    ['json', 'Sky Atlas.json', 'application/json'],
    ['html', 'Sky Atlas.html', 'text/html'],
    ['markdown', 'Sky Atlas.md', 'text/markdown'],
    ['epub', 'Sky Atlas.epub', 'application/epub+zip'],
  ] as const)('names a %s export "{book title}.{format}"', (format, fileName, mimeType) => {
    expect(exportBook(book, { format })).toMatchObject({ fileName, mimeType });
  });

  it('replaces characters a file name cannot hold', () => {
    expect(bookFileName(' a/b:c*?"<>| ', 'md')).toBe('a_b_c______.md');
    expect(bookFileName('...', 'json')).toBe('story.json');
    expect(bookFileName('CON', 'html')).toBe('CON_.html');
    expect(bookExportFileName({ title: 'Tale.' }, 'epub')).toBe('Tale.epub');
  });

  it('refuses an unknown format with "Unsupported export format: {format}"', () => {
    expect(() => exportBook(book, { format: 'pdf' as 'json' })).toThrow('Unsupported export format: pdf');
    expect(() => exportBookText(book, { format: 'epub' as 'json' })).toThrow(
      'Unsupported export format: epub',
    );
  });

  it('JSON round-trips through import', () => {
    const { data } = exportBookText(book, { format: 'json' });
    expect(importBook(data)).toEqual({ ok: true, book, isIdChanged: false });
  });

  it('JSON of a page range is a book of those pages, numbered from 1', () => {
    const imported = importBook(bookToJson(book, { pageRange: { start: 2, end: 9 } }));
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.book.pages.map((page) => [page.pageNumber, page.title])).toEqual([
      [1, 'Two'],
      [2, 'Three'],
    ]);
    expect(imported.book.currentPageIndex).toBe(1);
    expect(() => bookToJson(book, { pageRange: { start: 3, end: 2 } })).toThrow('Invalid page range');
  });

  it('JSON without metadata or card data leaves them out', () => {
    const value = JSON.parse(bookToJson(book, { includeMetadata: false, includeCardData: false }));
    expect(value).not.toHaveProperty('preferences');
    expect(value).not.toHaveProperty('tags');
    expect(value.pages[0]).toMatchObject({ selectedCards: [], worldStateSnapshot: null, cardUpdates: [] });
  });

  it('HTML is a standalone styled document in the chosen language, light and dark', () => {
    const { data } = exportBookText(book, { format: 'html', locale: 'zh' });
    expect(data.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(data).toContain('@media (prefers-color-scheme: dark)');
    expect(data).not.toMatch(/<link|<script/);
    const document = new DOMParser().parseFromString(data, 'text/html');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('Sky Atlas');
    expect([...document.querySelectorAll('article h2')].map((node) => node.textContent)).toEqual([
      '第 1 页：One',
      '第 2 页：Two',
      '第 3 页：Three',
    ]);
    expect(document.querySelector('#page-1 .content')?.innerHTML).toBe(
      '\n<p>First line<br>\nsecond line</p>\n<p>New paragraph.</p>\n',
    );
  });

  it('HTML keeps every text the user wrote as text', () => {
    const attack = '<script>alert(1)</script> & "quotes" <img src=x onerror=alert(2)>';
    const hostile = { ...bookWithPages([attack], attack), description: attack, tags: [attack] };
    const { data } = exportBookText(hostile, { format: 'html' });
    const document = new DOMParser().parseFromString(data, 'text/html');
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.title).toBe(attack);
    expect(document.querySelector('.content p')?.textContent).toBe(attack);
  });

  it('HTML has metadata and card data sections only when asked', () => {
    const full = html({ format: 'html', formatTime });
    expect(full.querySelector('dl.metadata')?.textContent).toContain('2026-11-27');
    expect(full.querySelector('dl.metadata')?.textContent).toContain('air, sea');
    expect(full.querySelector('#page-1 .summary')?.textContent).toBe('Summary: summary 1');
    expect(full.querySelector('#page-1 .cards')?.textContent).toContain('Ada');
    expect(full.querySelector('#page-1 .cards')?.textContent).toContain('resources.gold → 3');
    const bare = html({ format: 'html', includeMetadata: false, includeCardData: false });
    expect(bare.querySelectorAll('.metadata, .meta, .summary, .suggestions, .cards')).toHaveLength(0);
  });

  it('HTML of a page range shows those pages under their own numbers', () => {
    const part = html({ format: 'html', pageRange: { start: 2, end: 2 } });
    expect([...part.querySelectorAll('article')].map((node) => node.id)).toEqual(['page-2']);
  });

  it('Markdown has the title, metadata, each page and its card data', () => {
    const text = bookToMarkdown(book, { formatTime });
    expect(text).toContain('# Sky Atlas\n\nTales of the air\n\n- **Created:** 2026-11-27');
    expect(text).toContain('- **Tags:** air, sea');
    expect(text).toContain('## Page 1: One\n\n*Written: 2026-11-27*\n\n> **Summary:** summary 1');
    expect(text).toContain('First line\nsecond line\n\nNew paragraph.');
    expect(text).toContain('- **Ada** (Character): A pilot');
    expect(text).toContain('- Ada: `resources.gold` → 3 (found a purse)');
    const bare = bookToMarkdown(book, { includeMetadata: false, includeCardData: false });
    expect(bare).not.toMatch(/Created|Summary|Ada/);
    expect(bare.split('\n---\n')).toHaveLength(4);
  });
});
