import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FILES = 20;
const PAGES_PER_FILE = 10;
/** Each page's picture: 10 of them make a file just under the 50 MB limit (52,428,800 bytes). */
const IMAGE_SIDE = 1320;
const IMAGE_BYTES = IMAGE_SIDE * IMAGE_SIDE * 3;

const { state, open: openPage } = setupBrowserPage();
let folder: string;
const paths: string[] = [];

/**
 * A PDF of `pages` pages, each drawing its own uncompressed RGB picture of random bytes (so
 * nothing compresses), written straight to disk: the test never holds a whole file.
 */
async function writeHeavyPdf(path: string, pages: number, label: number) {
  const file = await open(path, 'w');
  let position = 0;
  const offsets: number[] = [];
  const write = async (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    await file.write(bytes);
    position += bytes.length;
  };
  const object = async (number: number, ...body: Array<string | Uint8Array>) => {
    offsets[number] = position;
    await write(`${number} 0 obj\n`);
    for (const part of body) await write(part);
    await write('\nendobj\n');
  };
  // 1 catalog, 2 page tree, 3 font; per page: page, content, image.
  const pageNumber = (index: number) => 4 + index * 3;
  const kids = Array.from({ length: pages }, (_, index) => `${pageNumber(index)} 0 R`).join(' ');
  await write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await object(2, `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`);
  await object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let index = 0; index < pages; index++) {
    const page = pageNumber(index);
    const content = `q 500 0 0 500 50 200 cm /Im1 Do Q BT /F1 24 Tf 50 100 Td (File ${label} page ${index + 1}) Tj ET`;
    await object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`,
    );
    await object(page + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    await object(
      page + 2,
      `<< /Type /XObject /Subtype /Image /Width ${IMAGE_SIDE} /Height ${IMAGE_SIDE} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${IMAGE_BYTES} >>\nstream\n`,
      randomBytes(IMAGE_BYTES),
      '\nendstream',
    );
  }
  const size = pageNumber(pages);
  const xref = position;
  let table = `xref\n0 ${size}\n0000000000 65535 f\r\n`;
  for (let number = 1; number < size; number++)
    table += `${String(offsets[number]).padStart(10, '0')} 00000 n\r\n`;
  await write(`${table}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  await file.close();
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'merge-large-e2e-'));
  for (let index = 1; index <= FILES; index++) {
    const path = join(folder, `scan-${String(index).padStart(2, '0')}.pdf`);
    await writeHeavyPdf(path, PAGES_PER_FILE, index);
    paths.push(path);
  }
}, 300_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('pdf-merge with large files', () => {
  it('merges 20 files of almost 50 MB each (1 GB) without running out of memory', async () => {
    const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
    // Each file is as large as the tool allows (50 MB = 52,428,800 bytes).
    for (const size of sizes) expect(size).toBeGreaterThan(52_000_000);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(52_428_800);

    await openPage('/tool/pdf-merge', { tool: 'pdf-merge' });
    const page = state.page;
    await page.locator('input[type=file]').setInputFiles(paths);
    await page
      .getByText(`The merged PDF will have ${FILES * PAGES_PER_FILE} pages.`)
      .waitFor({ timeout: 240_000 });
    // The tool's console (a failed merge is logged there with its cause) is kept for the report.
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    const downloading = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const failed = page
      .getByText('The PDFs could not be merged.')
      .waitFor({ timeout: 600_000 })
      .then(() => {
        throw new Error(`the merge failed:\n${logs.join('\n')}`);
      });
    const download = await Promise.race([downloading, failed]);
    const merged = (await download.path()) as string;
    const total = sizes.reduce((sum, size) => sum + size, 0);
    // Every picture is in the result (they do not compress), and qpdf counts every page.
    expect((await stat(merged)).size).toBeGreaterThan(total * 0.99);
    expect(execFileSync('qpdf', ['--show-npages', merged], { encoding: 'utf8' }).trim()).toBe(
      String(FILES * PAGES_PER_FILE),
    );
  }, 900_000);
});
