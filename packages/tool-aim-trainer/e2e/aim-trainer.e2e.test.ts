import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('aim-trainer', () => {
  it('shows its name and tidies the input as you type', async () => {
    const { page } = state;
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });
    await page.getByRole('heading', { level: 1, name: 'Aim Trainer' }).waitFor();
    await page.getByRole('textbox', { name: 'Input' }).fill('  hello   world ');
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('hello world');
    await page.getByText('11 characters').waitFor();
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/aim-trainer', { tool: 'aim-trainer' });
    await page.getByRole('textbox', { name: '输入' }).fill('a  b');
    await expect.poll(() => page.getByRole('textbox', { name: '结果' }).inputValue()).toBe('a b');
    await page.getByText('3 个字符').waitFor();
  });
});
