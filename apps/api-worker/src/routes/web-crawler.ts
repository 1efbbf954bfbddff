import { Hono } from 'hono';
import { z } from 'zod';
import { crawlPage } from '../crawler/crawl.ts';
import { createExtractor } from '../crawler/extractor.ts';
import { MAX_URL_LENGTH } from '../crawler/url-policy.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { rateLimit, rateLimitRules } from '../rate-limit.ts';

const crawlRequestSchema = z.object({ url: z.string().min(1).max(MAX_URL_LENGTH) });

/**
 * `POST /web-crawler` `{ url }`: fetches a public http(s) page and answers the crawl result (CONTEXT.md § Web crawler)
 * (`{ url, title, description, keywords, content: { html, text, markdown }, metadata, timestamp }`)
 * or `{ error, code }`. Rate-limited per client. Limits come from CRAWLER_TIMEOUT_MS and
 * CRAWLER_MAX_BYTES; `deps.crawler` (tests only) may open loopback fixture servers.
 */
export function webCrawlerRoutes(deps: ApiDeps) {
  const app = new Hono();
  const extractor = createExtractor();
  app.post(
    '/web-crawler',
    rateLimit({ db: deps.db, rule: rateLimitRules.crawler, getClient: deps.clientAddress }),
    async (c) => {
      const body = await c.req.json().catch(() => {
        throw new ApiError('BAD_REQUEST', 'Request body must be JSON');
      });
      const parsed = crawlRequestSchema.safeParse(body);
      if (!parsed.success) {
        throw new ApiError('BAD_REQUEST', `Expected { url } with at most ${MAX_URL_LENGTH} characters`);
      }
      const result = await crawlPage({
        rawUrl: parsed.data.url,
        limits: { timeoutMs: deps.env.CRAWLER_TIMEOUT_MS, maxBytes: deps.env.CRAWLER_MAX_BYTES },
        extractor,
        testOptions: deps.crawler,
      });
      return c.json(result);
    },
  );
  return app;
}
