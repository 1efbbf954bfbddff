import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/regex-tools') {
  await open(path, { tool: 'regex-tools' });
  return state.page;
}

describe('regex-tools', () => {
  it('runs a preset on its sample text and highlights matches and named groups', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'Regex Tester' }).waitFor();
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Date' }).click();
    expect(await page.getByRole('textbox', { name: 'Test text', exact: true }).inputValue()).toContain(
      '2024-03-15',
    );
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByText('2 matches').waitFor();
    const highlighted = page.getByRole('region', { name: 'Text with matches highlighted' });
    await expect
      .poll(() => highlighted.locator('mark[data-group="1"]').allTextContents())
      .toEqual(['2024', '2024']);
    expect(await highlighted.locator('mark[data-group="3"]').allTextContents()).toEqual(['15', '01']);
    const rows = page.getByRole('table', { name: 'Matches' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const first = await rows.nth(1).textContent();
    expect(first).toContain('2024-03-15');
    expect(first).toContain('<year>2024');
    expect(first).toContain('<day>15');
  });

  it('replaces with $1 and named groups', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Replace' }).click();
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('(?<first>\\w+) (\\w+)');
    await page.getByRole('textbox', { name: 'Replacement', exact: true }).fill('$2, $<first>');
    await page.getByRole('textbox', { name: 'Test text', exact: true }).fill('Ada Lovelace\nAlan Turing');
    await page.getByRole('button', { name: 'Run replace' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue())
      .toBe('Lovelace, Ada\nTuring, Alan');
  });

  it('explains an invalid pattern and invalid flags', async () => {
    const page = await openTool();
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('(abc');
    await page.getByRole('alert').filter({ hasText: 'Invalid regular expression syntax' }).waitFor();
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Flags', exact: true }).fill('gq');
    await page.getByRole('alert').filter({ hasText: 'Invalid flags' }).waitFor();
  });

  it('turns flags on and off with checkboxes, and a cold first run of a harmless pattern is no timeout', async () => {
    const page = await openTool();
    const flags = page.getByRole('group', { name: 'Flags to turn on or off' });
    await flags.getByRole('checkbox', { name: 'i: ignore case' }).check();
    expect(await page.getByRole('textbox', { name: 'Flags', exact: true }).inputValue()).toBe('gi');
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('toolbox');
    await page.getByRole('textbox', { name: 'Test text', exact: true }).fill('Toolbox TOOLBOX toolbox');
    // The first run starts the worker (its code loads now); the time limit starts with the match.
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).press('Enter');
    await page.getByText('3 matches').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await flags.getByRole('checkbox', { name: 'g: global' }).uncheck();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByText('1 match', { exact: true }).waitFor();
  });

  it('stops catastrophic backtracking with the timeout message and stays responsive', async () => {
    const page = await openTool();
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('(a+)+$');
    await page.getByRole('textbox', { name: 'Test text', exact: true }).fill(`${'a'.repeat(40)}!`);
    await page.getByRole('button', { name: 'Run test' }).click();
    // While the worker spins, the page still answers: typing lands at once.
    await page.getByRole('textbox', { name: 'Flags', exact: true }).fill('gi');
    expect(await page.getByRole('textbox', { name: 'Flags', exact: true }).inputValue()).toBe('gi');
    // How soon the message comes is measured by `pnpm bench regex-timeout`, not judged here.
    await page.getByRole('alert').filter({ hasText: 'Execution timed out' }).waitFor();
    // A fresh worker serves the next run.
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('a+!');
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByText('1 match', { exact: true }).waitFor();
  });

  it('cancels a slow run at once', async () => {
    const page = await openTool();
    await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('(a+)+$');
    await page.getByRole('textbox', { name: 'Test text', exact: true }).fill(`${'a'.repeat(40)}!`);
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByRole('status').filter({ hasText: 'Running…' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').filter({ hasText: 'Running…' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Run test' }).isEnabled()).toBe(true);
    await page.waitForTimeout(1200);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/regex-tools');
    await page.getByRole('textbox', { name: '正则表达式', exact: true }).fill('(a+)+$');
    await page.getByRole('textbox', { name: '测试文本', exact: true }).fill(`${'a'.repeat(40)}!`);
    await page.getByRole('button', { name: '运行测试' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '执行超时或可能存在无限循环' })
      .waitFor({ timeout: 5000 });
  });
});
