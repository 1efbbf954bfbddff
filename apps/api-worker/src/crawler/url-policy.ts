import { ApiError } from '../errors.ts';

/** Longest URL accepted, in the request body and in a redirect's Location. */
export const MAX_URL_LENGTH = 2048;

/**
 * Parses a URL the crawler may fetch: absolute, http or https, no user name or password (they
 * would be sent to a third party through this server, and a URL like `http://evil@host/` is also a
 * phishing trick), at most MAX_URL_LENGTH characters. The fragment is dropped: it is never sent.
 * Whether the host's addresses are public is checked later, when it is resolved.
 */
export function parseCrawlUrl(raw: string): URL {
  if (raw.length > MAX_URL_LENGTH) {
    throw new ApiError('BAD_REQUEST', `URL is longer than ${MAX_URL_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ApiError('BAD_REQUEST', `Not an absolute URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError('BAD_REQUEST', `Only http and https URLs can be crawled, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new ApiError('BAD_REQUEST', 'URLs with a user name or password are not crawled');
  }
  if (!url.hostname) throw new ApiError('BAD_REQUEST', `URL has no host: ${raw.slice(0, 200)}`);
  url.hash = '';
  return url;
}

/** The host as a bare name or IP literal (`[::1]` → `::1`). */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** The port the request goes to, explicit or the scheme's default. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}
