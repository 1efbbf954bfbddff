import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageProblems } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithQpdf, makePdf } from '../src/core/qpdf.test-helper';

const { state, open } = setupBrowserPage();
let folder: string;
const paths: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'unlock-batch-e2e-'));
  // Two files encrypted by Debian's qpdf with the same password, one not encrypted.
  const files: Array<[string, Uint8Array]> = [
    ['January.pdf', encryptWithQpdf(await makePdf(2), { user: 'shared pw', owner: 'o1', bits: 256 })],
    [
      'February.pdf',
      encryptWithQpdf(await makePdf(3), { user: 'shared pw', owner: 'o2', bits: 128, aes: true }),
    ],
    ['Notes.pdf', await makePdf(1)],
  ];
  for (const [name, bytes] of files) {
    const path = join(folder, name);
    await writeFile(path, bytes);
    paths.push(path);
  }
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('pdf-password-remover batch', () => {
  it('unlocks three files with one password and downloads them as one ZIP', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/pdf-password-remover', { tool: 'pdf-password-remover' });
    await page.locator('input[type=file]').setInputFiles(paths);
    const list = page.getByRole('region', { name: '3 files' });
    await list.getByText('Not encrypted', { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => list.getByText('Encrypted', { exact: true }).count()).toBe(2);

    await page.getByLabel('Password for all files').fill('shared pw');
    await page.getByRole('button', { name: 'Remove passwords from 3 files' }).click();
    await page
      .getByRole('region', { name: 'February.pdf' })
      .getByText('Password removed.')
      .waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'Notes.pdf' })
      .getByText('Not encrypted: included as it is.')
      .waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all 3 as ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^unlocked-pdfs-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    expect(Object.keys(files)).toEqual(['January-unlocked.pdf', 'February-unlocked.pdf', 'Notes.pdf']);
    const pageCounts = await Promise.all(
      Object.values(files).map(async (bytes) => {
        // pdf-lib refuses encrypted files: opening them plainly proves the encryption is gone.
        const document = await PDFDocument.load(bytes);
        expect(document.isEncrypted).toBe(false);
        return document.getPageCount();
      }),
    );
    expect(pageCounts).toEqual([2, 3, 1]);

    expect(await pageProblems(page)).toBe('');
    // Each result downloads on its own too.
    const single = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download January-unlocked.pdf' }).click();
    expect((await single).suggestedFilename()).toBe('January-unlocked.pdf');
  });
});
