import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
type Page = (typeof state)['page'];

async function openTool(path = '/tool/text-diff') {
  const { page } = state;
  await open(path, { tool: 'text-diff' });
  return page;
}

const counts = (page: Page) => page.getByRole('list', { name: 'Counts' });
const diffList = (page: Page) => page.getByRole('region', { name: 'Difference list' });

/**
 * Sets a large value the way a paste does (one input event), far faster than typing it, and
 * returns once the browser has laid out and painted the pasted text (two animation frames), as a
 * real paste is over when the text shows.
 */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate(async (element, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  }, text);
}

describe('text-diff', () => {
  it('compares by line, matching lines across an insertion, in both views', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'Text Diff' }).waitFor();
    await page.getByLabel('Original text').fill('alpha\nbeta\ngamma\n');
    await page.getByLabel('Changed text').fill('new first\nalpha\nbeta\ngamma!\n');
    await counts(page).getByText('Added: 2 lines').waitFor();
    await counts(page).getByText('Removed: 1 line').waitFor();
    await counts(page).getByText('Unchanged: 2 lines').waitFor();
    await counts(page).getByText('Total: 5 lines').waitFor();
    // Side by side: 4 rows (gamma and gamma! paired); unified: 5 rows.
    expect(await diffList(page).getAttribute('data-rows')).toBe('4');
    await diffList(page).locator('mark[data-part="added"]', { hasText: '!' }).waitFor();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Unified' }).click();
    await expect.poll(() => diffList(page).getAttribute('data-rows')).toBe('5');
    expect(
      await page.getByLabel('Original text').evaluate((element) => (element as HTMLElement).offsetHeight),
    ).toBeGreaterThanOrEqual(150);
  });

  it('ignores case when asked, and moves between changes with the buttons and keys', async () => {
    const page = await openTool();
    const original = Array.from({ length: 200 }, (_, index) => `Line ${index + 1}`);
    const changed = original.map((line, index) =>
      index === 9 ? 'line 10' : index === 99 || index === 189 ? `${line} edited` : line,
    );
    await paste(page, 'Original text', `${original.join('\n')}\n`);
    await paste(page, 'Changed text', `${changed.join('\n')}\n`);
    await counts(page).getByText('Added: 3 lines').waitFor();
    await page.getByText('3 changes', { exact: true }).waitFor();
    // Ignoring case, line 10 is no longer a change.
    const ignoreCase = page.getByRole('button', { name: 'Case', exact: true });
    await ignoreCase.click();
    await expect.poll(() => ignoreCase.getAttribute('aria-pressed')).toBe('true');
    await counts(page).getByText('Added: 2 lines').waitFor();
    await page.getByText('2 changes', { exact: true }).waitFor();
    // Next change: the list scrolls to line 100 and outlines it.
    await page.getByRole('button', { name: 'Next change', exact: true }).click();
    await page.getByText('Change 1 of 2', { exact: true }).waitFor();
    await diffList(page).locator('[data-current-change]', { hasText: 'Line 100 edited' }).first().waitFor();
    await expect.poll(() => diffList(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(1000);
    // Keys in the list: n to the next, p back.
    await diffList(page).focus();
    await page.keyboard.press('n');
    await page.getByText('Change 2 of 2', { exact: true }).waitFor();
    await diffList(page).locator('[data-current-change]', { hasText: 'Line 190 edited' }).first().waitFor();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Change 1 of 2', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous change', exact: true }).isDisabled()).toBe(true);
  });

  it('compares by word and by character', async () => {
    const page = await openTool();
    await page.getByLabel('Original text').fill('The quick brown fox');
    await page.getByLabel('Changed text').fill('The slow brown fox');
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Word' }).click();
    await counts(page).getByText('Total: 5 words').waitFor();
    await diffList(page).locator('mark[data-part="removed"]', { hasText: 'quick' }).waitFor();
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Character' }).click();
    await counts(page)
      .getByText(/^Total: \d+ characters$/)
      .waitFor();
    await page.getByRole('button', { name: 'Show whitespace' }).click();
    await diffList(page).getByText(/The·/).first().waitFor();
  });

  it('swaps and clears the texts', async () => {
    const page = await openTool();
    await page.getByLabel('Original text').fill('one\n');
    await page.getByLabel('Changed text').fill('two\n');
    await page.getByRole('button', { name: 'Swap' }).click();
    expect(await page.getByLabel('Original text').inputValue()).toBe('two\n');
    expect(await page.getByLabel('Changed text').inputValue()).toBe('one\n');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('Original text').inputValue()).toBe('');
    await page.getByText('Enter two texts to compare them.').waitFor();
  });

  it('copies the changes as a unified patch', async () => {
    const page = await openTool();
    await page.getByLabel('Original text').fill('a\nb\nc\n');
    await page.getByLabel('Changed text').fill('a\nB\nc\n');
    await counts(page).getByText('Removed: 1 line').waitFor();
    await page.getByRole('button', { name: 'Copy patch' }).click();
    await page.getByText('Patch copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '--- original\n+++ changed\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n',
    );
  });

  it('compares a pasted 100,000-line text in the worker and scrolls to the end', async () => {
    const page = await openTool();
    const lines = Array.from({ length: 100_000 }, (_, index) => `line ${index} of the big file`);
    const changed = lines.map((line, index) => (index % 100 === 50 ? `${line} (edited)` : line));
    await paste(page, 'Original text', lines.join('\n'));
    await paste(page, 'Changed text', changed.join('\n'));
    // How long the page's own tasks take meanwhile is measured by `pnpm bench text-diff-page`.
    await counts(page).getByText('Added: 1,000 lines').waitFor({ timeout: 30_000 });
    await counts(page).getByText('Total: 101,000 lines').waitFor();
    // Only the visible rows are in the DOM; scrolling to the end shows the last line.
    const list = diffList(page);
    expect(await list.locator('[data-index]').count()).toBeLessThan(200);
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await list.getByText('line 99999 of the big file').first().waitFor();
  });

  it('answers clicks while the worker compares, and cancels the comparison', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Compare by' }).getByRole('button', { name: 'Character' }).click();
    const text = Array.from({ length: 60_000 }, (_, index) => `row ${index} ${'xyz'.repeat(index % 7)}`).join(
      '\n',
    );
    // Both texts in one task: the comparison shown is of both, not of the original alone, which a
    // busy machine might start before the second paste and bring back after Cancel.
    await page.evaluate(
      ([original, changed]) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
        const areas = document.querySelectorAll('textarea');
        for (const [index, value] of [original, changed].entries()) {
          setter?.call(areas[index], value);
          areas[index]?.dispatchEvent(new Event('input', { bubbles: true }));
        }
      },
      [text, text.replaceAll('row 1', 'row one')],
    );
    await page.getByRole('progressbar', { name: 'Comparing texts' }).waitFor();
    // The page's thread is free while the worker compares: a click is handled and re-rendered while
    // the progress bar is still there.
    const answeredWhileComparing = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const toggle = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Show whitespace',
          );
          if (!toggle) throw new Error('no Show whitespace button');
          new MutationObserver(() => {
            if (toggle.getAttribute('aria-pressed') === 'true') {
              resolve(document.querySelector('[role="progressbar"]') !== null);
            }
          }).observe(toggle, { attributes: true });
        }),
    );
    await page.getByRole('button', { name: 'Show whitespace' }).click();
    expect(await answeredWhileComparing).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Comparison cancelled.').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/text-diff');
    await page.getByLabel('原始文本').fill('你好世界');
    await page.getByLabel('修改后文本').fill('你好中国');
    await page.getByRole('list', { name: '统计' }).getByText('删除：1 行').waitFor();
  });
});
