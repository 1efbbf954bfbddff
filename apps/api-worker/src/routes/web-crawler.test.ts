import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlResult } from '../crawler/crawl.ts';
import { rateLimitRules } from '../rate-limit.ts';
import { type FixtureServer, startFixtureServer } from '../test/fixture-server.ts';
import { createTestApi, fromAddress } from '../test/test-api.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

const html = (response: ServerResponse, body: string | Buffer, type = 'text/html; charset=utf-8') =>
  response.writeHead(200, { 'content-type': type }).end(body);

const articleHtml = `<!doctype html><html lang="en"><head><title>Fixture article</title>
<meta name="description" content="A page served by the test fixture.">
<meta name="keywords" content="fixture, crawler">
<meta property="og:title" content="Fixture article"><link rel="canonical" href="/article">
</head><body><nav>Menu</nav><article><h1>Fixture article</h1>
${'<p>This paragraph is long enough for Readability to treat the page as an article worth reading. It goes on, and on, with more words than a menu or a footer would ever have. </p>'.repeat(5)}
</article></body></html>`;

const readResult = (response: Response) => response.json() as Promise<CrawlResult>;
const readError = (response: Response) => response.json() as Promise<{ error: string; code: string }>;

/** Each request from its own address, so the per-client limit only bites where a test wants it. */
let nextAddress = 1;
function crawl(api: TestApi, url: unknown, bindings = fromAddress(`203.0.113.${nextAddress++}`)) {
  return api.app.request(
    '/api/web-crawler',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) },
    bindings,
  );
}

describe('POST /api/web-crawler', () => {
  let fixture: FixtureServer;
  let api: TestApi;
  let bytesSentOfHuge = 0;
  const hugeSize = 20 * 1024 * 1024;

  beforeAll(async () => {
    fixture = await startFixtureServer({
      '/article': (_request, response) => html(response, articleHtml),
      '/gzip': (_request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(articleHtml)),
      '/latin1': (_request, response) =>
        html(
          response,
          Buffer.concat([
            Buffer.from('<html><body><p>caf'),
            Buffer.from([0xe9]),
            Buffer.from('</p></body></html>'),
          ]),
          'text/html; charset=ISO-8859-1',
        ),
      '/untyped': (_request, response) =>
        response.writeHead(200).end('<!doctype html><title>No type</title><p>x</p>'),
      '/pdf': (_request, response) => html(response, '%PDF-1.7 ...', 'application/pdf'),
      '/json': (_request, response) => html(response, '{"a":1}', 'application/json'),
      '/untyped-binary': (_request, response) => response.writeHead(200).end(Buffer.from([0, 1, 2, 3])),
      '/missing': (_request, response) =>
        response.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>'),
      '/huge': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<!doctype html><html><body><p>');
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          while (bytesSentOfHuge < hugeSize && !response.destroyed) {
            bytesSentOfHuge += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      },
      '/slow': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><body><p>first bytes'); // and never the rest
      },
      '/redirect': (request, response) => {
        const left = Number(new URL(request.url ?? '', fixture.origin).searchParams.get('left'));
        const location = left > 0 ? `/redirect?left=${left - 1}` : '/article';
        response.writeHead(302, { location }).end();
      },
      '/to': (request, response) => {
        const location = new URL(request.url ?? '', fixture.origin).searchParams.get('location') ?? '/';
        response.writeHead(301, { location }).end();
      },
    });
    api = await createTestApi(
      { CRAWLER_TIMEOUT_MS: '2000', CRAWLER_MAX_BYTES: String(256 * 1024) },
      { crawler: { allowLoopbackTargets: [fixture.target] } },
    );
  });

  afterAll(async () => {
    await api.close();
    await fixture.close();
  });

  it('crawls an article: every field of the crawl result, content in three formats, metadata', async () => {
    const response = await crawl(api, `${fixture.origin}/article#section`);
    expect(response.status).toBe(200);
    const result = await readResult(response);
    expect(Object.keys(result).sort()).toEqual([
      'content',
      'description',
      'keywords',
      'metadata',
      'timestamp',
      'title',
      'url',
    ]);
    expect(result).toMatchObject({
      url: `${fixture.origin}/article`,
      title: 'Fixture article',
      description: 'A page served by the test fixture.',
      keywords: ['fixture', 'crawler'],
      metadata: {
        statusCode: 200,
        contentType: 'text/html; charset=utf-8',
        charset: 'utf-8',
        finalUrl: `${fixture.origin}/article`,
        redirects: [],
        isTruncated: false,
        extractedWith: 'readability',
        lang: 'en',
        canonical: `${fixture.origin}/article`,
        openGraph: { title: 'Fixture article' },
      },
    });
    expect(result.metadata.contentLength).toBe(Buffer.byteLength(articleHtml));
    expect(result.content.text).toContain('This paragraph is long enough');
    expect(result.content.html).toContain('<p>This paragraph');
    expect(result.content.markdown).toContain('This paragraph is long enough');
    expect(result.content.text).not.toContain('Menu');
    expect(Date.parse(result.timestamp)).not.toBeNaN();
  });

  it('decompresses gzip and decodes the declared charset', async () => {
    const gzip = await readResult(await crawl(api, `${fixture.origin}/gzip`));
    expect(gzip.title).toBe('Fixture article');
    expect(gzip.metadata.contentLength).toBe(Buffer.byteLength(articleHtml));
    const latin1 = await readResult(await crawl(api, `${fixture.origin}/latin1`));
    expect(latin1.content.text).toBe('café');
    expect(latin1.metadata.charset).toBe('windows-1252');
  });

  it('follows 5 redirects, re-checking each hop, and refuses the 6th', async () => {
    const five = await crawl(api, `${fixture.origin}/redirect?left=4`);
    expect(five.status).toBe(200);
    const result = await readResult(five);
    expect(result.metadata.redirects).toHaveLength(5);
    expect(result.metadata.finalUrl).toBe(`${fixture.origin}/article`);
    expect(result.url).toBe(`${fixture.origin}/redirect?left=4`);

    const six = await crawl(api, `${fixture.origin}/redirect?left=5`);
    expect(six.status).toBe(502);
    expect(await six.json()).toEqual({ error: 'More than 5 redirects', code: 'TOO_MANY_REDIRECTS' });
  });

  it.each([
    ['http://10.0.0.1/admin', 403, 'FORBIDDEN_ADDRESS'],
    ['http://169.254.169.254/latest/meta-data/', 403, 'FORBIDDEN_ADDRESS'],
    ['http://[fd00:ec2::254]/', 403, 'FORBIDDEN_ADDRESS'],
    ['http://127.0.0.1:1/', 403, 'FORBIDDEN_ADDRESS'],
    ['file:///etc/passwd', 400, 'BAD_REQUEST'],
    ['ftp://127.0.0.1/', 400, 'BAD_REQUEST'],
  ])('refuses a redirect to %s even with the fixture opt-in', async (location, status, code) => {
    const before = fixture.requests.length;
    const response = await crawl(api, `${fixture.origin}/to?location=${encodeURIComponent(location)}`);
    expect(response.status).toBe(status);
    expect((await readError(response)).code).toBe(code);
    expect(fixture.requests.length).toBe(before + 1); // the redirect itself, nothing after it
  });

  it.each([
    ['/pdf', 'Only HTML pages can be crawled; this one is application/pdf'],
    ['/json', 'Only HTML pages can be crawled; this one is application/json'],
    ['/untyped-binary', 'Only HTML pages can be crawled; this one has no Content-Type and is not HTML'],
  ])('refuses %s as unsupported content (415)', async (path, error) => {
    const response = await crawl(api, `${fixture.origin}${path}`);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error, code: 'UNSUPPORTED_CONTENT' });
  });

  it('reads a page without Content-Type when it starts like HTML', async () => {
    const response = await crawl(api, `${fixture.origin}/untyped`);
    expect(response.status).toBe(200);
    expect((await readResult(response)).title).toBe('No type');
  });

  it('answers 502 when the page is not 2xx', async () => {
    const response = await crawl(api, `${fixture.origin}/missing`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The page answered HTTP 404 Not Found',
      code: 'UPSTREAM_ERROR',
    });
  });

  it('stops reading a huge body at the cap and says the page was truncated', async () => {
    const response = await crawl(api, `${fixture.origin}/huge`);
    expect(response.status).toBe(200);
    const result = await readResult(response);
    expect(result.metadata).toMatchObject({ isTruncated: true, contentLength: 256 * 1024 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bytesSentOfHuge).toBeLessThan(hugeSize / 2);
  });

  it('answers 504 when the page is slower than the time limit', async () => {
    const slowApi = await createTestApi(
      { CRAWLER_TIMEOUT_MS: '300' },
      { crawler: { allowLoopbackTargets: [fixture.target] } },
    );
    try {
      // The page never ends: only the limit can answer (no wall-clock check: a busy machine is slow).
      const response = await crawl(slowApi, `${fixture.origin}/slow`);
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        error: 'The page did not answer within 0.3 s',
        code: 'TIMEOUT',
      });
    } finally {
      await slowApi.close();
    }
  });

  it('rejects bodies without a URL string or with a URL over 2048 characters', async () => {
    for (const url of [undefined, 42, '', `https://example.com/${'a'.repeat(2048)}`]) {
      const response = await crawl(api, url);
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('BAD_REQUEST');
    }
    const notJson = await api.app.request('/api/web-crawler', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'url=x',
    });
    expect(notJson.status).toBe(400);
  });

  it('limits crawls per client', async () => {
    const client = fromAddress('192.0.2.77');
    for (let index = 0; index < rateLimitRules.crawler.limit; index++) {
      expect((await crawl(api, 'ftp://example.com/', client)).status).toBe(400);
    }
    const limited = await crawl(api, 'ftp://example.com/', client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readError(limited)).code).toBe('RATE_LIMIT');
  });
});

describe('POST /api/web-crawler without the test opt-in', () => {
  let fixture: FixtureServer;
  let api: TestApi;

  beforeAll(async () => {
    fixture = await startFixtureServer({ '/article': (_request, response) => html(response, articleHtml) });
    api = await createTestApi();
  });

  afterAll(async () => {
    await api.close();
    await fixture.close();
  });

  it.each([
    ['http://127.0.0.1/', 'Refused to crawl 127.0.0.1: it is a loopback address'],
    [
      'http://localhost/',
      /^Refused to crawl localhost: it resolves to (127\.0\.0\.1|::1), a loopback address$/,
    ],
    ['http://[::1]/', 'Refused to crawl ::1: it is a loopback address'],
    ['http://10.0.0.1/', 'Refused to crawl 10.0.0.1: it is a private (RFC 1918) address'],
    ['http://192.168.1.1/', 'Refused to crawl 192.168.1.1: it is a private (RFC 1918) address'],
    ['http://172.16.0.1/', 'Refused to crawl 172.16.0.1: it is a private (RFC 1918) address'],
    [
      'http://169.254.169.254/latest/meta-data/',
      'Refused to crawl 169.254.169.254: it is a cloud metadata address',
    ],
    ['http://100.64.0.1/', 'Refused to crawl 100.64.0.1: it is a shared (CGNAT) address'],
    ['http://0.0.0.0/', 'Refused to crawl 0.0.0.0: it is an unspecified address'],
    ['http://2130706433/', 'Refused to crawl 127.0.0.1: it is a loopback address'],
    ['http://[fd00::1]/', 'Refused to crawl fd00::1: it is a unique local (ULA) address'],
    ['http://[fe80::1]/', 'Refused to crawl fe80::1: it is a link-local address'],
    [
      'http://[::ffff:127.0.0.1]/',
      'Refused to crawl ::ffff:7f00:1: it is the IPv4-mapped form of 127.0.0.1, a loopback address',
    ],
    [
      'http://[64:ff9b::a00:1]/',
      'Refused to crawl 64:ff9b::a00:1: it is the NAT64 form of 10.0.0.1, a private (RFC 1918) address',
    ],
  ])('refuses %s with 403 before connecting', async (url, error) => {
    const response = await crawl(api, url);
    expect(response.status).toBe(403);
    const body = await readError(response);
    expect(body.code).toBe('FORBIDDEN_ADDRESS');
    if (typeof error === 'string') expect(body.error).toBe(error);
    else expect(body.error).toMatch(error);
  });

  it.each([
    ['ftp://example.com/file.txt'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['http://user:password@example.com/'],
    ['not a url'],
  ])('refuses %s with 400', async (url) => {
    const response = await crawl(api, url);
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('BAD_REQUEST');
  });

  it('does not reach the loopback fixture at all', async () => {
    const response = await crawl(api, `${fixture.origin}/article`);
    expect(response.status).toBe(403);
    expect(fixture.requests).toEqual([]);
  });
});
