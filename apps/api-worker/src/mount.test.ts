import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountApi } from './mount.ts';
import { createTestApi } from './test/test-api.ts';

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The site's shape: the API under /api, then pages for every other path (an HTML 404 here). */
function siteWith(apiPromise: Promise<{ app: typeof api.app }>) {
  const site = new Hono();
  mountApi(site, apiPromise);
  site.all('*', (c) => c.html('<h1>Page not found</h1>', 404));
  return site;
}

describe('mountApi', () => {
  it.each(['/api/nope', '/api', '/api/ai', '/api/plantuml'])(
    'answers %s with the JSON 404, not the site page',
    async (path) => {
      const response = await siteWith(Promise.resolve(api)).request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: `No API route for GET ${path}`, code: 'NOT_FOUND' });
    },
  );

  it('leaves other paths to the site', async () => {
    const response = await siteWith(Promise.resolve(api)).request('/apix');
    expect(await response.text()).toContain('Page not found');
  });

  it('holds API requests until the API is ready, while pages answer at once', async () => {
    let ready: (value: typeof api) => void = () => {};
    const site = siteWith(new Promise((resolve) => (ready = resolve)));
    expect((await site.request('/tool/x')).status).toBe(404);
    const health = site.request('/api/health');
    ready(api);
    expect(await (await health).json()).toMatchObject({ status: 'ok' });
  });
});
