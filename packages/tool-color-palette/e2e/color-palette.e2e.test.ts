import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadFrom } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();
let folder: string;
let blocks: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'color-palette-e2e-'));
  // 60% red, 30% blue, 10% white, side by side (ImageMagick).
  blocks = join(folder, 'blocks.png');
  execFileSync('convert', [
    '-size',
    '180x200',
    'xc:#ff0000',
    '-size',
    '90x200',
    'xc:#0000ff',
    '-size',
    '30x200',
    'xc:#ffffff',
    '+append',
    blocks,
  ]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('color-palette', () => {
  it('picks a colour in one format and shows it in the others, then generates from it', async () => {
    const { page } = state;
    await open('/tool/color-palette', { tool: 'color-palette' });
    await page.getByRole('heading', { level: 1, name: 'Color Palette' }).waitFor();
    const picker = page.getByRole('tabpanel', { name: 'Picker' });
    await expect.poll(() => picker.getByLabel('HEX', { exact: true }).inputValue()).toBe('#3b82f6');
    await picker.getByLabel('HSL', { exact: true }).fill('hsl(0, 100%, 50%)');
    await expect.poll(() => picker.getByLabel('RGB', { exact: true }).inputValue()).toBe('rgb(255, 0, 0)');
    await expect.poll(() => picker.getByLabel('Pick a colour').inputValue()).toBe('#ff0000');

    await page.getByRole('tab', { name: 'Palette generator' }).click();
    const generator = page.getByRole('tabpanel', { name: 'Palette generator' });
    await generator.getByRole('button', { name: 'Complementary' }).click();
    const swatches = generator.getByRole('list', { name: 'Complementary palette' }).getByRole('button');
    await expect.poll(() => swatches.allTextContents()).toEqual(['#ff0000', '#00ffff']);
    // Export: CSS variables and JSON with the four formats.
    const css = await downloadFrom(page, 'CSS variables');
    expect(css.name).toBe('palette-complementary.css');
    expect(await readFile(css.path, 'utf8')).toBe(
      ':root {\n  --palette-1: #ff0000;\n  --palette-2: #00ffff;\n}\n',
    );
    const json = JSON.parse(await readFile((await downloadFrom(page, 'JSON')).path, 'utf8'));
    expect(json.colors[1]).toEqual({
      hex: '#00ffff',
      rgb: 'rgb(0, 255, 255)',
      hsl: 'hsl(180, 100%, 50%)',
      hsv: 'hsv(180, 100%, 100%)',
    });
  });

  it('checks contrast with the WCAG verdicts', async () => {
    const { page } = state;
    await open('/tool/color-palette', { tool: 'color-palette' });
    await page.getByRole('tab', { name: 'Contrast checker' }).click();
    const contrast = page.getByRole('tabpanel', { name: 'Contrast checker' });
    await contrast.getByLabel('Text colour').fill('#767676');
    await contrast.getByLabel('Background colour').fill('#ffffff');
    await contrast.getByText('4.54:1').waitFor();
    const verdicts = contrast.getByRole('list', { name: 'WCAG results' });
    await expect
      .poll(() => verdicts.getByRole('listitem').allTextContents())
      .toEqual([
        'AA, normal text (4.5:1)Pass',
        'AA, large text (3:1)Pass',
        'AAA, normal text (7:1)Fail',
        'AAA, large text (4.5:1)Pass',
      ]);
  });

  it('extracts the colours of a real image with their shares, and exports a PNG swatch of them', async () => {
    const { page } = state;
    await open('/tool/color-palette', { tool: 'color-palette' });
    await page.getByRole('tab', { name: 'Colour extractor' }).click();
    const extractor = page.getByRole('tabpanel', { name: 'Colour extractor' });
    await extractor.locator('input[type=file]').setInputFiles(blocks);
    const found = extractor.getByRole('list', { name: 'Colours in the image' }).getByRole('button');
    await expect
      .poll(() => found.allTextContents(), { timeout: 30_000 })
      .toEqual(['#ff000060.0%', '#0000ff30.0%', '#ffffff10.0%']);
    await extractor.getByText(/^3 colours from a 300 × 200 image, in [\d.]+ s\.$/).waitFor();
    const png = await downloadFrom(page, 'PNG swatch');
    expect(png.name).toBe('palette-from-image.png');
    const pixel = (x: number) =>
      execFileSync('convert', [png.path, '-alpha', 'off', '-format', `%[hex:p{${x},60}]`, 'info:'], {
        encoding: 'utf8',
      }).trim();
    expect(execFileSync('identify', ['-format', '%wx%h', png.path], { encoding: 'utf8' })).toBe('360x120');
    expect([pixel(60), pixel(180), pixel(300)]).toEqual(['FF0000', '0000FF', 'FFFFFF']);
  });

  it('works on a phone: the tabs and swatches fit, nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/color-palette', { tool: 'color-palette' });
    for (const tab of [
      'Picker',
      'Palette generator',
      'Format converter',
      'Contrast checker',
      'Colour extractor',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
    }
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/color-palette', { tool: 'color-palette' });
    await page.getByRole('tab', { name: '格式转换' }).click();
    const converter = page.getByRole('tabpanel', { name: '格式转换' });
    await converter.getByLabel('任意颜色').fill('tomato');
    await converter.getByText('rgb(255, 99, 71)').waitFor();
    await converter.getByText('已识别：以下是各种格式。').waitFor();
  });
});
