import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { baseUrl, state, open } = setupBrowserPage();

describe('component catalogue at /catalogue/', () => {
  it('opens from the footer and shows every tool and component, rendered', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Component catalogue' }).click();
    await page.waitForURL('**/catalogue/**');
    // Storybook's sidebar lists the ui components and the tools.
    const stories = page.getByRole('navigation', { name: 'Stories' });
    for (const name of ['Button', 'Dialog', 'JSON Tools', 'PDF Merge', 'Pomodoro']) {
      await stories.getByRole('button', { name, exact: true }).waitFor();
    }
    await page.goto('/catalogue/?path=/story/tools-json-tools--default');
    const story = page.frameLocator('#storybook-preview-iframe');
    await story.getByLabel('JSON input').fill('{"a":1}');
    await story.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => story.getByRole('textbox', { name: 'Result' }).inputValue())
      .toBe('{\n  "a": 1\n}');
  });

  it('switches language and theme from its toolbar globals', async () => {
    const { page } = state;
    await page.goto('/catalogue/?path=/story/tools-json-tools--default&globals=locale:zh;theme:dark');
    const story = page.frameLocator('#storybook-preview-iframe');
    await story.getByRole('button', { name: '运行' }).waitFor();
    await expect.poll(() => story.locator('html').getAttribute('class')).toContain('dark');
    // The toolbar offers both (for a designer, no developer tools needed).
    const toolbar = page.getByRole('region', { name: 'Toolbar' });
    await toolbar.getByRole('button', { name: 'Language of the UI 简体中文' }).waitFor();
    await toolbar.getByRole('button', { name: 'Colour theme Dark' }).waitFor();
  });

  it('is served as static files under the site’s security headers, framed by this origin only', async () => {
    const redirect = await fetch(`${baseUrl}/catalogue`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/catalogue/');
    for (const path of ['/catalogue/', '/catalogue/iframe.html']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});
