import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadFrom, jpegWithExif } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let portrait: string;
let logo: string;

/** ImageMagick's view of a file: one line per image, "width×height" (an ICO's PNG entries say PNG). */
const identify = (path: string) =>
  execFileSync('identify', ['-format', '%wx%h\n', path], { encoding: 'utf8' }).trim().split('\n');
/** The ICO file signature: reserved 0, type 1. */
const isIco = async (path: string) => (await readFile(path)).subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]));

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-converter-e2e-'));
  // A photo stored 60×40 whose EXIF says "rotate 90° clockwise": it must come out 40×60.
  portrait = join(folder, 'portrait.jpg');
  const stored = join(folder, 'stored.jpg');
  execFileSync('convert', ['-size', '60x40', 'gradient:red-blue', stored]);
  await writeFile(portrait, jpegWithExif(await readFile(stored)));
  // A transparent PNG logo, 300×200.
  logo = join(folder, 'logo.png');
  execFileSync('convert', [
    '-size',
    '300x200',
    'xc:none',
    '-fill',
    'orange',
    '-draw',
    'circle 150,100 150,20',
    logo,
  ]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('image-converter', () => {
  it('converts photos upright to PNG, makes a real multi-size ICO and zips the results', async () => {
    const { page } = state;
    await open('/tool/image-converter', { tool: 'image-converter' });
    await page.getByRole('heading', { level: 1, name: 'Image Converter' }).waitFor();
    await page.locator('input[type=file]').setInputFiles([portrait, logo]);
    await page.getByRole('heading', { name: '2 images' }).waitFor();

    await page.getByLabel('Output format').selectOption('png');
    await page.getByRole('button', { name: 'Convert all' }).click();
    await page.getByText('2 images converted.').waitFor();
    const png = await downloadFrom(page, 'Download portrait.png');
    expect(identify(png.path)).toEqual(['40x60']);

    await page.getByLabel('Output format').selectOption('ico');
    await page.getByLabel('Width (px)').fill('48');
    await page.getByText('holds these sizes: 16, 32, 48 px').waitFor();
    await page.getByRole('button', { name: 'Remove portrait.jpg' }).click();
    await page.getByRole('button', { name: 'Convert all' }).click();
    const ico = await downloadFrom(page, 'Download favicon.ico');
    expect(await isIco(ico.path)).toBe(true);
    // The download has no extension, and ICO no strong signature: tell ImageMagick the format.
    expect(identify(`ico:${ico.path}`)).toEqual(['16x16', '32x32', '48x48']);

    const zip = await downloadFrom(page, 'Download all as ZIP');
    expect(zip.name).toMatch(/^images-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = execFileSync('zipinfo', ['-1', zip.path], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(['logo.png', 'favicon.ico']);
  });

  it('makes a favicon set', async () => {
    const { page } = state;
    await open('/tool/image-converter', { tool: 'image-converter' });
    await page.locator('input[type=file]').setInputFiles(logo);
    await page.getByLabel('Output format').selectOption('favicon');
    await page.getByRole('button', { name: 'Convert all' }).click();
    const set = await downloadFrom(page, 'Download logo-favicons.zip');
    const names = execFileSync('zipinfo', ['-1', set.path], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual([
      'favicon.ico',
      'favicon-32x32.png',
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
      'site.webmanifest',
    ]);
    const unpacked = join(folder, 'set');
    execFileSync('unzip', ['-q', '-o', set.path, '-d', unpacked]);
    expect(await isIco(join(unpacked, 'favicon.ico'))).toBe(true);
    expect(identify(join(unpacked, 'favicon.ico'))).toEqual(['16x16', '32x32', '48x48']);
    expect(identify(join(unpacked, 'apple-touch-icon.png'))).toEqual(['180x180']);
    expect(identify(join(unpacked, 'icon-512.png'))).toEqual(['512x512']);
    await page.getByText('<link rel="manifest" href="/site.webmanifest">', { exact: false }).waitFor();
  });

  it('works on a phone: settings, list and results fit, nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/image-converter', { tool: 'image-converter' });
    await page.locator('input[type=file]').setInputFiles([portrait, logo]);
    await page.getByLabel('Size preset').selectOption('banner');
    await page.getByRole('button', { name: 'Convert all' }).click();
    await page.getByText('2 images converted.').waitFor();
    const jpeg = await downloadFrom(page, 'Download logo.jpg');
    // 300×200 fitted inside the 1500×500 banner, aspect kept: the height limits it.
    expect(identify(jpeg.path)).toEqual(['750x500']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/image-converter', { tool: 'image-converter' });
    await page.getByRole('heading', { level: 1, name: '图片格式转换' }).waitFor();
    await page.getByRole('button', { name: '全部转换' }).click();
    await page.getByText('请先添加至少一张图片。').waitFor();
  });
});
