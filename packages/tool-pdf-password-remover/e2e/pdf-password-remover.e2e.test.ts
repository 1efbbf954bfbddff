import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageScripts } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithQpdf, makePdf } from '../src/core/qpdf.test-helper';

const { state, open } = setupBrowserPage();
let folder: string;
let lockedPath: string;
let plainPath: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'unlock-e2e-'));
  const plain = await makePdf(4);
  plainPath = join(folder, 'plain.pdf');
  lockedPath = join(folder, 'Quarterly report.pdf');
  await writeFile(plainPath, plain);
  // Encrypted by Debian's qpdf with AES-256, as a user would receive it.
  await writeFile(lockedPath, encryptWithQpdf(plain, { user: 'open sesame', owner: 'owner pw', bits: 256 }));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

async function openTool(path = '/tool/pdf-password-remover') {
  await open(path, { tool: 'pdf-password-remover' });
  return state.page;
}

async function choose(page: Awaited<ReturnType<typeof openTool>>, path: string) {
  await page.locator('input[type=file]').setInputFiles(path);
}

describe('pdf-password-remover', () => {
  it('refuses a wrong password, then unlocks an AES-256 file with the right one', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'PDF Password Remover' }).waitFor();
    await choose(page, lockedPath);
    await page.getByText('Encrypted', { exact: true }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByLabel('Output file name').inputValue())
      .toBe('Quarterly report-unlocked');

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong one');
    await page.getByRole('button', { name: 'Remove password' }).click();
    await page.getByRole('status').getByText('Incorrect password. Please try again.').waitFor();

    await password.fill('open sesame');
    const downloading = page.waitForEvent('download');
    await password.press('Enter'); // the form submits from the keyboard too
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Quarterly report-unlocked.pdf');
    await page.getByText('Done. The download has started.').waitFor();

    const unlocked = await readFile((await download.path()) as string);
    // pdf-lib refuses encrypted files: opening it plainly proves the encryption is gone.
    const document = await PDFDocument.load(unlocked);
    expect(document.getPageCount()).toBe(4);
    expect(document.isEncrypted).toBe(false);
  });

  it('says a plain PDF is not encrypted', async () => {
    const page = await openTool();
    await choose(page, plainPath);
    await page
      .getByRole('status')
      .getByText('This PDF is not encrypted: it has no password to remove.')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Process another' }).click();
    await page.getByRole('button', { name: 'Drop a PDF here or click to choose' }).waitFor();
  });

  it('loads qpdf only in its worker, never in the page', async () => {
    const page = await openTool();
    const wasmRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('qpdf')) wasmRequests.push(request.url());
    });
    await choose(page, lockedPath);
    await page.getByText('Encrypted', { exact: true }).waitFor({ timeout: 20_000 });
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((name) => name.includes('qpdf'))).toBe(false);
    expect(wasmRequests.some((url) => url.endsWith('.wasm'))).toBe(true);
    // Nor any other PDF engine: strings found only in pdf-lib's and pdf.js's code.
    const code = await pageScripts(page);
    expect(
      code
        .filter((script) => /No PDF header found|fake worker/.test(script.text))
        .map((script) => script.url),
    ).toEqual([]);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/pdf-password-remover');
    await choose(page, lockedPath);
    await page.getByText('已加密', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByLabel('密码', { exact: true }).fill('nope');
    await page.getByRole('button', { name: '移除密码' }).click();
    await page.getByRole('status').getByText('密码错误，请重试。').waitFor();
  });
});
