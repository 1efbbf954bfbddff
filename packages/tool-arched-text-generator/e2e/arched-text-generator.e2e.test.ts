import { execFileSync } from 'node:child_process';
import { downloadFrom } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

const magick = (path: string, format: string) =>
  execFileSync('convert', [path, '-format', format, 'info:'], { encoding: 'utf8' }).trim();

describe('arched-text-generator', () => {
  it('exports the arched text as a PNG at its size and at 2×, and with a transparent background', async () => {
    const { page } = state;
    await open('/tool/arched-text-generator', { tool: 'arched-text-generator' });
    await page.getByRole('heading', { level: 1, name: 'Arched Text Generator' }).waitFor();
    await page.getByRole('img', { name: 'Preview of 1 text item' }).waitFor();
    const png = await downloadFrom(page, 'Export PNG');
    expect(png.name).toMatch(/^arched-text-\d+\.png$/);
    expect(magick(png.path, '%wx%h %[hex:p{0,0}]')).toBe('800x600 FFFFFFFF');
    // The text is drawn: black pixels near the top of the arch, above the centre.
    expect(Number(magick(png.path, '%[fx:minima.r]'))).toBeLessThan(0.2);
    const double = await downloadFrom(page, 'Export PNG (2×)');
    expect(magick(double.path, '%wx%h')).toBe('1600x1200');

    await page.getByLabel('Transparent background').check();
    const clear = await downloadFrom(page, 'Export PNG');
    expect(magick(clear.path, '%[fx:p{0,0}.a]')).toBe('0');
  });

  it('moves an item by dragging its marker and turns it by dragging its text; arrow keys move it too', async () => {
    const { page } = state;
    await open('/tool/arched-text-generator', { tool: 'arched-text-generator' });
    const preview = page.getByRole('img', { name: 'Preview of 1 text item' });
    await preview.waitFor();
    await page.waitForTimeout(200); // drawn 100 ms after the last change
    const box = await preview.boundingBox();
    if (!box) throw new Error('no preview');
    const scale = box.width / 800;
    const at = (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale });
    // The marker is the canvas centre (400, 300): drag it 100 px right, 50 up.
    await page.mouse.move(at(400, 300).x, at(400, 300).y);
    await page.mouse.down();
    await page.mouse.move(at(450, 275).x, at(450, 275).y, { steps: 4 });
    await page.mouse.move(at(500, 250).x, at(500, 250).y, { steps: 4 });
    await page.mouse.up();
    await page.getByText('at 500, 250').waitFor();
    // The text sits just above the marker: drag it sideways to turn it along its arc.
    await page.waitForTimeout(200);
    await page.mouse.move(at(500, 235).x, at(500, 235).y);
    await page.mouse.down();
    await page.mouse.move(at(530, 240).x, at(530, 240).y, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByText(/^Turned -?\d+° along the arc/).textContent())
      .not.toMatch(/Turned 0°/);
    await preview.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.getByText('at 499, 260').waitFor();
  });

  it('keeps the configuration across a reload, and resets it behind a confirmation', async () => {
    const { page } = state;
    await open('/tool/arched-text-generator', { tool: 'arched-text-generator' });
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('你好 👨‍👩‍👧 arcs');
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.waitForTimeout(500); // saved 300 ms after the last change
    await page.reload();
    await page.getByRole('checkbox', { name: '1. 你好 👨‍👩‍👧 arcs' }).waitFor();
    await page.getByRole('checkbox', { name: '2. New text' }).waitFor();
    // CJK and emoji export whole.
    const png = await downloadFrom(page, 'Export PNG');
    expect(magick(png.path, '%wx%h')).toBe('800x600');

    await page.getByRole('button', { name: 'Reset' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset everything?' });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Everything is back to the start.').waitFor();
    await page.getByRole('checkbox', { name: '1. ARCHED TEXT' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^\d+\. / }).count()).toBe(1);
  });

  it('starts on dark grey when the system is dark and nothing is saved', async () => {
    const { page } = state;
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/tool/arched-text-generator', { tool: 'arched-text-generator' });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Background colour', exact: true }).inputValue())
      .toBe('#1f2937');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('works on a phone: nothing scrolls sideways', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/arched-text-generator', { tool: 'arched-text-generator' });
    await page.getByRole('img', { name: 'Preview of 1 text item' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/arched-text-generator', { tool: 'arched-text-generator' });
    await page.getByRole('checkbox', { name: '1. 弧形文字 ARCHED' }).waitFor();
    await page.getByRole('button', { name: '导出 PNG', exact: true }).waitFor();
  });
});
