import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@toolbox/e2e';
import { pageProblems } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { qpdfOutline, withOutline } from '@toolbox/pdf-kit/test-fixtures';
import { PDFArray, PDFDict, PDFDocument, type PDFHexString, PDFName, PDFRef, type PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pageLabels } from '../src/core/test-pdfs';

const { state, open } = setupBrowserPage();
let folder: string;
let fronts: string;
let backs: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'merge-options-e2e-'));
  fronts = join(folder, 'Scan fronts.pdf');
  backs = join(folder, 'Scan backs.pdf');
  // Pages tell their file by height (301 fronts, 302 backs) and their number by width. The fronts
  // carry a bookmark of their own, to be nested under the file's.
  await writeFile(fronts, await withOutline(await makePdf('Front', 3, 301), [{ title: 'Cover', page: 1 }]));
  await writeFile(backs, await makePdf('Back', 2, 302));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

/** The top level of the /Outlines dictionary read with pdf-lib: each title and the page its /Dest opens. */
function topLevel(document: PDFDocument): Array<[string, number]> {
  const pages = document.getPages().map((page) => page.ref.objectNumber);
  const outlines = document.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const items: Array<[string, number]> = [];
  let ref = outlines.get(PDFName.of('First'));
  while (ref instanceof PDFRef) {
    const item = document.context.lookup(ref, PDFDict);
    const title = item.lookup(PDFName.of('Title')) as PDFString | PDFHexString;
    const target = item.lookup(PDFName.of('Dest'), PDFArray).get(0) as PDFRef;
    items.push([title.decodeText(), pages.indexOf(target.objectNumber) + 1]);
    ref = item.get(PDFName.of('Next'));
  }
  return items;
}

describe('pdf-merge options', () => {
  it('interleaves fronts and reversed backs, with one bookmark per file', async () => {
    const page: Page = state.page;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/pdf-merge', { tool: 'pdf-merge' });
    await page.locator('input[type=file]').setInputFiles([fronts, backs]);
    await page.getByText('The merged PDF will have 5 pages.').waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'One bookmark per file' }).check();
    await page.getByRole('checkbox', { name: /Interleave two files/ }).check();
    await page
      .getByText('If one file has more pages, the rest of it is added at the end.', { exact: false })
      .waitFor();
    expect(
      await page.getByRole('checkbox', { name: 'The back sides are in reverse order' }).isChecked(),
    ).toBe(true);

    expect(await pageProblems(page)).toBe('');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Merge PDFs' }).click(),
    ]);
    const bytes = new Uint8Array(await readFile((await download.path()) as string));
    // A1 B2 A2 B1 A3: the backs were scanned last page first; the rest of the fronts at the end.
    expect(await pageLabels(bytes)).toEqual(['301:1', '302:2', '301:2', '302:1', '301:3']);
    const document = await PDFDocument.load(bytes);
    expect(topLevel(document)).toEqual([
      ['Scan fronts', 1],
      ['Scan backs', 2],
    ]);
    // qpdf, reading the same file on its own, agrees and finds the fronts' own bookmark nested.
    expect(qpdfOutline(bytes)).toEqual([
      { title: 'Scan fronts', page: 1, children: [{ title: 'Cover', page: 1, children: [] }] },
      { title: 'Scan backs', page: 2, children: [] },
    ]);
  });
});
