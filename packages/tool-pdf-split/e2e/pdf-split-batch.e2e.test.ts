import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageProblems } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { withOutline } from '@toolbox/pdf-kit/test-fixtures';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pagesOf, widthOf } from '../src/core/test-pdfs';

const { state, open } = setupBrowserPage();
type Page = (typeof state)['page'];

let directory: string;
const files = { first: '', second: '', heavy: '', marked: '' };
/** The heavy file's one big page, and the part size limit of its test (1 MB = 1,048,576 bytes). */
const BIG_PAGE = 3;
const LIMIT_MB = '0.25';
const LIMIT_BYTES = 0.25 * 1_048_576;

/** Six pages of 100 KB of content each (page 3: 400 KB), stored uncompressed so sizes are known. */
async function heavyPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  let seed = 5;
  const noise = (length: number) =>
    Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    }).join('');
  for (let page = 1; page <= 6; page++) {
    const added = document.addPage([widthOf(page), 300]);
    const content = document.context.stream(`% ${noise(page === BIG_PAGE ? 400_000 : 100_000)}\n`);
    added.node.addContentStream(document.context.register(content));
  }
  return document.save({ useObjectStreams: false });
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pdf-split-batch-e2e-'));
  Object.assign(files, {
    first: join(directory, 'first.pdf'),
    second: join(directory, 'second.pdf'),
    heavy: join(directory, 'heavy.pdf'),
    marked: join(directory, 'book.pdf'),
  });
  await writeFile(files.first, await makePdf(4));
  await writeFile(files.second, await makePdf(3));
  await writeFile(files.heavy, await heavyPdf());
  await writeFile(
    files.marked,
    await withOutline(await makePdf(6), [
      { title: 'Intro', page: 2 },
      { title: 'Chapter: Two', page: 4, children: [{ title: 'nested', page: 5 }] },
    ]),
  );
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function openTool() {
  await open('/tool/pdf-split', { tool: 'pdf-split' });
  return state.page;
}

async function addOne(page: Page, path: string, pages: string) {
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByRole('region', { name: 'Selected file' }).getByText(pages).waitFor({ timeout: 30_000 });
}

async function splitAndDownload(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Split PDF' }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
}

describe('pdf-split batch, by size and by bookmarks', () => {
  it('splits two files with the same settings into one ZIP, a folder per file', async () => {
    await state.page.setViewportSize({ width: 360, height: 740 });
    const page = await openTool();
    await page.locator('input[type="file"]').setInputFiles([files.first, files.second]);
    const batch = page.getByRole('region', { name: '2 files' });
    await batch.getByRole('region', { name: 'second.pdf' }).getByText('3 pages').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Every N pages' }).click();
    await page.getByLabel('Pages per file').fill('2');
    const zip = await splitAndDownload(page);
    expect(zip.name).toMatch(/^pdf-split-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip$/);
    const parts = unzipSync(zip.bytes);
    expect(Object.keys(parts)).toEqual([
      'first/split-document-1.pdf',
      'first/split-document-2.pdf',
      'second/split-document-1.pdf',
      'second/split-document-2.pdf',
    ]);
    expect(await pagesOf(parts['first/split-document-2.pdf'] as Uint8Array)).toEqual([3, 4]);
    expect(await pagesOf(parts['second/split-document-2.pdf'] as Uint8Array)).toEqual([3]);
    await page
      .getByRole('region', { name: 'Split results' })
      .getByText('2 files in the folder "second".')
      .waitFor();
    expect(await pageProblems(page)).toBe('');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('splits by maximum part size: every part within the limit but the flagged one-page part', async () => {
    const page = await openTool();
    await addOne(page, files.heavy, '6 pages');
    await page.getByRole('tab', { name: 'By size' }).click();
    await page.getByLabel('Maximum size per file (MB)').fill(LIMIT_MB);
    const zip = await splitAndDownload(page);
    await page.getByText(/is larger than 256 KB on its own/).waitFor();
    const parts = Object.values(unzipSync(zip.bytes));
    const pages = await Promise.all(parts.map((bytes) => pagesOf(bytes)));
    expect(pages.flat()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages).toContainEqual([BIG_PAGE]);
    parts.forEach((bytes, index) => {
      if (pages[index]?.includes(BIG_PAGE)) expect(bytes.length).toBeGreaterThan(LIMIT_BYTES);
      else expect(bytes.length).toBeLessThanOrEqual(LIMIT_BYTES);
    });
    // Greedy: two 100 KB pages fit in 256 KB, so the pages around the big one go in pairs.
    expect(pages).toEqual([[1, 2], [3], [4, 5], [6]]);
  });

  it('splits by top-level bookmarks, named after them, and says when a file has none', async () => {
    const page = await openTool();
    await addOne(page, files.marked, '6 pages');
    await page.getByRole('tab', { name: 'By bookmarks' }).click();
    await page.getByText('2-Intro.pdf: pages 2-3 (2 pages)').waitFor();
    const zip = await splitAndDownload(page);
    const parts = unzipSync(zip.bytes);
    expect(Object.keys(parts)).toEqual([
      '1-Before the first bookmark.pdf',
      '2-Intro.pdf',
      '3-Chapter_ Two.pdf',
    ]);
    expect(await pagesOf(parts['1-Before the first bookmark.pdf'] as Uint8Array)).toEqual([1]);
    expect(await pagesOf(parts['2-Intro.pdf'] as Uint8Array)).toEqual([2, 3]);
    expect(await pagesOf(parts['3-Chapter_ Two.pdf'] as Uint8Array)).toEqual([4, 5, 6]);

    await page.getByRole('button', { name: 'Remove book.pdf' }).click();
    await addOne(page, files.first, '4 pages');
    await page.getByRole('alert').getByText('This PDF has no top-level bookmarks to split at.').waitFor();
  });
});
