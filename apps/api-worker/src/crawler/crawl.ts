import { decodeHtml, parseContentType } from './decode-body.ts';
import type { PageTags } from './extract-page.ts';
import type { Extractor } from './extractor.ts';
import { fetchPage } from './fetch-page.ts';
import type { LookupAll } from './resolve-target.ts';
import { parseCrawlUrl } from './url-policy.ts';

/** Redirects followed per crawl (CONTEXT.md § Web crawler); the next one is refused. */
export const MAX_REDIRECTS = 5;

/**
 * Test-only crawler settings. Nothing in the environment or a request can set them: only tests
 * build deps with them. `allowLoopbackTargets` lets a crawl reach fixture servers on loopback, by
 * exact `address:port` (`127.0.0.1:41234`); every other non-public address stays refused.
 * `lookup` replaces DNS.
 */
export interface CrawlerTestOptions {
  allowLoopbackTargets?: readonly string[];
  lookup?: LookupAll;
}

export interface CrawlLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** The answer of `POST /api/web-crawler` (CONTEXT.md § Web crawler, without the client's own fields). */
export interface CrawlResult {
  url: string;
  title: string;
  description: string;
  keywords: string[];
  content: { html: string; text: string; markdown: string };
  metadata: PageTags & {
    statusCode: number;
    contentType: string;
    /** Bytes of the (decompressed) body read. */
    contentLength: number;
    charset: string;
    finalUrl: string;
    redirects: string[];
    /** True when the body was longer than the cap and only its start was read. */
    isTruncated: boolean;
    extractedWith: 'readability' | 'body';
  };
  timestamp: string;
}

/** Fetches `rawUrl` under the SSRF rules and extracts its content; throws ApiError on refusal or failure. */
export async function crawlPage({
  rawUrl,
  limits,
  extractor,
  testOptions = {},
  now = () => new Date(),
}: {
  rawUrl: string;
  limits: CrawlLimits;
  extractor: Extractor;
  testOptions?: CrawlerTestOptions;
  now?: () => Date;
}): Promise<CrawlResult> {
  const url = parseCrawlUrl(rawUrl);
  const page = await fetchPage({
    url,
    timeoutMs: limits.timeoutMs,
    maxBytes: limits.maxBytes,
    maxRedirects: MAX_REDIRECTS,
    lookup: testOptions.lookup,
    allowedTestTargets: new Set(testOptions.allowLoopbackTargets ?? []),
  });
  const { text: html, charset } = decodeHtml({
    body: page.body,
    headerCharset: parseContentType(page.contentType).charset,
  });
  const extracted = await extractor.extract({ html, url: page.finalUrl });
  return {
    url: url.href,
    title: extracted.title,
    description: extracted.description,
    keywords: extracted.keywords,
    content: extracted.content,
    metadata: {
      statusCode: page.statusCode,
      contentType: page.contentType,
      contentLength: page.body.length,
      charset,
      finalUrl: page.finalUrl.href,
      redirects: page.redirects,
      isTruncated: page.isTruncated,
      extractedWith: extracted.extractedWith,
      ...extracted.tags,
    },
    timestamp: now().toISOString(),
  };
}
