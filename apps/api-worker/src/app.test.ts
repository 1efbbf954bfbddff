import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
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
      version: '1.2.3',
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
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
