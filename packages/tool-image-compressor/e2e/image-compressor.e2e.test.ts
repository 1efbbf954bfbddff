import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadFrom, jpegWithExif } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let turned: string;
let landscape: string;

const identify = (path: string, format: string) =>
  execFileSync('identify', ['-format', format, path], { encoding: 'utf8' }).trim();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-compressor-e2e-'));
  // Photo-like pictures (plasma noise) from ImageMagick; the first is stored 1200×800 with EXIF
  // orientation 6 and a GPS position, so it must come out 800×1200.
  turned = join(folder, 'turned.jpg');
  const plain = join(folder, 'plain.jpg');
  execFileSync('convert', ['-seed', '7', '-size', '1200x800', 'plasma:fractal', '-quality', '95', plain]);
  await writeFile(turned, jpegWithExif(await readFile(plain)));
  expect(identify(turned, '%[EXIF:Orientation] %[EXIF:GPSLatitudeRef]')).toBe('6 N');
  landscape = join(folder, 'landscape.jpg');
  execFileSync('convert', ['-size', '1600x1000', 'plasma:fractal', '-quality', '95', landscape]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('image-compressor', () => {
  it('compresses photos upright, smaller, keeping EXIF without turning them twice; compares before and after', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('heading', { level: 1, name: 'Image Compressor' }).waitFor();
    await page.locator('input[type=file]').setInputFiles([turned, landscape]);
    await page.getByText('2 images compressed.').waitFor({ timeout: 60_000 });
    const result = await downloadFrom(page, 'Download compressed_turned.jpg');
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

  it('meets a target size, strips metadata when asked, writes AVIF with the codecs, keeps EXIF in WebP, JPEG XL and AVIF', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('button', { name: 'Target size (smart)' }).click();
    await page.getByLabel('Target size (KB)').fill('40');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByLabel('Remove all metadata').check();
    await page.locator('input[type=file]').setInputFiles(turned);
    await page.getByText('1 image compressed.').waitFor({ timeout: 60_000 });
    const small = await downloadFrom(page, 'Download compressed_turned.jpg');
    expect((await stat(small.path)).size).toBeLessThanOrEqual(40 * 1024);
    expect(identify(small.path, '%[EXIF:*]')).toBe('');

    await page.getByRole('tab', { name: 'Quality' }).click();
    await page.getByRole('button', { name: 'Quality', exact: true }).click();
    await page.getByRole('tab', { name: 'Format' }).click();
    await page.getByLabel('Output format').selectOption('avif');
    await page.getByRole('button', { name: 'Compress turned.jpg again with the current settings' }).click();
    await page.getByText('Compressed again.').waitFor({ timeout: 120_000 });
    const avif = await downloadFrom(page, 'Download compressed_turned.avif');
    const head = (await readFile(avif.path)).subarray(4, 12).toString('latin1');
    expect(head).toBe('ftypavif');

    // WebP keeping every tag, GPS included: exiftool reads them back, orientation upright.
    await page.getByLabel('Output format').selectOption('webp');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByLabel('Keep all metadata, including the GPS location').check();
    await page.getByRole('button', { name: 'Compress turned.jpg again with the current settings' }).click();
    await page.getByRole('button', { name: 'Download compressed_turned.webp' }).waitFor({ timeout: 60_000 });
    const webp = await downloadFrom(page, 'Download compressed_turned.webp');
    const tags = execFileSync(
      'exiftool',
      ['-s3', '-FileType', '-Orientation', '-GPSLatitudeRef', '-ImageSize', webp.path],
      {
        encoding: 'utf8',
      },
    );
    // "Extended": the file was given a VP8X header to carry the EXIF chunk.
    expect(tags.trim().split('\n')).toEqual(['Extended WEBP', 'Horizontal (normal)', 'North', '800x1200']);

    // JPEG XL keeps them too, in an Exif box of the container.
    await page.getByRole('tab', { name: 'Format' }).click();
    await page.getByLabel('Output format').selectOption('jxl');
    await page.getByRole('button', { name: 'Compress turned.jpg again with the current settings' }).click();
    await page.getByRole('button', { name: 'Download compressed_turned.jxl' }).waitFor({ timeout: 120_000 });
    const jxl = await downloadFrom(page, 'Download compressed_turned.jxl');
    const jxlTags = execFileSync(
      'exiftool',
      ['-s3', '-FileType', '-Orientation', '-GPSLatitudeRef', jxl.path],
      {
        encoding: 'utf8',
      },
    );
    expect(jxlTags.trim().split('\n')).toEqual(['JXL', 'Horizontal (normal)', 'North']);

    // And AVIF, as an Exif item.
    await page.getByLabel('Output format').selectOption('avif');
    await page.getByRole('button', { name: 'Compress turned.jpg again with the current settings' }).click();
    await page.getByRole('button', { name: 'Download compressed_turned.avif' }).waitFor({ timeout: 120_000 });
    const avifKept = await downloadFrom(page, 'Download compressed_turned.avif');
    const avifTags = execFileSync(
      'exiftool',
      ['-s3', '-FileType', '-Orientation', '-GPSLatitudeRef', avifKept.path],
      {
        encoding: 'utf8',
      },
    );
    expect(avifTags.trim().split('\n')).toEqual(['AVIF', 'Horizontal (normal)', 'North']);
  });

  it('writes a PNG with fewer colours: a palette of at most the count asked for, much smaller', async () => {
    const { page } = state;
    const drawing = join(folder, 'drawing.png');
    execFileSync('convert', ['-seed', '3', '-size', '600x400', 'plasma:fractal', drawing]);
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('tab', { name: 'Format' }).click();
    await page.getByLabel('Output format').selectOption('png');
    await page.locator('input[type=file]').setInputFiles(drawing);
    await page.getByText('1 image compressed.').waitFor({ timeout: 60_000 });
    const lossless = await downloadFrom(page, 'Download compressed_drawing.png');
    expect(Number(identify(lossless.path, '%k'))).toBeGreaterThan(256);

    await page.getByLabel('Reduce colours (PNG: lossy, much smaller files)').check();
    await page.getByRole('slider', { name: 'Colours' }).fill('16');
    await page.getByRole('button', { name: 'Compress drawing.png again with the current settings' }).click();
    await page.getByText('Compressed again.').waitFor({ timeout: 60_000 });
    const reduced = await downloadFrom(page, 'Download compressed_drawing.png');
    expect(identify(reduced.path, '%m %wx%h %[png:IHDR.color-type-orig] %[png:IHDR.bit-depth-orig]')).toBe(
      'PNG 600x400 3 4',
    );
    expect(Number(identify(reduced.path, '%k'))).toBeLessThanOrEqual(16);
    expect((await stat(reduced.path)).size).toBeLessThan((await stat(lossless.path)).size / 3);
  });

  it('works on a phone: results fit the screen, nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.locator('input[type=file]').setInputFiles([turned, landscape]);
    await page.getByText('2 images compressed.').waitFor({ timeout: 60_000 });
    const download = page.getByRole('button', { name: 'Download compressed_landscape.jpg' });
    await download.scrollIntoViewIfNeeded();
    const box = await download.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Compare compressed_landscape.jpg with the original' }).click();
    await page.getByRole('dialog', { name: 'Before and after: compressed_landscape.jpg' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/image-compressor', { tool: 'image-compressor' });
    await page.getByRole('heading', { level: 1, name: '图片压缩' }).waitFor();
    await page.getByRole('tab', { name: '高级' }).click();
    await page.getByLabel('保留元数据，移除 GPS 位置').waitFor();
  });
});
