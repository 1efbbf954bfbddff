import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

describe('contentSecurityPolicy', () => {
  it('never allows arbitrary inline scripts', () => {
    expect(contentSecurityPolicy()).not.toContain("'unsafe-inline' 'wasm");
    expect(contentSecurityPolicy()).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
  });

  it('adds the nonce and hashes it is given', () => {
    const policy = contentSecurityPolicy({ scriptNonce: 'abc', scriptHashes: ['sha256-xyz'] });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'nonce-abc' 'sha256-xyz';");
  });

  it('lets pages fetch only from this origin, plus the origins it is given', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    expect(
      contentSecurityPolicy({ connectSources: ['https://ipv4.x.example', 'https://ipv6.x.example'] }),
    ).toContain("connect-src 'self' https://ipv4.x.example https://ipv6.x.example;");
  });

  it.each(["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"])(
    'contains %s',
    (directive) => {
      expect(contentSecurityPolicy()).toContain(directive);
    },
  );
});

describe('securityHeaders', () => {
  it('sets the hardening headers and keeps a CSP a route already chose', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/plain', (c) => c.text('ok'));
    app.get('/own', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'");
      return c.text('ok');
    });
    const plain = await app.request('/plain');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await app.request('/own')).headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('allows the microphone to this origin only, and no camera or location', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/plain', (c) => c.text('ok'));
    const policy = (await app.request('/plain')).headers.get('permissions-policy');
    expect(policy).toBe('camera=(), microphone=(self), geolocation=()');
  });

  it('lets audio play from blob: URLs (a chosen file) and nowhere else but this origin', () => {
    expect(contentSecurityPolicy()).toContain("media-src 'self' blob:;");
  });

  it('lets the service worker and the web app manifest come from this origin only', () => {
    const directives = contentSecurityPolicy().split('; ');
    expect(directives).toContain("worker-src 'self' blob:");
    expect(directives).toContain("manifest-src 'self'");
  });

  it('lets this origin alone frame a page that asks for it (the component catalogue)', async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ frameAncestors: 'self' }));
    app.get('/catalogue/', (c) => c.text('ok'));
    const response = await app.request('/catalogue/');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });
});
