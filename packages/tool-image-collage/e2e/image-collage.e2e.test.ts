import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
const photos: string[] = [];

/** ImageMagick's reading of one pixel, as `r,g,b`. */
const pixel = (path: string, x: number, y: number) =>
  execFileSync(
    'convert',
    [
      path,
      '-format',
      `%[fx:int(255*u.p{${x},${y}}.r)],%[fx:int(255*u.p{${x},${y}}.g)],%[fx:int(255*u.p{${x},${y}}.b)]`,
      'info:',
    ],
    {
      encoding: 'utf8',
    },
  ).trim();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-collage-e2e-'));
  for (const [name, colour] of [
    ['red.png', 'red'],
    ['blue.png', 'blue'],
  ] as const) {
    const path = join(folder, name);
    execFileSync('convert', ['-size', '800x600', `xc:${colour}`, path]);
    photos.push(path);
  }
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('image-collage', () => {
  it('makes a full-size grid collage in the order chosen, keyboard reordering included', async () => {
    const { page } = state;
    await open('/tool/image-collage', { tool: 'image-collage' });
    await page.getByRole('heading', { level: 1, name: 'Image Collage' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(photos);
    await page.getByRole('heading', { name: '2 images' }).waitFor();
    await page.getByLabel('Size preset').selectOption('landscape');

    // Blue first, by keyboard: pick up red, move it down, drop it. Each step waits for the
    // screen-reader announcement of the previous one.
    await page.getByRole('button', { name: 'Move red.png', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByText('red.png is now at position 1.').waitFor({ state: 'attached' });
    // dnd-kit measures the drop targets a frame after the pick-up and ignores keys until then.
    const moved = page.getByText('red.png is now at position 2.');
    await expect
      .poll(
        async () => {
          if ((await moved.count()) === 0) await page.keyboard.press('ArrowDown');
          return moved.count();
        },
        { interval: 250 },
      )
      .toBe(1);
    await page.keyboard.press('Space');
    await page.getByText('Dropped red.png at position 2.').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Generate collage' }).click();
    await page.getByText('The collage is ready to download.').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = (await (await downloading).path()) as string;
    expect(execFileSync('identify', ['-format', '%m %wx%h', file], { encoding: 'utf8' })).toBe(
      'PNG 1920x1080',
    );
    // Grid, 2 columns, 10 px spacing on white: blue on the left, red on the right, white between.
    expect(pixel(file, 400, 540)).toBe('0,0,255');
    expect(pixel(file, 1500, 540)).toBe('255,0,0');
    expect(pixel(file, 960, 540)).toBe('255,255,255');
    expect(pixel(file, 5, 5)).toBe('255,255,255');
  });

  it('works on a phone: the list, settings and preview stack, nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/image-collage', { tool: 'image-collage' });
    await page.locator('input[type=file]').setInputFiles(photos);
    await page.getByRole('group', { name: 'Collage preview with 2 images' }).waitFor();
    await page.getByRole('button', { name: 'Masonry' }).click();
    await page.getByRole('button', { name: 'Generate collage' }).click();
    await page.getByText('The collage is ready to download.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/image-collage', { tool: 'image-collage' });
    await page.getByRole('heading', { level: 1, name: '图片拼接' }).waitFor();
    await page.getByRole('button', { name: '生成拼图' }).click();
    await page.getByText('请先添加至少一张图片。').waitFor();
  });
});
