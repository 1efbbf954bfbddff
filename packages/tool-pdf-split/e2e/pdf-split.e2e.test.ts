import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageScripts } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pagesOf } from '../src/core/test-pdfs';

const { state, open } = setupBrowserPage();
type Page = (typeof state)['page'];

let directory: string;
/** Files generated once for the whole suite: page N of each PDF is 200 + N points wide. */
const files = { fivePages: '', threePages: '', bigPdf: '', notes: '', broken: '' };

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pdf-split-e2e-'));
  files.fivePages = join(directory, 'report.pdf');
  files.threePages = join(directory, 'other.pdf');
  files.bigPdf = join(directory, 'big.pdf');
  files.notes = join(directory, 'notes.txt');
  files.broken = join(directory, 'broken.pdf');
  await writeFile(files.fivePages, await makePdf(5));
  await writeFile(files.threePages, await makePdf(3));
  await writeFile(files.bigPdf, await makePdf(4000));
  await writeFile(files.notes, 'plain text, not a PDF');
  await writeFile(files.broken, '%PDF-1.7\nthis is not really a PDF');
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function openTool(path = '/tool/pdf-split') {
  await open(path, { tool: 'pdf-split' });
  return state.page;
}

async function addFile(page: Page, path: string, pages: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await page
    .getByRole('region', { name: /Selected file|已选文件/ })
    .getByText(pages)
    .waitFor({ timeout: 30_000 });
}

async function splitAndDownload(page: Page, button = 'Split PDF') {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
}

describe('pdf-split', () => {
  it('splits a 5-page PDF every 2 pages into a ZIP whose parts hold the right pages', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'PDF Split' }).waitFor();
    await page.getByRole('region', { name: 'How to split a PDF' }).waitFor();
    await addFile(page, files.fivePages, '5 pages');
    await page.getByRole('tab', { name: 'Every N pages' }).click();
    await page.getByLabel('Pages per file').fill('2');
    const list = page.getByRole('region', { name: 'Files to be produced' });
    await list.getByText('split-document-3.pdf: page 5').waitFor();
    const zip = await splitAndDownload(page);
    expect(zip.name).toMatch(/^report-split-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip$/);
    const parts = unzipSync(zip.bytes);
    expect(Object.keys(parts).sort()).toEqual([
      'split-document-1.pdf',
      'split-document-2.pdf',
      'split-document-3.pdf',
    ]);
    expect(await pagesOf(parts['split-document-1.pdf'] as Uint8Array)).toEqual([1, 2]);
    expect(await pagesOf(parts['split-document-2.pdf'] as Uint8Array)).toEqual([3, 4]);
    expect(await pagesOf(parts['split-document-3.pdf'] as Uint8Array)).toEqual([5]);
    await page.getByText('Done: 3 files created.').waitFor();
  });

  it('downloads a custom range that makes one part directly as a PDF', async () => {
    const page = await openTool();
    await addFile(page, files.fivePages, '5 pages');
    await page.getByLabel('Page ranges').fill('2-4');
    const pdf = await splitAndDownload(page);
    expect(pdf.name).toBe('split-document-1.pdf');
    expect(await pagesOf(pdf.bytes)).toEqual([2, 3, 4]);
  });

  it('keeps the odd pages in one PDF named from the pattern', async () => {
    const page = await openTool();
    await addFile(page, files.fivePages, '5 pages');
    await page.getByRole('tab', { name: 'Odd / even' }).click();
    expect(await page.getByRole('radio', { name: 'Odd pages (1, 3, 5…)' }).isChecked()).toBe(true);
    await page.getByLabel('Output name pattern').fill('odd-{n}');
    const pdf = await splitAndDownload(page);
    expect(pdf.name).toBe('odd-1.pdf');
    expect(await pagesOf(pdf.bytes)).toEqual([1, 3, 5]);
  });

  it('refuses a text file and names a broken PDF', async () => {
    const page = await openTool();
    await page.locator('input[type="file"]').setInputFiles(files.notes);
    await page.getByText('Only PDF files can be split.').waitFor();
    await page.locator('input[type="file"]').setInputFiles(files.broken);
    await page.getByText('"broken.pdf" could not be read as a PDF').waitFor();
    await page.getByRole('region', { name: 'How to split a PDF' }).waitFor();
  });

  it('splits a 4,000-page PDF page by page in the worker while the page keeps answering', async () => {
    const page = await openTool();
    await addFile(page, files.bigPdf, '4000 pages');
    await page.getByRole('tab', { name: 'Every N pages' }).click();
    await page.getByText('…and 3950 more files').waitFor();
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Split PDF' }).click();
    // While the worker splits, the page answers a click: the preview opens in a new tab and says
    // so while the progress bar is still there. (No wall-clock limit: a busy machine must not fail it.)
    await page.getByRole('progressbar', { name: 'Split progress' }).waitFor();
    const answeredWhileSplitting = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          new MutationObserver((_records, observer) => {
            if (document.body.textContent?.includes('Preview opened in a new tab.')) {
              observer.disconnect();
              resolve(document.querySelector('[role="progressbar"]') !== null);
            }
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page.getByRole('button', { name: 'Preview big.pdf' }).click();
    expect(await answeredWhileSplitting).toBe(true);
    await (await popup).close();
    const download = await downloading;
    const parts = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(parts)).toHaveLength(4000);
    expect(await pagesOf(parts['split-document-4000.pdf'] as Uint8Array)).toEqual([4000]);
  }, 120_000);

  it('replaces the loaded PDF with one dropped on its card, and waits for typing before calling a blank range wrong', async () => {
    const page = await openTool();
    await addFile(page, files.fivePages, '5 pages');
    const range = page.getByLabel('Page ranges');
    expect(await range.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByText('Type the page ranges above to see the files the split will produce.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    const card = page.getByRole('region', { name: 'Selected file' });
    const bytes = (await readFile(files.threePages)).toString('base64');
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      const file = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
      transfer.items.add(new File([file], 'other.pdf', { type: 'application/pdf' }));
      return transfer;
    }, bytes);
    await card.dispatchEvent('dragover', { dataTransfer });
    await card.dispatchEvent('drop', { dataTransfer });
    await card.getByText('other.pdf').waitFor();
    await card.getByText('3 pages', { exact: false }).waitFor();

    await range.fill('9');
    expect(await range.getAttribute('aria-invalid')).toBe('true');
    await range.fill('3');
    const pdf = await splitAndDownload(page);
    expect(await pagesOf(pdf.bytes)).toEqual([3]);
  });

  it('keeps pdf-lib in the worker: the page loads no PDF engine', async () => {
    const page = await openTool();
    await addFile(page, files.fivePages, '5 pages');
    await page.getByRole('tab', { name: 'Every N pages' }).click();
    await splitAndDownload(page);
    const scripts = await pageScripts(page);
    expect(scripts.length).toBeGreaterThan(5);
    // Strings found only in pdf-lib's and pdf.js's code, which minifying keeps.
    expect(
      scripts
        .filter((script) => /No PDF header found|fake worker/.test(script.text))
        .map((script) => script.url),
    ).toEqual([]);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/pdf-split');
    await page.getByRole('region', { name: '如何拆分 PDF' }).waitFor();
    await addFile(page, files.fivePages, '5 页');
    await page.getByRole('tab', { name: '每 N 页' }).click();
    await page.getByLabel('每个文件的页数').fill('3');
    const zip = await splitAndDownload(page, '拆分 PDF');
    const parts = unzipSync(zip.bytes);
    expect(await pagesOf(parts['split-document-2.pdf'] as Uint8Array)).toEqual([4, 5]);
    await page.getByText('完成：已生成 2 个文件。').waitFor();
  });
});
