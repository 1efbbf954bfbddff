import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { baseUrl, state, open } = setupBrowserPage();

describe('home', () => {
  it('renders in English at /', async () => {
    const { page } = state;
    const response = await open('/');
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toContain('Toolbox');
    await page
      .getByRole('heading', { level: 1, name: 'Every tool you need, right in your browser' })
      .waitFor();
    await page.getByRole('link', { name: 'JSON Tools' }).first().waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`);
    expect(await page.locator('link[hreflang="zh"]').getAttribute('href')).toBe(`${baseUrl}/zh`);
  });

  it('draws tool icons from the versioned sprite, cached for good', async () => {
    const { page } = state;
    const sprite = page.waitForResponse((response) => response.url().includes('/tool-icons.svg?v='));
    await open('/');
    const response = await sprite;
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'JSON Tools' })
      .first()
      .locator('svg use');
    // The card's icon drew something: its <use> found the braces symbol in the sprite.
    await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
    expect(await icon.getAttribute('href')).toMatch(/^\/tool-icons\.svg\?v=[0-9a-f]{12}#braces$/);
  });

  it('renders in Chinese at /zh, server-side', async () => {
    const { page } = state;
    const html = await (await fetch(`${baseUrl}/zh`)).text();
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toContain('你需要的工具，都在浏览器里');
    await open('/zh');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('link', { name: 'JSON 工具' }).first().waitFor();
  });

  it('searches names, descriptions and keywords in the current language', async () => {
    const { page } = state;
    await open('/');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('json');
    await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).waitFor();
    await search.fill('no such tool');
    await page.getByText('No tool matches “no such tool”.').waitFor();
    expect(page.url()).toContain('q=no+such+tool');

    await open('/zh');
    await page.getByRole('searchbox', { name: '搜索工具' }).fill('格式');
    await page.getByRole('main').getByRole('link', { name: 'JSON 工具' }).waitFor();
  });

  it('filters by category', async () => {
    const { page } = state;
    await open('/');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await filters.getByRole('button', { name: 'Fun' }).click();
    await filters.getByRole('button', { name: 'Fun', pressed: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Qixi Card Draw' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).count()).toBe(0);
    await filters.getByRole('button', { name: 'Code' }).click();
    await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).waitFor();
    await page.waitForURL(/category=code/);
    await filters.getByRole('button', { name: 'All' }).click();
    await page.waitForURL((url) => !url.search.includes('category='));
  });

  it('keeps a favourite across a reload and filters by favourites', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.getByText('No favourites yet').waitFor();
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.getByRole('button', { name: 'Add JSON Tools to favourites' }).click();
    await page.reload();
    const heart = page.getByRole('button', { name: 'Remove JSON Tools from favourites' });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).waitFor();
  });

  it('lists popular and recent tools after use', async () => {
    const { page } = state;
    await open('/tool/json-tools');
    await page.getByRole('heading', { level: 1, name: 'JSON Tools' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('toolbox:site:usage-stats')))
      .toContain('json-tools');
    await open('/');
    await page
      .getByRole('region', { name: 'Popular' })
      .getByRole('link', { name: /JSON Tools/ })
      .waitFor();
    await page
      .getByRole('region', { name: 'Recently used' })
      .getByRole('link', { name: /JSON Tools/ })
      .waitFor();
  });

  it('switches language and keeps the path', async () => {
    const { page } = state;
    await open('/tool/json-tools?x=1');
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${baseUrl}/zh/tool/json-tools?x=1`);
    await page.getByRole('heading', { level: 1, name: 'JSON 工具' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/tool/json-tools?x=1`);
    await page.getByRole('heading', { level: 1, name: 'JSON Tools' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('opens a tool from the command palette with Ctrl+K', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Jump to a tool' });
    await input.fill('json');
    await page.getByRole('option', { name: /JSON Tools/ }).waitFor();
    await input.press('Enter');
    await page.waitForURL(`${baseUrl}/tool/json-tools`);
    await page.getByRole('heading', { level: 1, name: 'JSON Tools' }).waitFor();
  });

  it('toggles dark mode and remembers it', async () => {
    const { page } = state;
    await page.emulateMedia({ colorScheme: 'light' });
    await open('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Colour theme: System' }).click();
    await page.getByRole('button', { name: 'Colour theme: Light' }).click();
    await page.getByRole('button', { name: 'Colour theme: Dark' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('follows the system colour scheme by default', async () => {
    const { page } = state;
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});

describe('not found', () => {
  it.each([
    ['/tool/no-such-tool', 'Tool not found'],
    ['/zh/tool/no-such-tool', '工具不存在'],
    ['/no/such/page', 'Page not found'],
    ['/zh/no-such-page', '页面不存在'],
    ['/xx/tool/json-tools', 'Page not found'],
  ])('%s is a real 404 page', async (path, heading) => {
    const { page } = state;
    state.allowErrors.push(/status of 404/);
    const response = await open(path);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  });

  it('answers /favicon.ico with 404, never 500', async () => {
    expect((await fetch(`${baseUrl}/favicon.ico`)).status).toBe(404);
  });
});

describe('security headers', () => {
  it('serves pages with a nonce-based script policy and the usual hardening headers', async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const second = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy');
    expect(second).not.toContain(`'nonce-${nonce}'`);
  });
});

describe('sitemap', () => {
  it('lists every tool in every locale', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseUrl}/tool/json-tools</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/zh/tool/json-tools</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/zh</loc>`);
  });
});
