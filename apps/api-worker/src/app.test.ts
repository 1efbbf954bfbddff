import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { createApiApp, MAX_BODY_BYTES } from './app.ts';
import { parseEnv } from './env.server.ts';
import { createTestApi } from './test/test-api.ts';

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('api app', () => {
  it('answers GET /api/health', async () => {
    const response = await api.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: packageJson.version,
      aiProvider: 'offline',
      database: api.kind,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers', async () => {
    const response = await api.app.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives a JSON 404 for unknown API routes', async () => {
    const response = await api.app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bodies over the limit with a JSON 413', async () => {
    const response = await api.app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
      headers: { 'content-length': String(MAX_BODY_BYTES + 1), 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('reports the version of its package.json, not a constant', () => {
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(packageJson.version).not.toBe('0.0.0');
  });
});

describe('POST guard (CONTEXT.md § Origin policy)', () => {
  const split = {
    prompt: 'Write the report',
    language: 'en',
    maxChildren: 3,
    defaults: { estimateMinutes: 25 },
  };
  const post = (headers: Record<string, string>, body = JSON.stringify(split)) =>
    api.app.request('/api/ai/split', { method: 'POST', headers, body });

  it.each([
    ['no Origin (curl, a server)', {}],
    ['the public origin', { origin: 'http://127.0.0.1:3000' }],
    ['a loopback alias of it', { origin: 'http://localhost:3000' }],
  ])('accepts JSON with %s', async (_, headers: Record<string, string>) => {
    const response = await post({ 'content-type': 'application/json; charset=utf-8', ...headers });
    expect(response.status).toBe(200);
  });

  it.each(['https://evil.example', 'http://127.0.0.1:3001', 'null'])(
    'refuses Origin %s with a JSON 403, before reading the body',
    async (origin) => {
      const response = await post({ 'content-type': 'application/json', origin }, '{ not json');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Cross-site requests are not allowed',
        code: 'FORBIDDEN_ORIGIN',
      });
    },
  );

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no Content-Type', undefined],
    ['a JSON-looking type', 'application/jsonp'],
  ])('refuses %s with a JSON 415', async (_, type) => {
    const response = await post(type ? { 'content-type': type } : {});
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Send the request body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('guards every POST route, the leaderboard and the crawler too', async () => {
    const paths = [
      '/api/leaderboard',
      '/api/leaderboard/rounds',
      '/api/web-crawler',
      '/api/ai/story-generate/stream',
    ];
    for (const path of paths) {
      const response = await api.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      });
      expect(response.status, path).toBe(403);
    }
  });

  it('allows the configured extra origins', async () => {
    const env = parseEnv({
      PUBLIC_ORIGIN: 'https://toolbox.example',
      ALLOWED_ORIGINS: 'https://embed.example',
    });
    const other = createApiApp({ deps: { ...api.deps, env } });
    const request = (origin: string) =>
      other.request('/api/ai/split', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(split),
      });
    expect((await request('https://embed.example')).status).toBe(200);
    expect((await request('https://toolbox.example')).status).toBe(200);
    expect((await request('http://127.0.0.1:3000')).status).toBe(403);
  });

  it('leaves GET alone', async () => {
    const response = await api.app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});
