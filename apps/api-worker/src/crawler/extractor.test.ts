import { describe, expect, it } from 'vitest';
import { createExtractor } from './extractor.ts';

const paragraph = `<p>${'A sentence of an article, long enough to count as real content for the reader. '.repeat(4)}</p>`;

describe('createExtractor', () => {
  it('extracts pages in worker threads, several at a time', async () => {
    const extractor = createExtractor({ size: 2 });
    const pages = await Promise.all(
      ['one', 'two', 'three'].map((title) =>
        extractor.extract({
          html: `<html><head><title>${title}</title></head><body><article>${paragraph.repeat(4)}</article></body></html>`,
          url: new URL('https://example.com/'),
        }),
      ),
    );
    expect(pages.map((page) => page.title)).toEqual(['one', 'two', 'three']);
    expect(pages[0]?.extractedWith).toBe('readability');
  });

  it('stops a worker that takes longer than its time limit, then carries on', {
    timeout: 20_000,
  }, async () => {
    // The limit starts once the worker has loaded and taken the page, so a busy machine's slow
    // start does not count; the huge page needs well over 10 s.
    const extractor = createExtractor({ size: 1, timeoutMs: 2000 });
    const linked = `<p>${'Words that keep going with <a href="/x">a link</a> and <b>bold</b> text. '.repeat(5)}</p>`;
    const huge = `<html><body><article>${`<div><h2>Part</h2>${linked}${linked}</div>`.repeat(5000)}</article></body></html>`;
    await expect(
      extractor.extract({ html: huge, url: new URL('https://example.com/') }),
    ).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    const page = await extractor.extract({ html: '<p>small</p>', url: new URL('https://example.com/') });
    expect(page.content.text).toBe('small');
  });
});
