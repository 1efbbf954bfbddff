import type { MiddlewareHandler } from 'hono';

export interface ContentSecurityPolicyOptions {
  /** Per-response nonce that inline scripts (React Router's hydration data) must carry. */
  scriptNonce?: string;
  /** `sha256-...` hashes of constant inline scripts allowed without a nonce. */
  scriptHashes?: readonly string[];
  /**
   * Who may frame the page: nobody (default), or this origin only, for the component catalogue,
   * whose manager page shows each story in a frame of its own.
   */
  frameAncestors?: 'none' | 'self';
  /** More origins pages may fetch from (the IP tool's single-family origins). */
  connectSources?: readonly string[];
}

/**
 * The Content-Security-Policy: scripts only from this origin, nonce-bearing or hash-listed inline
 * scripts (never arbitrary inline code), no plugins, no framing, no foreign form posts. Images may
 * come from https and data/blob URLs (tools show user files); `wasm-unsafe-eval` lets workers run
 * WebAssembly codecs; the service worker and the web app manifest come from this origin only.
 */
export function contentSecurityPolicy({
  scriptNonce,
  scriptHashes = [],
  frameAncestors = 'none',
  connectSources = [],
}: ContentSecurityPolicyOptions = {}): string {
  const scriptSources = ["'self'", "'wasm-unsafe-eval'"];
  if (scriptNonce) scriptSources.push(`'nonce-${scriptNonce}'`);
  for (const hash of scriptHashes) scriptSources.push(`'${hash}'`);
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    // The BPM finder's player plays the chosen file through a blob: URL.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    // Web Workers (also from blob: URLs) and the site's service worker, /sw.js.
    "worker-src 'self' blob:",
    // The web app manifest (/manifest.webmanifest, /zh/manifest.webmanifest).
    "manifest-src 'self'",
    "object-src 'none'",
    `frame-ancestors '${frameAncestors}'`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The usual hardening headers on every response: nosniff, referrer policy, no framing, no
 * powerful features but this origin's microphone, and the CSP (which a route may have set already with its own nonce).
 */
export function securityHeaders(options: ContentSecurityPolicyOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', options.frameAncestors === 'self' ? 'SAMEORIGIN' : 'DENY');
    // The microphone for this origin only: the BPM finder's live analysis asks for it on a click.
    c.header('Permissions-Policy', 'camera=(), microphone=(self), geolocation=()');
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', contentSecurityPolicy(options));
  };
}
