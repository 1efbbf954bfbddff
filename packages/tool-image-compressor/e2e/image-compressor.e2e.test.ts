import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let turned: string;
let landscape: string;

const identify = (path: string, format: string) =>
  execFileSync('identify', ['-format', format, path], { encoding: 'utf8' }).trim();

/**
 * The JPEG with an EXIF segment written by hand (ImageMagick writes none): orientation 6 ("turn
 * 90° clockwise") and a GPS latitude of 51° 30′ N, so the test sees both go through.
 */
function withExif(jpeg: Buffer): Buffer {
  const gpsAt = 8 + 2 + 2 * 12 + 4;
  const rationalsAt = gpsAt + 2 + 2 * 12 + 4;
  const tiff = Buffer.alloc(rationalsAt + 24);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10); // Orientation, SHORT 6
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  tiff.writeUInt16LE(0x8825, 22); // GPS IFD pointer
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(gpsAt, 30);
  tiff.writeUInt16LE(2, gpsAt);
  tiff.writeUInt16LE(0x0001, gpsAt + 2); // GPSLatitudeRef "N"
  tiff.writeUInt16LE(2, gpsAt + 4);
  tiff.writeUInt32LE(2, gpsAt + 6);
  tiff.write('N\0', gpsAt + 10, 'latin1');
  tiff.writeUInt16LE(0x0002, gpsAt + 14); // GPSLatitude, 3 RATIONALs
  tiff.writeUInt16LE(5, gpsAt + 16);
  tiff.writeUInt32LE(3, gpsAt + 18);
  tiff.writeUInt32LE(rationalsAt, gpsAt + 22);
  for (const [index, value] of [51, 1, 30, 1, 0, 1].entries())
    tiff.writeUInt32LE(value, rationalsAt + index * 4);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]);
  const at = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2; // after the JFIF segment
  return Buffer.concat([jpeg.subarray(0, at), header, payload, jpeg.subarray(at)]);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-compressor-e2e-'));
  // Photo-like pictures (plasma noise) from ImageMagick; the first is stored 1200×800 with EXIF
  // orientation 6 and a GPS position, so it must come out 800×1200.
  turned = join(folder, 'turned.jpg');
  const plain = join(folder, 'plain.jpg');
  execFileSync('convert', ['-seed', '7', '-size', '1200x800', 'plasma:fractal', '-quality', '95', plain]);
  await writeFile(turned, withExif(await readFile(plain)));
  expect(identify(turned, '%[EXIF:Orientation] %[EXIF:GPSLatitudeRef]')).toBe('6 N');
  landscape = join(folder, 'landscape.jpg');
  execFileSync('convert', ['-size', '1600x1000', 'plasma:fractal', '-quality', '95', landscape]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: (await file.path()) as string };
}

describe('image-compressor', () => {
  it('compresses photos upright, smaller, keeping EXIF without turning them twice; compares before and after', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('heading', { level: 1, name: 'Image Compressor' }).waitFor();
    await page.locator('input[type=file]').setInputFiles([turned, landscape]);
    await page.getByText('2 images compressed.').waitFor({ timeout: 60_000 });
    const result = await download(page, 'Download compressed_turned.jpg');
    // Upright, EXIF kept with orientation 1 (not turned twice), GPS gone (the default).
    expect(identify(result.path, '%m %wx%h %[EXIF:Orientation]')).toBe('JPEG 800x1200 1');
    expect(identify(result.path, '%[EXIF:*]')).not.toContain('GPSLatitude');
    expect((await stat(result.path)).size).toBeLessThan((await stat(turned)).size);

    await page.getByRole('button', { name: 'Compare compressed_landscape.jpg with the original' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before and after: compressed_landscape.jpg' });
    await dialog.getByRole('slider', { name: 'Compare' }).fill('20');
    await dialog.getByText('20% original').waitFor();
    await page.keyboard.press('Escape');
  });

  it('meets a target size, strips metadata when asked, and writes AVIF with the codecs', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('button', { name: 'Target size (smart)' }).click();
    await page.getByLabel('Target size (KB)').fill('40');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByLabel('Remove all metadata').check();
    await page.locator('input[type=file]').setInputFiles(turned);
    await page.getByText('1 image compressed.').waitFor({ timeout: 60_000 });
    const small = await download(page, 'Download compressed_turned.jpg');
    expect((await stat(small.path)).size).toBeLessThanOrEqual(40 * 1024);
    expect(identify(small.path, '%[EXIF:*]')).toBe('');

    await page.getByRole('button', { name: 'Quality', exact: true }).click();
    await page.getByRole('tab', { name: 'Format' }).click();
    await page.getByLabel('Output format').selectOption('avif');
    await page.getByRole('button', { name: 'Compress turned.jpg again with the current settings' }).click();
    await page.getByText('Compressed again.').waitFor({ timeout: 120_000 });
    const avif = await download(page, 'Download compressed_turned.avif');
    const head = (await readFile(avif.path)).subarray(4, 12).toString('latin1');
    expect(head).toBe('ftypavif');
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('heading', { level: 1, name: '图片压缩' }).waitFor();
    await page.getByRole('tab', { name: '高级' }).click();
    await page.getByLabel('保留元数据，移除 GPS 位置').waitFor();
  });
});
