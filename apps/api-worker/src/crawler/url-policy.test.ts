import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { bareHostname, effectivePort, parseCrawlUrl } from './url-policy.ts';

function refusal(raw: string): string {
  try {
    parseCrawlUrl(raw);
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
  }
  return 'accepted';
}

describe('parseCrawlUrl', () => {
  it.each([
    ['https://example.com/a?b=1#frag', 'https://example.com/a?b=1'],
    ['  http://EXAMPLE.com  ', 'http://example.com/'],
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['http://127.1/', 'http://127.0.0.1/'],
    ['http://0x7f.1/', 'http://127.0.0.1/'],
    ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/'],
  ])('parses %s as %s (addresses are judged later)', (raw, href) => {
    expect(parseCrawlUrl(raw).href).toBe(href);
  });

  it.each([
    ['ftp://example.com/file', 'BAD_REQUEST: Only http and https URLs can be crawled, not ftp:'],
    ['file:///etc/passwd', 'BAD_REQUEST: Only http and https URLs can be crawled, not file:'],
    ['javascript:alert(1)', 'BAD_REQUEST: Only http and https URLs can be crawled, not javascript:'],
    ['data:text/html,<p>x</p>', 'BAD_REQUEST: Only http and https URLs can be crawled, not data:'],
    ['gopher://example.com/', 'BAD_REQUEST: Only http and https URLs can be crawled, not gopher:'],
    ['http://user:secret@example.com/', 'BAD_REQUEST: URLs with a user name or password are not crawled'],
    ['http://user@example.com/', 'BAD_REQUEST: URLs with a user name or password are not crawled'],
    ['example.com', 'BAD_REQUEST: Not an absolute URL: example.com'],
    ['/relative/path', 'BAD_REQUEST: Not an absolute URL: /relative/path'],
    [`https://example.com/${'a'.repeat(2048)}`, 'BAD_REQUEST: URL is longer than 2048 characters'],
  ])('refuses %s', (raw, expected) => {
    expect(refusal(raw)).toBe(expected);
  });
});

describe('bareHostname and effectivePort', () => {
  it.each([
    ['http://[::1]:8080/', '::1', 8080],
    ['https://example.com/', 'example.com', 443],
    ['http://example.com/', 'example.com', 80],
  ])('%s → %s port %d', (raw, host, port) => {
    const url = new URL(raw);
    expect(bareHostname(url)).toBe(host);
    expect(effectivePort(url)).toBe(port);
  });
});
