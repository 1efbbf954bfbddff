import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import {
  ATTEMPTS,
  CONCURRENCY,
  type CrawlResult,
  crawlAll,
  crawlOnce,
  FIRST_BACKOFF_MS,
  type ItemState,
  parseUrl,
  placeReceived,
  splitPasted,
} from './crawl';
import { markdownName, markdownZip, resultsJson } from './export';

const result = (url: string): CrawlResult => ({
  url,
  title: `Title of ${url}`,
  description: 'A page',
  keywords: ['a', 'b'],
  content: { html: '<p>Hello</p>', text: 'Hello', markdown: '# Hello' },
  metadata: { statusCode: 200, contentType: 'text/html', contentLength: 12, charset: 'utf-8' },
  timestamp: '2026-11-27T10:00:00.000Z',
});

describe('web-crawler input', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['  http://example.com  ', 'http://example.com/'],
    ['example.com', undefined],
    ['/relative/path', undefined],
    ['not a url', undefined],
  ])('%j is an absolute URL: %s', (text, url) => {
    expect(parseUrl(text).url).toBe(url);
  });

  it('splits a paste of many URLs into rows', () => {
    expect(splitPasted('https://a.test/\nhttps://b.test/ \r\n\n https://c.test/')).toEqual([
      'https://a.test/',
      'https://b.test/',
      'https://c.test/',
    ]);
  });
});

describe('web-crawler hand-off', () => {
  it('puts a received address in the first blank row, never over a typed one, and adds rows for more', () => {
    expect(placeReceived([''], 'https://a.test/')).toEqual(['https://a.test/']);
    expect(placeReceived(['typed', '  ', 'kept'], 'https://a.test/')).toEqual([
      'typed',
      'https://a.test/',
      'kept',
    ]);
    expect(placeReceived(['typed'], ' https://a.test/\nhttps://b.test/ ')).toEqual([
      'typed',
      'https://a.test/',
      'https://b.test/',
    ]);
  });
});

describe('web-crawler calls', () => {
  it('fails when the status is not ok or the answer carries an error field', async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    await expect(
      crawlOnce('https://a.test/', { fetch: answer(200, result('https://a.test/')) }),
    ).resolves.toMatchObject({
      title: 'Title of https://a.test/',
    });
    await expect(
      crawlOnce('https://a.test/', { fetch: answer(502, { error: 'upstream timed out' }) }),
    ).rejects.toThrow('upstream timed out');
    await expect(
      crawlOnce('https://a.test/', { fetch: answer(200, { error: 'refused: private address' }) }),
    ).rejects.toThrow('refused: private address');
    await expect(crawlOnce('https://a.test/', { fetch: answer(500, {}) })).rejects.toThrow('HTTP 500');
  });

  it('posts { url } as JSON to /api/web-crawler', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(result('https://a.test/'))));
    await crawlOnce('https://a.test/', { fetch: fetchSpy as unknown as typeof fetch });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/web-crawler',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'https://a.test/' }) }),
    );
  });

  it('has the spec limits: 4 at a time, 3 attempts, waits from 500 ms doubling', () => {
    expect([CONCURRENCY, ATTEMPTS, FIRST_BACKOFF_MS]).toEqual([4, 3, 500]);
  });

  it('runs at most 4 crawls at once and crawls every URL', async () => {
    let running = 0;
    let most = 0;
    const urls = Array.from({ length: 10 }, (_, index) => `https://site.test/${index}`);
    const states = new Map<number, ItemState>();
    await crawlAll({
      urls,
      crawl: async (url) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return result(url);
      },
      onUpdate: (index, state) => states.set(index, state),
    });
    expect(most).toBe(4);
    expect([...states.values()].every((state) => state.status === 'completed')).toBe(true);
  });

  it('tries a failing URL 3 times, waiting 500 ms then 1000 ms, then reports its error', async () => {
    const waits: number[] = [];
    const crawl = vi.fn(async () => {
      throw new Error('connection reset');
    });
    const updates: ItemState[] = [];
    await crawlAll({
      urls: ['https://down.test/'],
      crawl,
      onUpdate: (_, state) => updates.push(state),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(crawl).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 1000]);
    expect(updates.at(-1)).toEqual({ status: 'error', error: 'connection reset' });
    expect(
      updates
        .filter((state) => state.status === 'crawling')
        .map((state) => (state as { attempt: number }).attempt),
    ).toEqual([1, 2, 3]);
  });

  it('succeeds on a second attempt without reporting an error', async () => {
    let calls = 0;
    const updates: ItemState[] = [];
    await crawlAll({
      urls: ['https://flaky.test/'],
      crawl: async (url) => {
        calls++;
        if (calls === 1) throw new Error('busy');
        return result(url);
      },
      onUpdate: (_, state) => updates.push(state),
      sleep: async () => {},
    });
    expect(updates.map((state) => state.status)).toEqual(['crawling', 'crawling', 'completed']);
  });

  it('stops taking URLs when cancelled', async () => {
    const controller = new AbortController();
    const crawled: string[] = [];
    await crawlAll({
      urls: Array.from({ length: 8 }, (_, index) => `https://site.test/${index}`),
      concurrency: 1,
      signal: controller.signal,
      crawl: async (url) => {
        crawled.push(url);
        if (crawled.length === 2) controller.abort();
        return result(url);
      },
      onUpdate: () => {},
    });
    expect(crawled).toHaveLength(2);
  });
});

describe('web-crawler exports', () => {
  it('exports JSON with the chosen content format only', () => {
    const json = JSON.parse(resultsJson([result('https://a.test/')], 'markdown'));
    expect(json).toEqual([
      expect.objectContaining({
        url: 'https://a.test/',
        format: 'markdown',
        content: '# Hello',
        keywords: ['a', 'b'],
      }),
    ]);
  });

  it('zips one Markdown file per page with its title and address, names made safe and unique', () => {
    const zip = unzipSync(
      markdownZip([
        result('https://a.test/docs/intro?x=1'),
        result('https://a.test/docs/intro'),
        result('https://b.test/'),
      ]),
    );
    expect(Object.keys(zip).sort()).toEqual([
      'a.test-docs-intro (2).md',
      'a.test-docs-intro.md',
      'b.test.md',
    ]);
    const file = strFromU8(zip['a.test-docs-intro.md'] as Uint8Array);
    expect(file).toContain('title: "Title of https://a.test/docs/intro?x=1"');
    expect(file).toContain('url: "https://a.test/docs/intro?x=1"');
    expect(file).toContain('# Hello');
    expect(markdownName('https://例子.测试/路径/')).toBe('xn--fsqu00a.xn--0zwm56d-路径');
  });
});
