import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../packages/tool-pdf-merge/src/core/test-pdfs';

/**
 * Across tools, end to end: smart paste on the home page opens the right tool with the input in
 * it, a tool's result goes on to another tool through "Open in…" (the tab's shelf, no upload, no
 * clipboard), and the header's "Recent outputs" offers it again.
 */
const { state, open } = setupBrowserPage();
let folder: string;
let alpha: string;
let beta: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cross-tool-'));
  alpha = join(folder, 'alpha.pdf');
  beta = join(folder, 'beta.pdf');
  await writeFile(alpha, await makePdf('Alpha', 2, 401));
  await writeFile(beta, await makePdf('Beta', 3, 402));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Pastes `text` on the page outside any text box, as Ctrl+V does. */
async function pasteOnPage(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const toolReady = (page: Page, tool: string) =>
  page.locator(`html[data-tool-ready="${tool}"]`).waitFor({ state: 'attached' });

describe('across tools', () => {
  it('smart paste: JSON pasted on the home page opens JSON Tools with it, formatted; the result goes on to the diff', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('heading', { name: 'Paste or drop anything' }).waitFor();
    await pasteOnPage(page, '{"b":[1,2],"a":"x"}');
    await page.getByText('JSON · 19 Bytes: open it in').waitFor();
    await page.getByRole('button', { name: 'Open in JSON Tools', exact: true }).click();
    await toolReady(page, 'json-tools');
    expect(new URL(page.url()).pathname).toBe('/tool/json-tools');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'JSON input' }).inputValue())
      .toBe('{"b":[1,2],"a":"x"}');
    const formatted = '{\n  "b": [\n    1,\n    2\n  ],\n  "a": "x"\n}';
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe(formatted);

    await page.getByRole('button', { name: 'Open in…', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Open in Text Diff' }).click();
    await toolReady(page, 'text-diff');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Original text' }).inputValue())
      .toBe(formatted);
  });

  it('hand-off: the merged PDF opens in PDF Split without a new upload, and stays in Recent outputs', async () => {
    const { page } = state;
    await open('/tool/pdf-merge', { tool: 'pdf-merge' });
    await page.locator('input[type=file]').setInputFiles([alpha, beta]);
    await page.getByText('The merged PDF will have 5 pages.').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    expect((await download).suggestedFilename()).toBe('merged-document.pdf');

    const result = page.getByRole('region', { name: 'Merged file' });
    await result.getByRole('button', { name: 'Open in…' }).click();
    await page.getByRole('menuitem', { name: 'Open in PDF Split' }).click();
    await toolReady(page, 'pdf-split');
    const card = page.getByRole('region', { name: 'Selected file' });
    await card.getByText('merged-document.pdf').waitFor();
    await card.getByText('5 pages').waitFor();

    await page.getByRole('button', { name: 'Recent outputs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recent outputs' });
    await dialog.getByText(/^merged-document\.pdf · /).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Open in PDF Password Remover' }).count())
      .toBe(1);
  });

  it('smart paste in the command palette: a pasted timestamp opens the timestamp converter with it', async () => {
    const { page } = state;
    await open('/zh/');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    await box.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '1700000000');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.getByText(/^Unix 时间戳 · 10 Bytes/).waitFor();
    await page.keyboard.press('Enter');
    await toolReady(page, 'time-converter');
    expect(new URL(page.url()).pathname).toBe('/zh/tool/time-converter');
    await expect.poll(() => page.getByRole('textbox', { name: '时间戳 1' }).inputValue()).toBe('1700000000');
  });
});
