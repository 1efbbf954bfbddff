import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { downloadFrom, type Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

/** How many pixels of two same-sized images differ by more than 10% (ImageMagick's compare). */
function differingPixels(a: string, b: string): number {
  try {
    execFileSync('compare', ['-metric', 'AE', '-fuzz', '10%', a, b, 'null:'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return 0;
  } catch (error) {
    // compare exits 1 when the images differ, printing the count on stderr.
    return Number((error as { stderr?: string }).stderr ?? Number.NaN);
  }
}

async function exportAs(page: Page, format: string, size?: string) {
  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: format });
  if (size) await page.getByRole('combobox', { name: 'Size' }).selectOption(size);
  const file = await downloadFrom(page, 'Export');
  await page.getByRole('tab', { name: 'Design' }).click();
  return file;
}

describe('icon-maker', () => {
  it('exports a vector SVG (no <image>, no <text>) whose PNG matches librsvg’s rendering of it', async () => {
    const { page } = state;
    await open('/tool/icon-maker', { tool: 'icon-maker' });
    await page.getByRole('heading', { level: 1, name: 'Icon Maker' }).waitFor();
    await page.getByRole('textbox', { name: 'Text (up to 5 characters)' }).fill('Ab');
    const svg = await exportAs(page, 'SVG');
    expect(svg.name).toBe('my-icon.svg');
    const markup = await readFile(svg.path, 'utf8');
    expect(markup).not.toMatch(/<image|<text/);
    expect(markup).toMatch(/<path d="M/); // the text, as outlines
    const png = await exportAs(page, 'PNG');
    expect(execFileSync('identify', ['-format', '%m %wx%h', png.path], { encoding: 'utf8' })).toBe(
      'PNG 256x256',
    );
    const reference = `${svg.path}.rsvg.png`;
    execFileSync('rsvg-convert', ['-w', '256', '-h', '256', '-o', reference, svg.path]);
    // Same design, two rasterisers: at most 2% of the pixels differ by more than 10%.
    expect(differingPixels(png.path, reference)).toBeLessThan(256 * 256 * 0.02);
  });

  it('adds a library icon found by a Chinese search, as vector, and exports JPG and a favicon set', async () => {
    const { page } = state;
    await open('/tool/icon-maker', { tool: 'icon-maker' });
    await page.getByRole('switch', { name: 'Show icon' }).check();
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('主页');
    await page.getByRole('button', { name: 'home', exact: true }).first().click({ timeout: 60_000 });
    const markup = await readFile((await exportAs(page, 'SVG')).path, 'utf8');
    expect(markup).toMatch(/<g [^>]*color="#ffffff"/);
    const jpg = await exportAs(page, 'JPG', '128');
    expect(execFileSync('identify', ['-format', '%m %wx%h', jpg.path], { encoding: 'utf8' })).toBe(
      'JPEG 128x128',
    );
    const zip = await exportAs(page, 'Favicon set (ZIP)');
    expect(zip.name).toBe('my-icon.zip');
    const listing = execFileSync('unzip', ['-Z1', zip.path], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(listing).toEqual([
      'apple-touch-icon.png',
      'favicon-32x32.png',
      'favicon.ico',
      'icon-192.png',
      'icon-512.png',
      'site.webmanifest',
    ]);
  });

  it('moves the text by dragging it, and undo puts it back', async () => {
    const { page } = state;
    await open('/tool/icon-maker', { tool: 'icon-maker' });
    const canvas = page.getByRole('application', { name: /^The icon\./ });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.waitForTimeout(500); // fonts and the first drawing
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    const moved = await readFile((await exportAs(page, 'SVG')).path, 'utf8');
    const textX = (svg: string) =>
      Number(/<path d="M([\d.]+)/.exec(svg.slice(svg.lastIndexOf('<path d="M')))?.[1]);
    expect(textX(moved)).toBeLessThan(100); // centred at 64 (a quarter) rather than 128
    await page.getByRole('button', { name: 'Undo' }).click();
    const back = await readFile((await exportAs(page, 'SVG')).path, 'utf8');
    expect(textX(back)).toBeGreaterThan(120);
  });

  it('works on a phone, and in Chinese with a Chinese character drawn as outlines', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/zh/tool/icon-maker', { tool: 'icon-maker' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('textbox', { name: '文字（最多 5 个字符）' }).fill('字');
    await page.getByRole('tab', { name: '导出' }).click();
    await page.getByRole('combobox', { name: '格式' }).selectOption('svg');
    const file = await downloadFrom(page, '导出');
    const markup = await readFile(file.path, 'utf8');
    expect(markup).toMatch(/<path d="M/);
    expect(markup).not.toMatch(/<text/);
  });
});
