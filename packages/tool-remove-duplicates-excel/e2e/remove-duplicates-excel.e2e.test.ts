import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils, type WorkSheet, write } from '@e965/xlsx';
import { downloadFrom, holdWorkerResults } from '@toolbox/e2e';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let csvPath: string;
let bookPath: string;

/** What LibreOffice Calc writes with "quote all text cells", `;` as separator, UTF-8 with BOM, CRLF. */
const LIBREOFFICE_CSV = [
  '"id";"name";"city";"note"',
  '"00123";"Ann";"Paris";"first"',
  '"00124";"Bob";"Rome";"two',
  'lines"',
  '"00125";" ann ";"paris";"spaces, and a comma"',
  '"00126";"王芳";"广州";"备注"',
  '"00127";"Ann";"Paris";"again"',
  '"00128";"王芳";"广州";"again"',
].join('\r\n');

function stockSheet(): WorkSheet {
  const sheet = utils.aoa_to_sheet([['sku', 'product', 'received', 'qty', 'value']]);
  const rows: [string, string, number, number][] = [
    ['00042', 'Bolt', 45292, 10],
    ['00043', 'Nut', 45293, 20],
    ['00042', 'Bolt', 45294, 30],
    ['00044', 'Washer', 45295, 40],
  ];
  rows.forEach(([sku, product, serial, qty], index) => {
    const row = index + 2;
    sheet[`A${row}`] = { t: 's', v: sku };
    sheet[`B${row}`] = { t: 's', v: product };
    sheet[`C${row}`] = { t: 'n', v: serial, z: 'yyyy-mm-dd' };
    sheet[`D${row}`] = { t: 'n', v: qty };
    sheet[`E${row}`] = { t: 'n', v: qty * 2, f: `D${row}*2` };
  });
  sheet['!ref'] = 'A1:E5';
  return sheet;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'remove-duplicates-e2e-'));
  csvPath = join(folder, 'contacts.csv');
  await writeFile(csvPath, `\uFEFF${LIBREOFFICE_CSV}\r\n`);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['note'], ['cover sheet']]), 'Cover');
  utils.book_append_sheet(book, stockSheet(), 'Stock');
  bookPath = join(folder, 'inventory.xlsx');
  await writeFile(bookPath, write(book, { type: 'buffer', bookType: 'xlsx' }));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

const currentStep = () =>
  state.page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');

describe('remove-duplicates-excel', () => {
  it('removes duplicate rows of a LibreOffice CSV by chosen columns, with normalisation, and gives the removed rows', async () => {
    const { page } = state;
    await open('/tool/remove-duplicates-excel', { tool: 'remove-duplicates-excel' });
    await page.getByRole('heading', { level: 1, name: 'Remove Duplicates (Excel & CSV)' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(csvPath);
    await expect.poll(() => currentStep().textContent()).toContain('Configure');
    const preview = page.getByRole('table', { name: 'First 5 rows', exact: true });
    await expect.poll(() => preview.getByRole('row').count()).toBe(6);
    await preview.getByRole('cell', { name: 'two lines' }).waitFor();

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('checkbox', { name: 'name', exact: true }).check();
    await page.getByRole('checkbox', { name: 'city', exact: true }).check();
    await page.getByText('In the first 6 rows, 2 rows would be removed.').waitFor();
    await page.getByRole('checkbox', { name: 'Ignore upper and lower case' }).check();
    await page.getByText('In the first 6 rows, 3 rows would be removed.').waitFor();
    // axe on the configure step, in both themes (the site's page test sees only the upload step).
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Remove duplicates', exact: true }).click();
    const result = await downloading;
    expect(result.suggestedFilename()).toBe('contacts_dedupe_result.csv');
    expect(await readFile((await result.path()) as string, 'utf8')).toBe(
      '\uFEFFid,name,city,note\r\n00123,Ann,Paris,first\r\n00124,Bob,Rome,"two\r\nlines"\r\n00126,王芳,广州,备注\r\n',
    );
    await expect.poll(() => currentStep().textContent()).toContain('Download');
    const stats = page.getByRole('region', { name: 'Result' });
    await stats.getByText('50.0%').first().waitFor();

    const removed = await downloadFrom(page, 'Download the removed rows');
    expect(removed.name).toBe('contacts_removed_duplicates.csv');
    expect(await readFile(removed.path, 'utf8')).toBe(
      '\uFEFFRow,Duplicate of row,id,name,city,note\r\n4,2,00125, ann ,paris,"spaces, and a comma"\r\n6,2,00127,Ann,Paris,again\r\n7,5,00128,王芳,广州,again\r\n',
    );
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.getByRole('button', { name: 'Process a new file' }).click();
    await expect.poll(() => currentStep().textContent()).toContain('Upload');
  });

  it('dedupes the chosen sheet of a workbook, keeping text ids, dates and formulas', async () => {
    const { page } = state;
    await open('/tool/remove-duplicates-excel', { tool: 'remove-duplicates-excel' });
    await page.locator('input[type=file]').setInputFiles(bookPath);
    const picker = page.getByRole('combobox', { name: 'Sheet' });
    await expect.poll(() => picker.inputValue()).toBe('Cover');
    await picker.selectOption('Stock');
    await page.getByRole('checkbox', { name: 'sku', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('checkbox', { name: 'sku', exact: true }).check();
    await page.getByRole('button', { name: 'Keep the last' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Remove duplicates', exact: true }).click();
    const result = await downloading;
    expect(result.suggestedFilename()).toBe('inventory_dedupe_result.xlsx');
    const book = read(await readFile((await result.path()) as string), { cellFormula: true, cellNF: true });
    expect(book.SheetNames).toEqual(['Sheet1']);
    const sheet = book.Sheets.Sheet1 as WorkSheet;
    expect(utils.sheet_to_json(sheet, { header: 1, raw: false })).toEqual([
      ['sku', 'product', 'received', 'qty', 'value'],
      ['00043', 'Nut', '2024-01-02', '20', '40'],
      ['00042', 'Bolt', '2024-01-03', '30', '60'],
      ['00044', 'Washer', '2024-01-04', '40', '80'],
    ]);
    // Keep last: rows 3, 4, 5 of the source are rows 2, 3, 4 now, and their formulas follow them.
    expect([sheet.E2?.f, sheet.E3?.f, sheet.E4?.f]).toEqual(['D2*2', 'D3*2', 'D4*2']);
    expect(sheet.A2).toMatchObject({ t: 's', v: '00043' });
  });

  it('shows progress while processing, and Cancel stops it without a download', async () => {
    const { page } = state;
    await page.addInitScript(holdWorkerResults);
    await open('/tool/remove-duplicates-excel', { tool: 'remove-duplicates-excel' });
    await page.locator('input[type=file]').setInputFiles(csvPath);
    const start = page.getByRole('button', { name: 'Remove duplicates', exact: true });
    await start.waitFor();
    let downloads = 0;
    page.on('download', () => downloads++);
    // The worker's answer is held back: the job is surely still running when Cancel is pressed.
    await page.evaluate(() => {
      (window as unknown as { __holdWorkerResults: boolean }).__holdWorkerResults = true;
    });
    await start.click();
    await expect.poll(() => currentStep().textContent()).toContain('Process');
    const bar = page.getByRole('progressbar', { name: 'Removing duplicates' });
    await expect.poll(() => bar.getAttribute('aria-valuenow').then(Number)).toBeGreaterThanOrEqual(75);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Processing cancelled.').waitFor();
    await expect.poll(() => currentStep().textContent()).toContain('Configure');
    await page.evaluate(() =>
      (window as unknown as { __releaseWorkerResults: () => void }).__releaseWorkerResults(),
    );
    await page.waitForTimeout(300);
    expect(downloads).toBe(0);
    // Started again, it finishes and downloads.
    const downloading = page.waitForEvent('download');
    await start.click();
    expect((await downloading).suggestedFilename()).toBe('contacts_dedupe_result.csv');
  });

  it('works in Chinese on a phone, with Chinese output names', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 780 });
    await open('/zh/tool/remove-duplicates-excel', { tool: 'remove-duplicates-excel' });
    await page.locator('input[type=file]').setInputFiles(csvPath);
    await page.getByRole('button', { name: '开始去重' }).waitFor();
    // The configure step fits the phone: only the data previews scroll sideways, inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '开始去重' }).click();
    expect((await downloading).suggestedFilename()).toBe('contacts_去重结果.csv');
    await page.getByRole('button', { name: '再次下载' }).waitFor();
    await page.getByText('去重率').waitFor();
  });
});
