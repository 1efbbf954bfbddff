import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('base64-tools', () => {
  it('round-trips emoji and Chinese through encode, swap and decode', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    const text = 'Toolbox 工具箱 🧰 👋🏽';
    await page.getByRole('textbox', { name: 'Input' }).fill(text);
    await page.getByRole('button', { name: 'Convert' }).click();
    const encoded = Buffer.from(text, 'utf8').toString('base64');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe(encoded);
    await page.getByText(`${encoded.length.toLocaleString('en')} characters`).waitFor();

    await page.getByRole('button', { name: /^Swap/ }).click();
    expect(await page.getByRole('textbox', { name: 'Input' }).inputValue()).toBe(encoded);
    expect(await page.getByRole('button', { name: 'Decode' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => result.inputValue()).toBe(text);
  });

  it('encodes with the URL-safe alphabet and decodes it without padding', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByLabel('URL-safe alphabet (- and _, no padding)').check();
    await page.getByRole('textbox', { name: 'Input' }).fill('😀?>');
    await page.getByRole('button', { name: 'Convert' }).click();
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe('8J-YgD8-');
    await page.getByRole('button', { name: 'Decode' }).click();
    await page.getByRole('textbox', { name: 'Input' }).fill('8J-YgD8-');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => result.inputValue()).toBe('😀?>');
  });

  it('names the invalid character and its position, and copies a result', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Decode' }).click();
    await page.getByRole('textbox', { name: 'Input' }).fill('SGVsbG8*IQ==');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '“*” at position 8 is not a Base64 character.' })
      .waitFor();
    await page.getByText('Conversion failed: check the input.').waitFor();

    await page.getByRole('textbox', { name: 'Input' }).fill('SGVsbG8hIQ==');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello!!');
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByRole('textbox', { name: '输入' }).fill('你好');
    await page.getByRole('button', { name: '转换' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: '结果' }).inputValue()).toBe('5L2g5aW9');
    await page.getByText('8 个字符').waitFor();
  });
});
