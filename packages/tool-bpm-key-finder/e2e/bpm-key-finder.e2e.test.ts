import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadFrom, holdWorkerResults } from '@toolbox/e2e';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { clickTrackWithChords } from '../src/core/synth';

/** 16-bit PCM WAV, mono at 44.1 kHz: what a recorder or an export from a DAW writes. */
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// Written before the browser starts: the fake microphone plays a 120 BPM G major loop.
const folder = mkdtempSync(join(tmpdir(), 'bpm-key-e2e-'));
const trackPath = join(folder, 'house 128.wav');
writeFileSync(trackPath, wav(clickTrackWithChords({ bpm: 128, key: 'A', scale: 'minor', seconds: 20 })));
const microphonePath = join(folder, 'microphone.wav');
writeFileSync(microphonePath, wav(clickTrackWithChords({ bpm: 120, key: 'G', scale: 'major', seconds: 12 })));
const notAudioPath = join(folder, 'notes.txt');
writeFileSync(notAudioPath, 'not audio');

const { state, open } = setupBrowserPage({
  chromiumArgs: () => [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphonePath}`,
  ],
  permissions: ['microphone'],
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fileItem = (name: string) => state.page.getByRole('listitem').filter({ hasText: name });

describe('bpm-key-finder', () => {
  it('analyses a real WAV: BPM, key, Camelot, views, player, export, in both themes', async () => {
    const { page } = state;
    await open('/tool/bpm-key-finder', { tool: 'bpm-key-finder' });
    await page.getByRole('heading', { level: 1, name: 'BPM & Key Finder' }).waitFor();
    await page.locator('input[type=file]').setInputFiles([trackPath, notAudioPath]);
    await page.getByText('Unsupported format: notes.txt').waitFor();
    const item = fileItem('house 128.wav');
    await item.getByText('0:20').waitFor();
    await item.getByRole('button', { name: 'Analyze house 128.wav' }).click();
    await item.getByText('Completed').waitFor({ timeout: 60_000 });
    const bpm = Number(
      await item
        .getByText(/^\d+\.\d$/)
        .first()
        .textContent(),
    );
    expect(Math.abs(bpm - 128)).toBeLessThanOrEqual(0.5);
    await item.getByText('A minor', { exact: true }).waitFor();
    await item.getByText('8A', { exact: true }).waitFor();
    await item.getByText('8B (C major) · 7A (D minor) · 9A (E minor)').waitFor();

    await item.getByRole('button', { name: 'Show visualization of house 128.wav' }).click();
    const card = page.getByRole('region', { name: 'Visualization: house 128.wav' });
    const waveform = card.getByRole('img', { name: /^Waveform with \d+ beats marked$/ });
    // Drawn: some pixels of the 800 × 200 canvas are the primary colour, not the background.
    const drawn = () =>
      waveform.evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, 800, 200).data ?? new Uint8ClampedArray();
        let painted = 0;
        for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] as number) > 0) painted++;
        return painted;
      });
    expect(await drawn()).toBeGreaterThan(5000);
    await card.getByRole('tab', { name: 'Chroma' }).click();
    const chroma = card.getByRole('img', { name: /^Pitch classes, strongest: / });
    // A minor's tonic and fifth among the three strongest pitch classes.
    const strongest = (await chroma.getAttribute('aria-label'))?.split(': ')[1]?.split(', ');
    expect(strongest).toEqual(expect.arrayContaining(['A', 'E']));

    await item.getByRole('button', { name: 'Play house 128.wav' }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Forward 10 s' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThanOrEqual(10);
    await page.getByRole('slider', { name: 'Speed' }).fill('1.5');
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBe(0.8);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();

    const csv = await downloadFrom(page, 'Export CSV');
    expect(csv.name).toMatch(/^bpm-key-results-\d{4}-\d\d-\d\d\.csv$/);
    const [header, row] = (await readFile(csv.path, 'utf8')).split('\r\n');
    expect(header).toBe('\uFEFFfileName,duration,bpm,bpmConfidence,key,keyConfidence,camelot,scale');
    expect(row).toMatch(/^house 128\.wav,20,12[78](\.\d+)?,[\d.]+,A,[\d.]+,8A,minor$/);
    const json = JSON.parse(await readFile((await downloadFrom(page, 'Export JSON')).path, 'utf8'));
    expect(json).toMatchObject({
      totalFiles: 1,
      results: [{ fileName: 'house 128.wav', key: 'A', scale: 'minor' }],
    });

    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('fits a phone: results, views, metronome and live panel without sideways scrolling', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/bpm-key-finder', { tool: 'bpm-key-finder' });
    await page.locator('input[type=file]').setInputFiles(trackPath);
    const item = fileItem('house 128.wav');
    await item.getByRole('button', { name: 'Analyze house 128.wav' }).click();
    await item.getByText('Completed').waitFor({ timeout: 60_000 });
    await item.getByRole('button', { name: 'Show visualization of house 128.wav' }).click();
    await page.getByRole('img', { name: /^Waveform/ }).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    for (const tab of ['Metronome', 'Live microphone']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).getByRole('button').first().waitFor();
      expect(await overflow(), tab).toBe(0);
    }
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('cancels an analysis: the file goes back to pending and can be analysed again', async () => {
    const { page } = state;
    await page.addInitScript(holdWorkerResults);
    await open('/tool/bpm-key-finder', { tool: 'bpm-key-finder' });
    await page.evaluate(() => {
      (window as unknown as { __holdWorkerResults: boolean }).__holdWorkerResults = true;
    });
    await page.locator('input[type=file]').setInputFiles(trackPath);
    const item = fileItem('house 128.wav');
    await item.getByText('0:20').waitFor();
    await page.getByRole('button', { name: 'Analyze all' }).click();
    await page.getByRole('progressbar', { name: 'Analyzing' }).waitFor();
    await page.waitForFunction(
      () => (window as unknown as { __heldWorkerResults?: number }).__heldWorkerResults === 1,
      undefined,
      {
        timeout: 60_000,
      },
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await item.getByText('Pending').waitFor();
    await page.evaluate(() =>
      (window as unknown as { __releaseWorkerResults: () => void }).__releaseWorkerResults(),
    );
    await item.getByRole('button', { name: 'Analyze house 128.wav' }).click();
    await item.getByText('Completed').waitFor({ timeout: 60_000 });
  });

  it('listens through the microphone and finds the tempo and key of what it hears', async () => {
    const { page } = state;
    await open('/tool/bpm-key-finder', { tool: 'bpm-key-finder' });
    await page.getByRole('tab', { name: 'Live microphone' }).click();
    await page.getByRole('button', { name: /^Start listening/ }).click();
    // A new estimate every 4 s, over the last 12 s: the loop's tempo and key.
    const results = page.locator('[aria-live="polite"]').filter({ hasText: 'Camelot' });
    await results.getByText('9B', { exact: true }).waitFor({ timeout: 30_000 });
    await results.getByText('G major', { exact: true }).waitFor();
    // The first windows are 4 and 8 s long; by the third (12 s) the tempo is within 1 BPM.
    const tempo = async () => Number((await results.getByText(/ BPM$/).textContent())?.replace(' BPM', ''));
    await expect
      .poll(async () => Math.abs((await tempo()) - 120), { timeout: 20_000 })
      .toBeLessThanOrEqual(1);
    await page.getByRole('meter', { name: 'Input level' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Stop listening/ }).click();
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('keeps time with the metronome and sets its tempo by tapping, in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/bpm-key-finder', { tool: 'bpm-key-finder' });
    await page.getByRole('tab', { name: '节拍器' }).click();
    await page.getByRole('button', { name: '开始', exact: true }).click();
    // The beat being heard moves on (a visually hidden text follows the dots).
    await page.getByText('第 2 拍，共 4 拍').waitFor();
    await page.getByText('第 3 拍，共 4 拍').waitFor();
    for (let tap = 0; tap < 4; tap++) {
      await page.getByRole('button', { name: '敲击', exact: true }).click();
      await page.waitForTimeout(400);
    }
    // Four taps 400 ms apart (plus the click's own time): about 150 BPM, not the default 120.
    const tapped = Number(await page.getByRole('spinbutton', { name: 'BPM' }).inputValue());
    expect(tapped).toBeGreaterThan(125);
    expect(tapped).toBeLessThanOrEqual(150);
    await page.getByRole('button', { name: '停止', exact: true }).click();
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });
});
