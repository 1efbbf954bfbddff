import type { LookupAddress, LookupOptions } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ApiError } from '../errors.ts';
import { isHtmlMediaType, looksLikeHtml, parseContentType } from './decode-body.ts';
import {
  type AllowedTestTargets,
  type LookupAll,
  type ResolvedAddress,
  resolveTarget,
} from './resolve-target.ts';
import { bareHostname, effectivePort, MAX_URL_LENGTH, parseCrawlUrl } from './url-policy.ts';

export interface FetchPageOptions {
  url: URL;
  /** Budget for everything: every DNS lookup, connection, redirect and the body. */
  timeoutMs: number;
  /** Decoded body bytes kept; reading stops there and the page is marked truncated. */
  maxBytes: number;
  maxRedirects: number;
  lookup?: LookupAll;
  allowedTestTargets?: AllowedTestTargets;
}

export interface FetchedPage {
  finalUrl: URL;
  statusCode: number;
  /** The Content-Type header as sent (empty when missing). */
  contentType: string;
  body: Buffer;
  isTruncated: boolean;
  /** Every URL redirected to, in order. */
  redirects: string[];
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const requestHeaders = {
  'User-Agent': 'Mozilla/5.0 (compatible; ToolboxCrawler/1.0)',
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'Accept-Encoding': 'gzip, deflate, br',
  'Accept-Language': 'en,zh;q=0.8,*;q=0.5',
};

/**
 * GETs an HTML page with the SSRF rules applied to every hop: each URL is re-parsed (http/https,
 * no credentials), its host resolved and refused unless public, and the socket connects to the
 * address that was checked. Redirects are followed by hand, at most `maxRedirects`. A non-HTML
 * response is refused before its body is read; the body stops at `maxBytes` after decompression.
 */
export async function fetchPage(options: FetchPageOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await followRedirects(options, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError('TIMEOUT', `The page did not answer within ${options.timeoutMs / 1000} s`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(options: FetchPageOptions, signal: AbortSignal): Promise<FetchedPage> {
  const redirects: string[] = [];
  let url = options.url;
  for (;;) {
    const target = await abortable(
      resolveTarget({ url, lookup: options.lookup, allowedTestTargets: options.allowedTestTargets }),
      signal,
    );
    const response = await request(url, target, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;

    if (redirectStatuses.has(status) && location) {
      response.destroy();
      if (redirects.length >= options.maxRedirects) {
        throw new ApiError('TOO_MANY_REDIRECTS', `More than ${options.maxRedirects} redirects`);
      }
      url = parseCrawlUrl(resolveLocation(location, url));
      redirects.push(url.href);
      continue;
    }

    if (status < 200 || status > 299) {
      response.destroy();
      throw new ApiError(
        'UPSTREAM_ERROR',
        `The page answered HTTP ${status} ${response.statusMessage ?? ''}`.trim(),
      );
    }

    const contentType = response.headers['content-type'] ?? '';
    const { mediaType } = parseContentType(contentType);
    if (mediaType !== undefined && !isHtmlMediaType(mediaType)) {
      response.destroy();
      throw new ApiError('UNSUPPORTED_CONTENT', `Only HTML pages can be crawled; this one is ${mediaType}`);
    }

    const { body, isTruncated } = await readBody(response, options.maxBytes);
    if (mediaType === undefined && !looksLikeHtml(body)) {
      throw new ApiError(
        'UNSUPPORTED_CONTENT',
        'Only HTML pages can be crawled; this one has no Content-Type and is not HTML',
      );
    }
    return { finalUrl: url, statusCode: status, contentType, body, isTruncated, redirects };
  }
}

function resolveLocation(location: string, base: URL): string {
  if (location.length > MAX_URL_LENGTH) {
    throw new ApiError('UPSTREAM_ERROR', `Redirect target is longer than ${MAX_URL_LENGTH} characters`);
  }
  try {
    return new URL(location, base).href;
  } catch {
    throw new ApiError('UPSTREAM_ERROR', 'The page redirected to an invalid URL');
  }
}

/** Opens the request on `target` (already checked) and resolves with the response head. */
function request(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: effectivePort(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: requestHeaders,
        // A fresh agent: no pooled socket to another address, no proxy taken from the environment.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      resolve,
    );
    outgoing.on('error', (error) =>
      reject(new ApiError('UPSTREAM_ERROR', `Could not fetch ${url.host}: ${describeNetworkError(error)}`)),
    );
    outgoing.end();
  });
}

/** A `lookup` for the socket that answers with the checked address whatever name is asked. */
function pinnedLookup(target: ResolvedAddress) {
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

async function readBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; isTruncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let isTruncated = false;
  let decoded: Readable = response;
  try {
    decoded = decompress(response);
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        isTruncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('UPSTREAM_ERROR', `The page's body could not be read: ${describeNetworkError(error)}`);
  } finally {
    response.destroy();
    decoded.destroy();
  }
  return { body: Buffer.concat(chunks, size), isTruncated };
}

function decompress(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = zlib.createGunzip();
  else if (encoding === 'deflate') decoder = zlib.createInflate();
  else if (encoding === 'br') decoder = zlib.createBrotliDecompress();
  else throw new ApiError('UPSTREAM_ERROR', `Unsupported Content-Encoding: ${encoding}`);
  response.on('error', (error) => decoder.destroy(error));
  decoder.on('error', () => response.destroy());
  return response.pipe(decoder);
}

function describeNetworkError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** Rejects when `signal` aborts, for work (DNS lookups) that cannot be cancelled itself. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
