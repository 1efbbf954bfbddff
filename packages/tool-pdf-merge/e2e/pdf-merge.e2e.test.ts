import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@toolbox/e2e';
import { pageScripts } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pageLabels } from '../src/core/test-pdfs';

const { state, open } = setupBrowserPage();
let folder: string;
let alpha: string;
let beta: string;
let broken: string;
let big: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'merge-e2e-'));
  alpha = join(folder, 'alpha.pdf');
  beta = join(folder, 'beta.pdf');
  broken = join(folder, 'broken.pdf');
  // Pages tell their file by height (301 alpha, 302 beta) and their number by width.
  await writeFile(alpha, await makePdf('Alpha', 6, 301));
  await writeFile(beta, await makePdf('Beta', 4, 302));
  await writeFile(broken, '%PDF-1.7 this is not really a PDF');
  big = join(folder, 'big.pdf');
  await writeFile(big, await makePdf('Big', 4000, 303));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

async function openTool(path = '/tool/pdf-merge'): Promise<Page> {
  await open(path, { tool: 'pdf-merge' });
  return state.page;
}

const names = (page: Page) =>
  page.getByRole('list', { name: 'Files to merge' }).locator(':scope > li p.truncate').allTextContents();

describe('pdf-merge', () => {
  it('merges two PDFs with a range on one after a keyboard reorder, and the download has those pages in that order', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'PDF Merge' }).waitFor();
    await page.locator('input[type=file]').setInputFiles([alpha, beta]);
    await page.getByText('6 pages', { exact: false }).waitFor();
    await page.getByText('4 pages', { exact: false }).waitFor();
    await page.getByText('The merged PDF will have 10 pages.').waitFor();

    await page.getByLabel('Pages of alpha.pdf').fill('6,2-3,3');
    await page.getByText('The merged PDF will have 7 pages.').waitFor();

    // Move beta above alpha from the keyboard.
    await page.getByRole('button', { name: 'Drag beta.pdf' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('beta.pdf is now at position 2.').waitFor({ state: 'attached' });
    const atTop = page.getByText('beta.pdf is now at position 1.');
    await expect
      .poll(
        async () => {
          if ((await atTop.count()) === 0) await page.keyboard.press('ArrowUp');
          return atTop.count();
        },
        { interval: 250 },
      )
      .toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => names(page)).toEqual(['beta.pdf', 'alpha.pdf']);

    await page.getByLabel('Output file name').fill('Quarterly pack');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Quarterly pack.pdf');
    const merged = await readFile((await download.path()) as string);
    expect(await pageLabels(merged)).toEqual(['302:1', '302:2', '302:3', '302:4', '301:2', '301:3', '301:6']);
    const document = await PDFDocument.load(merged, { updateMetadata: false });
    expect(document.getTitle()).toBe('Quarterly pack');
    expect(document.getCreator()).toBe('Toolbox PDF Merge');
  });

  it('keeps the other files when one is not a readable PDF, and outlines an invalid range', async () => {
    const page = await openTool();
    await page.locator('input[type=file]').setInputFiles([alpha, broken, beta]);
    await page.getByText('broken.pdf could not be read as a PDF (it may be damaged).').waitFor();
    await expect.poll(() => names(page)).toEqual(['alpha.pdf', 'beta.pdf']);
    const range = page.getByLabel('Pages of beta.pdf');
    await range.fill('3-9');
    await expect.poll(() => range.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    await page.getByText('The page range of beta.pdf is not valid.').waitFor();
  });

  it('previews the pages with pdf.js', async () => {
    const page = await openTool();
    await page.locator('input[type=file]').setInputFiles([alpha]);
    await page.getByText('6 pages', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Preview alpha.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of alpha.pdf' });
    await dialog.getByRole('img', { name: 'Page 6' }).waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('img').count()).toBe(6);
    await dialog.getByRole('button', { name: 'Open in a new tab' }).waitFor();
  });

  it('merges a 4,000-page PDF in the worker while the page keeps answering', async () => {
    const page = await openTool();
    await page.locator('input[type=file]').setInputFiles([big, beta]);
    await page.getByText('The merged PDF will have 4004 pages.').waitFor({ timeout: 60_000 });
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    // While the worker merges, the page answers a click: the preview dialog opens while the
    // progress bar is still there. (No wall-clock limit here: a busy machine must not fail it.)
    await page.getByRole('progressbar', { name: 'Merging' }).waitFor();
    const answeredWhileMerging = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new MutationObserver((_records, observer) => {
            if (document.querySelector('[role="dialog"]')) {
              observer.disconnect();
              resolve(document.querySelector('[role="progressbar"]') !== null);
            }
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('button', { name: 'Preview beta.pdf' }).click();
    expect(await answeredWhileMerging).toBe(true);
    const merged = await readFile((await (await downloading).path()) as string);
    expect((await PDFDocument.load(merged)).getPageCount()).toBe(4004);
  }, 120_000);

  it('keeps pdf-lib in the worker and loads pdf.js only for a preview', async () => {
    // Strings found only in each library's code, which minifying keeps.
    const PDF_LIB = 'No PDF header found';
    const PDF_JS = 'fake worker';
    const page = await openTool();
    await page.locator('input[type=file]').setInputFiles([alpha, beta]);
    await page.getByText('The merged PDF will have 10 pages.').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    await downloading;
    const before = await pageScripts(page);
    expect(before.length).toBeGreaterThan(5);
    expect(before.filter((script) => script.text.includes(PDF_LIB)).map((script) => script.url)).toEqual([]);
    expect(before.filter((script) => script.text.includes(PDF_JS)).map((script) => script.url)).toEqual([]);
    await page.getByRole('button', { name: 'Preview alpha.pdf' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'Page 1' }).waitFor({ timeout: 20_000 });
    const after = await pageScripts(page);
    expect(after.some((script) => script.text.includes(PDF_JS))).toBe(true);
    expect(after.filter((script) => script.text.includes(PDF_LIB)).map((script) => script.url)).toEqual([]);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/pdf-merge');
    await page.locator('input[type=file]').setInputFiles([alpha, beta]);
    await page.getByText('合并后的 PDF 共 10 页。').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '合并 PDF' }).click();
    expect((await downloading).suggestedFilename()).toBe('merged-document.pdf');
  });
});
