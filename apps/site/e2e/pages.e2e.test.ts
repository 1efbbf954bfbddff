import { findAccessibilityViolations, formatViolations, sidewaysScroll } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';
import { registry } from '#app/registry';

const { state, open } = setupBrowserPage();

/** Every page of the site that has its own content: home, each tool, licences, privacy, settings. */
const pages = [
  { name: 'home', path: '/', toolId: undefined as string | undefined },
  ...registry.map((tool) => ({ name: tool.id, path: `/tool/${tool.id}`, toolId: tool.id })),
  { name: 'licences', path: '/licences', toolId: undefined },
  { name: 'privacy', path: '/privacy', toolId: undefined },
  { name: 'settings', path: '/settings', toolId: undefined },
];

/** The four ways a visitor can see a page, each at a desktop or a phone width. */
const views = [
  { locale: 'en', theme: 'light', width: 1280 },
  { locale: 'en', theme: 'dark', width: 360 },
  { locale: 'zh', theme: 'light', width: 360 },
  { locale: 'zh', theme: 'dark', width: 1280 },
] as const;

describe('every page, in both languages and both themes', () => {
  it.each(pages)(
    '$name: no serious or critical axe violation, no sideways scrolling on a phone',
    async ({ path, toolId }) => {
      const { page } = state;
      const problems: string[] = [];
      for (const view of views) {
        await page.setViewportSize({ width: view.width, height: view.width < 768 ? 740 : 900 });
        await page.emulateMedia({ colorScheme: view.theme });
        const url = view.locale === 'zh' ? (path === '/' ? '/zh' : `/zh${path}`) : path;
        await open(url, { tool: toolId });
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          view.theme === 'dark',
        );
        const label = `${url} (${view.theme}, ${view.width} px)`;
        const violations = await findAccessibilityViolations(page);
        if (violations.length > 0) problems.push(`${label}\n${formatViolations(violations)}`);
        if (view.width < 768) {
          const overflow = await sidewaysScroll(page);
          if (overflow > 0) problems.push(`${label}: the page scrolls sideways by ${overflow} px`);
        }
      }
      expect(problems.join('\n\n')).toBe('');
    },
  );
});
