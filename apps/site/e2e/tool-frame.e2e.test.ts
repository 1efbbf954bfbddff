import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state } = setupBrowserPage();

describe('a tool whose code cannot load', () => {
  it('says so inside the tool frame, keeps the site around it, and offers a reload', async () => {
    const { page } = state;
    // The tool's lazily loaded UI chunk fails (offline, or a deploy removed it).
    await page.route(/\/assets\/json-tools-tool-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    state.allowErrors.push(
      /json-tools-tool|dynamically imported module|ERR_INTERNET_DISCONNECTED/,
      // React's report that it recovered from the failed hydration by rendering the page again.
      /React error #520/,
    );
    await page.goto('/tool/json-tools');
    const alert = page.getByRole('alert').filter({ hasText: 'This tool could not be loaded' });
    await alert.waitFor();
    // The shell is still there: heading, navigation, and no generic error page.
    await page.getByRole('heading', { level: 1, name: 'JSON Tools' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);

    await page.unroute(/\/assets\/json-tools-tool-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.locator('html[data-tool-ready="json-tools"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Run' }).waitFor();
  });
});
