import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('on a phone (360 × 740)', () => {
  it('opens the navigation drawer, which traps focus and closes on Escape and on a tap outside', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/');
    // The desktop sidebar is hidden; the header's menu button takes its place.
    await expect.poll(() => page.getByRole('navigation', { name: 'Tools' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Open the menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    for (let index = 0; index < 60; index += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

    await menu.click();
    await drawer.waitFor();
    await page.mouse.click(350, 400); // the dimmed page beside the drawer
    await drawer.waitFor({ state: 'detached' });
  });

  it('reaches a tool through the drawer', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('list', { name: 'Every tool' }).getByRole('link', { name: 'PDF Merge' }).click();
    await page.waitForURL('**/tool/pdf-merge');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'PDF Merge' }).waitFor();
  });

  it('goes to a category from the drawer, in Chinese', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/zh');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByRole('list', { name: '分类' }).getByRole('link', { name: '安全' }).click();
    await page.waitForURL('**/zh?category=security');
    await page
      .getByRole('group', { name: '按分类筛选' })
      .getByRole('button', { name: '安全', pressed: true })
      .waitFor();
  });

  it('keeps the header inside 320 px', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/zh']) {
      await open(path);
      const overflow = await page.evaluate(() => {
        const header = document.querySelector('header');
        return header ? header.scrollWidth - header.clientWidth : -1;
      });
      expect(overflow).toBe(0);
      await page.getByRole('button', { name: path === '/' ? 'Search tools' : '搜索工具' }).waitFor();
    }
  });
});

describe('motion', () => {
  it('turns animations off for visitors who ask for reduced motion', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const durations = await drawer.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.animationDuration, style.transitionDuration];
    });
    expect(durations.map((value) => Number.parseFloat(value))).toEqual([0.00001, 0.00001]);
  });
});
