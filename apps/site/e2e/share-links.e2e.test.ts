import type { Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

/**
 * Shareable state end to end: a tool's header "Copy link" puts its text and settings in the link's
 * fragment; the link, opened in a fresh browser context (no storage, no memory of the tab), shows
 * exactly that state. Old regex links (`#p=…`) still open, and a state too large for a link gets
 * the notice instead of a link.
 */
const { state, open } = setupBrowserPage();

/** Presses the header's "Copy link" and reads the link back from the clipboard. */
async function copyLink(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('#s=');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens `link` in a new context of the same browser (empty storage), once the tool has hydrated. */
async function openFresh(link: string, tool: string) {
  const browser = state.page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.locator(`html[data-tool-ready="${tool}"]`).waitFor({ state: 'attached' });
  return { page, close: () => context.close() };
}

/** Text that deflate cannot shrink much: letters drawn by a fixed linear congruential generator. */
function incompressibleText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;';
  let seed = 12345;
  let text = '';
  for (let index = 0; index < length; index++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += alphabet[seed % alphabet.length];
  }
  return text;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('share links', () => {
  it('regex tester: Copy link opens the same pattern, flags, replacement, text and result elsewhere', async () => {
    const { page } = state;
    await open('/tool/regex-tools', { tool: 'regex-tools' });
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Replace' }).click();
    await field(page, 'Pattern').fill('(?<word>\\w+)@(\\d)');
    await field(page, 'Flags').fill('gi');
    await field(page, 'Replacement').fill('[$<word>:$2]');
    await field(page, 'Test text').fill('ada@1 & 名 bob@2\nlast line');
    const link = await copyLink(page);
    expect(new URL(link).pathname).toBe('/tool/regex-tools');

    const visitor = await openFresh(link, 'regex-tools');
    try {
      await expect.poll(() => field(visitor.page, 'Pattern').inputValue()).toBe('(?<word>\\w+)@(\\d)');
      expect(await field(visitor.page, 'Flags').inputValue()).toBe('gi');
      expect(await field(visitor.page, 'Replacement').inputValue()).toBe('[$<word>:$2]');
      expect(await field(visitor.page, 'Test text').inputValue()).toBe('ada@1 & 名 bob@2\nlast line');
      await expect
        .poll(() => visitor.page.getByRole('textbox', { name: 'Result' }).inputValue())
        .toBe('[ada:1] & 名 [bob:2]\nlast line');
      expect(new URL(visitor.page.url()).hash).toBe('');
    } finally {
      await visitor.close();
    }
  });

  it('regex tester: an old #p= link still opens and runs', async () => {
    const { page } = state;
    await open('/tool/regex-tools#p=b%28%5Cd%29&f=gi&t=B1+b2+c3', { tool: 'regex-tools' });
    await expect.poll(() => field(page, 'Pattern').inputValue()).toBe('b(\\d)');
    expect(await field(page, 'Flags').inputValue()).toBe('gi');
    expect(await field(page, 'Test text').inputValue()).toBe('B1 b2 c3');
    await page.getByText('2 matches').waitFor();
  });

  it('colour palette: Copy link opens the same colour, scheme, converter text and contrast pair', async () => {
    const { page } = state;
    await open('/tool/color-palette', { tool: 'color-palette' });
    await page
      .getByRole('tabpanel', { name: 'Picker' })
      .getByRole('textbox', { name: 'HEX' })
      .fill('#ff0000');
    await page.getByRole('tab', { name: 'Format converter' }).click();
    await page.getByRole('textbox', { name: 'Any colour' }).fill('tomato');
    await page.getByRole('tab', { name: 'Contrast checker' }).click();
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#767676');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('#ffffff');
    await page.getByRole('tab', { name: 'Palette generator' }).click();
    await page.getByRole('button', { name: 'Triadic' }).click();
    const link = await copyLink(page);

    const visitor = await openFresh(link, 'color-palette');
    try {
      const generator = visitor.page.getByRole('tabpanel', { name: 'Palette generator' });
      await generator.getByRole('list', { name: 'Triadic palette' }).waitFor();
      expect(
        await generator.getByRole('list', { name: 'Triadic palette' }).getByRole('button').allTextContents(),
      ).toEqual(['#ff0000', '#00ff00', '#0000ff']);
      expect(await generator.getByRole('textbox', { name: 'Base colour' }).inputValue()).toBe('#ff0000');
      await visitor.page.getByRole('tab', { name: 'Format converter' }).click();
      expect(await visitor.page.getByRole('textbox', { name: 'Any colour' }).inputValue()).toBe('tomato');
      await visitor.page.getByRole('tab', { name: 'Contrast checker' }).click();
      expect(await visitor.page.getByRole('textbox', { name: 'Text colour' }).inputValue()).toBe('#767676');
      expect(await visitor.page.getByRole('textbox', { name: 'Background colour' }).inputValue()).toBe(
        '#ffffff',
      );
      await visitor.page.getByText('4.54:1').waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('says when the text is too large for a link, and copies nothing', async () => {
    const { page } = state;
    await open('/tool/regex-tools', { tool: 'regex-tools' });
    await field(page, 'Pattern').fill('\\w+');
    await field(page, 'Test text').fill(incompressibleText(30_000));
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await page.getByText(/^Too much text for a link \([\d,]+ characters; a link holds 8,000\)/).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });
});
