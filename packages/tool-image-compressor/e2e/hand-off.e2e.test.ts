import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Hand-off between the image tools in the built site: a result goes to the next tool through the
// tab's shelf (a client-side navigation), never an upload or the clipboard.
const { state, open } = setupBrowserPage();
let folder: string;
let photo: string;
let second: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-hand-off-e2e-'));
  // Photo-like pictures (plasma noise) from ImageMagick.
  photo = join(folder, 'photo.jpg');
  execFileSync('convert', ['-seed', '5', '-size', '900x600', 'plasma:fractal', '-quality', '95', photo]);
  second = join(folder, 'second.jpg');
  execFileSync('convert', ['-seed', '9', '-size', '600x900', 'plasma:fractal', '-quality', '95', second]);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('image hand-off', () => {
  it('opens a compressed photo in Image to Base64, already encoded', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByText('1 image compressed.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Open in… (compressed_photo.jpg)' }).click();
    await page.getByRole('menuitem', { name: 'Open in Image to Base64' }).click();

    await page.waitForURL('**/tool/image-base64');
    await page.getByRole('heading', { level: 1, name: 'Image to Base64' }).waitFor();
    await page.getByRole('img', { name: 'Preview of compressed_photo.jpg' }).waitFor();
    const result = page.getByRole('textbox', { name: 'Base64 result' });
    await expect
      .poll(() => result.inputValue(), { timeout: 30_000 })
      .toMatch(/^data:image\/jpeg;base64,\/9j\//);
    // No file was chosen on this page: the compressed image came through the shelf.
    expect(
      await page.locator('input[type=file]').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);
  });

  it('opens two compressed photos together in the collage as two pieces', async () => {
    const { page } = state;
    await open('/tool/image-compressor', { tool: 'image-compressor' });
    await page.locator('input[type=file]').setInputFiles([photo, second]);
    await page.getByText('2 images compressed.').waitFor({ timeout: 60_000 });
    // Each row's "Open in…" and the one for all results are named apart, and pass axe.
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.getByRole('button', { name: 'Open in… (all 2 images)' }).click();
    // Several files go only to the tools that take several.
    const targets = await page.getByRole('menuitem').allTextContents();
    expect(targets).toContain('Open in Image Collage');
    expect(targets).not.toContain('Open in Image to Base64');
    await page.getByRole('menuitem', { name: 'Open in Image Collage' }).click();

    await page.waitForURL('**/tool/image-collage');
    await page.getByRole('heading', { name: '2 images' }).waitFor({ timeout: 30_000 });
    await page.getByRole('group', { name: 'Collage preview with 2 images' }).waitFor();
    await page.getByText('compressed_photo.jpg', { exact: true }).waitFor();
    await page.getByText('compressed_second.jpg', { exact: true }).waitFor();
  });
});
