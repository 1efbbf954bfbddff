/** The crawler page's logic (CONTEXT.md Rules): URLs in, crawl results out, four at a time. */

/** What `POST /api/web-crawler` answers for a page it read. */
export interface CrawlResult {
  url: string;
  title: string;
  description: string;
  keywords: string[];
  content: { html: string; text: string; markdown: string };
  metadata: Record<string, unknown> & {
    statusCode?: number;
    contentType?: string;
    contentLength?: number;
    charset?: string;
  };
  timestamp: string;
}

export type ContentFormat = 'text' | 'html' | 'markdown';

/** The spec's limits: four crawls at a time, three attempts, waits of 500 ms then 1000 ms. */
export const CONCURRENCY = 4;
export const ATTEMPTS = 3;
export const FIRST_BACKOFF_MS = 500;

export interface UrlEntry {
  /** As typed. */
  text: string;
  /** The absolute URL, when it parses as one. */
  url?: string;
}

/** Whether a text is an absolute URL (the spec's rule), and the URL it names. */
export function parseUrl(text: string): UrlEntry {
  const trimmed = text.trim();
  try {
    return { text, url: new URL(trimmed).href };
  } catch {
    return { text };
  }
}

/** Pasted text as URL rows: one per line (or per space), blanks dropped. */
export function splitPasted(text: string): string[] {
  return text
    .split(/[\r\n\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Rows after addresses were handed over by another tool (CONTEXT.md Rules: Hand-off): each one
 * (a text of several is split as a paste is) fills the next blank row, the rest are added at the
 * end; a row the visitor typed is never changed.
 */
export function placeReceived(rows: readonly string[], received: string): string[] {
  const incoming = splitPasted(received);
  const placed = rows.map((row) => (row.trim() === '' ? (incoming.shift() ?? row) : row));
  return [...placed, ...incoming];
}

export class CrawlError extends Error {
  override name = 'CrawlError';
}

/** One crawl: a failure when the status is not ok or the body carries an `error` field (the spec). */
export async function crawlOnce(
  url: string,
  { fetch: fetchImpl = globalThis.fetch, signal }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<CrawlResult> {
  const response = await fetchImpl('/api/web-crawler', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<CrawlResult> & { error?: unknown };
  if (!response.ok || body.error !== undefined)
    throw new CrawlError(
      typeof body.error === 'string' && body.error ? body.error : `HTTP ${response.status}`,
    );
  if (!body.content || typeof body.url !== 'string') throw new CrawlError('incomplete answer');
  return body as CrawlResult;
}

export type ItemState =
  | { status: 'pending' }
  | { status: 'crawling'; attempt: number }
  | { status: 'completed'; result: CrawlResult }
  | { status: 'error'; error: string };

/**
 * Crawls every URL, `concurrency` at a time; each gets `attempts` tries with waits of 500 ms, then
 * 1000 ms (doubling) between them. `onUpdate` hears every change of an item's state. Cancelling
 * (`signal`) stops taking new URLs and ends the waits; crawls under way are aborted.
 */
export async function crawlAll({
  urls,
  crawl,
  onUpdate,
  signal,
  concurrency = CONCURRENCY,
  attempts = ATTEMPTS,
  firstBackoffMs = FIRST_BACKOFF_MS,
  sleep = defaultSleep,
}: {
  urls: readonly string[];
  crawl: (url: string, signal?: AbortSignal) => Promise<CrawlResult>;
  onUpdate: (index: number, state: ItemState) => void;
  signal?: AbortSignal;
  concurrency?: number;
  attempts?: number;
  firstBackoffMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !signal?.aborted) {
      const index = next++;
      const url = urls[index] as string;
      let wait = firstBackoffMs;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (signal?.aborted) return;
        onUpdate(index, { status: 'crawling', attempt });
        try {
          onUpdate(index, { status: 'completed', result: await crawl(url, signal) });
          break;
        } catch (error) {
          if (signal?.aborted) return;
          if (attempt === attempts) {
            onUpdate(index, {
              status: 'error',
              error: error instanceof Error ? error.message : String(error),
            });
            break;
          }
          await sleep(wait, signal);
          wait *= 2;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
