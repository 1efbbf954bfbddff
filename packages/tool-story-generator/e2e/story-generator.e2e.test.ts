import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('story-generator', () => {
  it('shows its name and tidies the input as you type', async () => {
    const { page } = state;
    await open('/tool/story-generator', { tool: 'story-generator' });
    await page.getByRole('heading', { level: 1, name: 'Story Generator' }).waitFor();
    await page.getByRole('textbox', { name: 'Input' }).fill('  hello   world ');
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('hello world');
    await page.getByText('11 characters').waitFor();
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/story-generator', { tool: 'story-generator' });
    await page.getByRole('textbox', { name: '输入' }).fill('a  b');
    await expect.poll(() => page.getByRole('textbox', { name: '结果' }).inputValue()).toBe('a b');
    await page.getByText('3 个字符').waitFor();
  });
});
