import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('when the browser refuses storage', () => {
  it.each([
    ['full (every write throws QuotaExceededError)', 'setItem'],
    ['disabled (every read throws SecurityError)', 'getItem'],
  ])('the site keeps working with storage %s, in memory, with one warning', async (_label, method) => {
    const { page } = state;
    // Only localStorage refuses (sessionStorage, which React Router uses, keeps working).
    await page.addInitScript((refused) => {
      const name = refused === 'setItem' ? 'QuotaExceededError' : 'SecurityError';
      const methods = Storage.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = methods[refused] as (...args: unknown[]) => unknown;
      methods[refused] = function (this: Storage, ...args: unknown[]) {
        if (this === window.localStorage) throw new DOMException('refused by the test', name);
        return original.apply(this, args);
      };
    }, method);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('browser storage'))
        warnings.push(message.text());
    });

    await open('/');
    await page.getByRole('button', { name: 'Add JSON Tools to favourites' }).click();
    await page.getByRole('button', { name: 'Remove JSON Tools from favourites' }).waitFor();
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).waitFor();

    // A tool page (usage statistics are written on every visit) still works.
    await page.getByRole('main').getByRole('link', { name: 'JSON Tools' }).click();
    await page.locator('html[data-tool-ready="json-tools"]').waitFor({ state: 'attached' });
    await page.getByLabel('JSON input').fill('{"a":1}');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByLabel('Result').inputValue()).toContain('"a": 1');
    expect(warnings).toHaveLength(1);
  });
});
