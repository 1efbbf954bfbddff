import { request } from 'node:http';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';
import sitePackage from '../package.json' with { type: 'json' };

const { baseUrl, state, open } = setupBrowserPage();

/** GET with a forged Host header (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    request({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('the API mounted in the site', () => {
  it.each(['/api/nope', '/api', '/api/ai/nope/deeper'])(
    'answers %s with a JSON 404, not the HTML page',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: `No API route for GET ${path}`, code: 'NOT_FOUND' });
    },
  );

  it("reports the site's package version in /api/health", async () => {
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', version: sitePackage.version });
  });

  it('refuses a cross-site POST (403) and a non-JSON POST (415)', async () => {
    const body = JSON.stringify({
      prompt: 'Plan a trip',
      language: 'en',
      maxChildren: 3,
      defaults: { estimateMinutes: 25 },
    });
    const crossSite = await fetch(`${baseUrl}/api/ai/split`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    const form = await fetch(`${baseUrl}/api/ai/split`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: baseUrl },
      body,
    });
    expect(form.status).toBe(415);
    const sameSite = await fetch(`${baseUrl}/api/ai/split`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body,
    });
    expect(sameSite.status).toBe(200);
  });
});

describe('links from the configured origin, never the Host header', () => {
  it.each([
    ['/', 'href="'],
    ['/zh/tool/json-tools', 'href="'],
    ['/sitemap.xml', '<loc>'],
    ['/robots.txt', 'Sitemap: '],
  ])('%s', async (path, marker) => {
    const body = await getWithHost(path, 'evil.example');
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`${marker}${baseUrl}`);
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its absolute URL', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('Open Graph', () => {
  const meta = (name: string) =>
    state.page.locator(`meta[property="${name}"], meta[name="${name}"]`).getAttribute('content');

  it('a tool page carries the tags and its own 1200 × 630 PNG card', async () => {
    await open('/zh/tool/json-tools');
    expect(await meta('og:title')).toContain('JSON 工具');
    expect(await meta('og:description')).toBeTruthy();
    expect(await meta('og:url')).toBe(`${baseUrl}/zh/tool/json-tools`);
    expect(await meta('og:image')).toBe(`${baseUrl}/og/json-tools.png`);
    expect(await meta('twitter:card')).toBe('summary_large_image');

    const image = await fetch(`${baseUrl}/og/json-tools.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('max-age=');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('the home page uses the site card; unknown cards are 404', async () => {
    await open('/');
    expect(await meta('og:image')).toBe(`${baseUrl}/og/toolbox.png`);
    expect((await fetch(`${baseUrl}/og/toolbox.png`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/og/no-such-tool.png`)).status).toBe(404);
  });
});
