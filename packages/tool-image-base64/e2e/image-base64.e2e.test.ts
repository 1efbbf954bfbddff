import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let photo: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-base64-e2e-'));
  photo = join(folder, 'sunset.jpg');
  // A real 64×48 JPEG written by ImageMagick.
  execFileSync('convert', ['-size', '64x48', 'gradient:orange-purple', '-quality', '85', photo]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('image-base64', () => {
  it('turns a photo into a data URL and downloads it as text', async () => {
    const { page } = state;
    await open('/tool/image-base64', { tool: 'image-base64' });
    await page.getByRole('heading', { level: 1, name: 'Image to Base64' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByRole('img', { name: 'Preview of sunset.jpg' }).waitFor();
    await page.getByText('64 × 48').waitFor();
    const bytes = await readFile(photo);
    const expected = `data:image/jpeg;base64,${bytes.toString('base64')}`;
    const result = page.getByRole('textbox', { name: 'Base64 result' });
    await expect.poll(() => result.inputValue()).toBe(expected);
    await page.getByText(`${expected.length.toLocaleString('en')} characters`).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('sunset.jpg_base64.txt');
    expect(await readFile((await download.path()) as string, 'utf8')).toBe(expected);
  });

  it('turns pasted Base64 back into the image', async () => {
    const { page } = state;
    await open('/tool/image-base64', { tool: 'image-base64' });
    await page.getByRole('button', { name: 'Base64 to image' }).click();
    const bytes = await readFile(photo);
    await page.getByRole('textbox', { name: 'Data URL or Base64' }).fill(bytes.toString('base64'));
    await page.getByRole('img', { name: 'The decoded image' }).waitFor();
    await page.getByText('image/jpeg').waitFor();
    await page.getByText('64 × 48').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download image.jpg' }).click();
    const download = await downloading;
    expect(Buffer.compare(await readFile((await download.path()) as string), bytes)).toBe(0);
  });

  it('works on a phone: the long data URL wraps, nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/image-base64', { tool: 'image-base64' });
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByRole('textbox', { name: 'Base64 result' }).waitFor();
    await page.getByText('64 × 48').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/image-base64', { tool: 'image-base64' });
    await page.getByRole('heading', { level: 1, name: '图片转 Base64' }).waitFor();
    await page.getByRole('button', { name: 'Base64 转图片' }).click();
    await page.getByRole('textbox', { name: '数据 URL 或 Base64' }).fill('aGVsbG8=');
    await page.getByText('这段 Base64 不是可识别格式的图片', { exact: false }).waitFor();
  });
});
