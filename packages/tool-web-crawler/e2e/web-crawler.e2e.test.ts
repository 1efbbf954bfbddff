import { readFile } from 'node:fs/promises';
import { downloadFrom } from '@toolbox/e2e';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

/** What the server answers for a page: its HTML carries a script that must never run. */
function answer(url: string) {
  return {
    url,
    title: `Story at ${new URL(url).pathname}`,
    description: 'A page about magpies',
    keywords: ['magpie', 'bridge'],
    content: {
      html: '<h1>Magpies</h1><p>They build a bridge.</p><script>parent.document.title = "hacked"</script><img src="https://tracker.test/pixel.gif">',
      text: 'Magpies\n\nThey build a bridge.',
      markdown: '# Magpies\n\nThey build a bridge.',
    },
    metadata: {
      statusCode: 200,
      contentType: 'text/html; charset=utf-8',
      contentLength: 120,
      charset: 'utf-8',
    },
    timestamp: '2026-11-27T10:00:00.000Z',
  };
}

describe('web-crawler', () => {
  it('crawls pasted addresses, previews HTML without running its script, exports JSON and Markdown, in both themes', async () => {
    const { page } = state;
    // The browser's own reports that the page's script and its tracking pixel were stopped.
    const scriptBlocked = /Blocked script execution in 'about:srcdoc'.+sandboxed/;
    const pixelBlocked = /tracker\.test\/pixel\.gif' violates the following Content Security Policy/;
    state.allowErrors.push(scriptBlocked, pixelBlocked);
    let calls = 0;
    await page.route('**/api/web-crawler', async (route) => {
      calls++;
      const { url } = route.request().postDataJSON() as { url: string };
      await route.fulfill({ json: answer(url) });
    });
    await open('/tool/web-crawler', { tool: 'web-crawler' });
    await page.getByRole('heading', { level: 1, name: 'Web Crawler' }).waitFor();
    await page.getByRole('textbox', { name: 'Address 1' }).focus();
    await page.evaluate(() =>
      navigator.clipboard.writeText('https://news.test/a\nhttps://news.test/b\nnot-a-url'),
    );
    await page.keyboard.press('Control+V');
    await page.getByRole('textbox', { name: 'Address 3' }).waitFor();
    await page.getByRole('button', { name: 'Start crawling' }).click();
    await page.getByText('2 of 2 done').waitFor();
    expect(calls).toBe(2);
    await page
      .getByRole('textbox', { name: 'Address 3' })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();

    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    const frame = page.frameLocator('iframe[title^="HTML of https://news.test/a"]');
    await frame.getByRole('heading', { name: 'Magpies' }).waitFor();
    expect(await page.locator('iframe[title^="HTML of"]').getAttribute('sandbox')).toBe('');
    expect(await page.title()).not.toBe('hacked');
    await expect.poll(() => state.errors.some((error) => scriptBlocked.test(error))).toBe(true);
    await expect.poll(() => state.errors.some((error) => pixelBlocked.test(error))).toBe(true);

    await page.getByRole('button', { name: 'Markdown', exact: true }).click();
    const json = JSON.parse(await readFile((await downloadFrom(page, 'Export JSON')).path, 'utf8'));
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({
      url: 'https://news.test/a',
      format: 'markdown',
      content: '# Magpies\n\nThey build a bridge.',
    });
    const zip = unzipSync(
      new Uint8Array(await readFile((await downloadFrom(page, 'Export Markdown (ZIP)')).path)),
    );
    expect(Object.keys(zip).sort()).toEqual(['news.test-a.md', 'news.test-b.md']);
    expect(strFromU8(zip['news.test-a.md'] as Uint8Array)).toContain('url: "https://news.test/a"');

    await page.getByRole('tab', { name: 'Metadata' }).click();
    await page.getByRole('tabpanel', { name: 'Metadata' }).getByText('statusCode').waitFor();
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('shows the real server refusing a private address after 3 attempts, in Chinese', async () => {
    const { page } = state;
    state.allowErrors.push(/status of 4\d\d|Failed to load resource/);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web-crawler')) calls++;
    });
    await open('/zh/tool/web-crawler', { tool: 'web-crawler' });
    await page.getByRole('textbox', { name: '网址 1' }).fill('http://127.0.0.1:9/secret');
    await page.getByRole('button', { name: '开始爬取' }).click();
    await page.getByText(/^爬取失败：/).waitFor({ timeout: 15_000 });
    expect(calls).toBe(3);
  });
});
