import { describe, expect, it } from 'vitest';
import { createApiApp, MAX_BODY_BYTES } from './app.ts';
import { parseEnv } from './env.server.ts';

const app = createApiApp({ env: parseEnv({}), version: '1.2.3' });

describe('api app', () => {
  it('answers GET /api/health', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: '1.2.3',
      aiProvider: 'offline',
      database: 'pglite',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a JSON 404 for unknown API routes', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bodies over the limit with a JSON 413', async () => {
    const response = await app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
