import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { type Browser, collectPageErrors, launchBrowser, type Page } from './index';

// What the e2e global set-up (apps/site/e2e/global-setup.ts) provides to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export interface BrowserPageOptions {
  /** More Chromium flags, read when the browser starts (before the file's first test). */
  chromiumArgs?: () => readonly string[];
  /** Permissions granted besides the clipboard's ('microphone'...). */
  permissions?: readonly string[];
  /**
   * The site to open, read before each test; default the one the global set-up started. A file
   * that needs the server configured otherwise starts its own with `startSite`.
   */
  baseUrl?: () => string;
  /**
   * The site's service worker: blocked by default, so a test sees every request of its page (a
   * worker's cache would hide requests from `page.route` and could answer from an earlier test's
   * build); the offline test allows it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Per-file browser set-up: one Chromium, a fresh context (empty storage) and page per test, and a
 * check that no test left a console error behind.
 */
export function setupBrowserPage({
  chromiumArgs,
  permissions = [],
  baseUrl: siteUrl,
  serviceWorkers = 'block',
}: BrowserPageOptions = {}) {
  const baseUrl = inject('baseUrl');
  let close: (() => Promise<void>) | undefined;
  let browser: Browser;
  const state: { page: Page; errors: string[]; allowErrors: RegExp[] } = {
    page: undefined as unknown as Page,
    errors: [],
    allowErrors: [],
  };

  beforeAll(async () => {
    const launched = await launchBrowser(chromiumArgs?.());
    browser = launched.browser;
    close = launched.close;
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(async () => {
    const context = await browser.newContext({
      baseURL: siteUrl?.() ?? baseUrl,
      acceptDownloads: true,
      // Copy buttons write to the clipboard and tests read it back (`navigator.clipboard.readText`).
      permissions: ['clipboard-read', 'clipboard-write', ...permissions],
      viewport: { width: 1280, height: 900 },
      serviceWorkers,
    });
    state.page = await context.newPage();
    state.errors = collectPageErrors(state.page);
    state.allowErrors = [];
  });
  afterEach(async () => {
    const unexpected = state.errors.filter(
      (error) => !state.allowErrors.some((allowed) => allowed.test(error)),
    );
    await state.page.context().close();
    expect(unexpected).toEqual([]);
  });

  /**
   * Opens a path and waits until React has hydrated it, so clicks are not lost; with `tool`, also
   * until that tool's lazily loaded UI has hydrated.
   */
  async function open(path: string, { tool }: { tool?: string } = {}) {
    const response = await state.page.goto(path);
    await state.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    if (tool) await state.page.locator(`html[data-tool-ready="${tool}"]`).waitFor({ state: 'attached' });
    return response;
  }

  return { baseUrl, state, open };
}
