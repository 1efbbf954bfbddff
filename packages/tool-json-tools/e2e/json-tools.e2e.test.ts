import { readFile } from 'node:fs/promises';
import { holdWorkerResults } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/json-tools') {
  const { page } = state;
  await open(path, { tool: 'json-tools' });
  return page;
}

describe('json-tools', () => {
  it('formats, shows sizes, and downloads the formatted file', async () => {
    const page = await openTool();
    await page.getByLabel('JSON input').fill('{"name":"Toolbox","tools":[1,2],"nested":{"ok":true}}');
    await page.getByRole('button', { name: 'Run' }).click();
    const expected = JSON.stringify({ name: 'Toolbox', tools: [1, 2], nested: { ok: true } }, null, 2);
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe(expected);
    await page.getByText(`Change: +`).waitFor();
    await page.getByText(`${expected.length} characters`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('formatted.json');
    expect(await readFile(await download.path(), 'utf8')).toBe(expected);
  });

  it('formats with 4 spaces when chosen', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Indentation' }).getByRole('button', { name: '4 spaces' }).click();
    await page.getByLabel('JSON input').fill('[1]');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('[\n    1\n]');
  });

  it('compresses and shows the signed ratio', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Compress' }).click();
    const input = '{\n  "a": [1, 2, 3]\n}';
    await page.getByLabel('JSON input').fill(input);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('{"a":[1,2,3]}');
    // 20 bytes to 13: 35% saved, shown with a minus sign.
    expect(input.length).toBe(20);
    await page.getByText('Change: -35%').waitFor();
  });

  it('validates and shows the line and column of an error', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Validate' }).click();
    await page.getByLabel('JSON input').fill('{\n  "a": 1,\n  "b": tru\n}');
    await page.getByRole('button', { name: 'Run' }).click();
    const panel = page.getByRole('status').filter({ hasText: 'Invalid JSON' });
    await panel.waitFor();
    await panel.getByText('Line 3, column 8').waitFor();
    await page.getByLabel('JSON input').fill('{"a": 1}');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('status').filter({ hasText: 'Valid JSON' }).waitFor();
  });

  it('says blank input is invalid and clears the output of invalid JSON', async () => {
    const page = await openTool();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Invalid JSON: check the input and try again.').waitFor();
    await page.getByLabel('JSON input').fill('[1]');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('[\n  1\n]');
    await page.getByLabel('JSON input').fill('[1,');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('');
    await page.getByRole('status').filter({ hasText: 'Line 1, column 4' }).waitFor();
  });

  it('copies the result', async () => {
    const page = await openTool();
    await page.getByLabel('JSON input').fill('{"a":1}');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "a": 1\n}');
  });

  it('formats a 20 MB document in the worker with progress and cancel, the page staying responsive', async () => {
    await state.page.addInitScript(holdWorkerResults);
    const page = await openTool();
    const input = page.getByLabel('JSON input');
    await input.evaluate((element) => {
      const rows = Array.from({ length: 300_000 }, (_, id) => ({
        id,
        name: `item ${id}`,
        tags: ['alpha', 'beta'],
        value: id * 1.5,
      }));
      (element as HTMLTextAreaElement).value = JSON.stringify(rows);
    });
    expect(await input.evaluate((element) => (element as HTMLTextAreaElement).value.length)).toBeGreaterThan(
      20_000_000,
    );

    // Cancel: the worker is ended and no result appears. Its script is held back until Cancel is
    // pressed, so the job cannot finish first (on a busy machine it once did, in the time the
    // click took).
    let releaseWorker = () => {};
    const held = new Promise<void>((resolve) => {
      releaseWorker = resolve;
    });
    let intercepted = false;
    await page.route('**/json-tools.worker-*.js', async (route) => {
      intercepted = true;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('progressbar', { name: 'Processing JSON' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(intercepted).toBe(true);
    releaseWorker();
    await page.unrouteAll({ behavior: 'wait' });
    expect(await page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('');

    // Run to the end. While the job runs in the worker, the page answers a click: the indentation
    // button turns on while the progress bar is still there. The worker's answer is held until
    // then, so the job cannot end before the click (on a busy machine it once did).
    await page.evaluate(() => {
      (window as unknown as { __holdWorkerResults: boolean }).__holdWorkerResults = true;
    });
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('progressbar', { name: 'Processing JSON' }).waitFor();
    const answeredWhileRunning = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const tab = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Tab');
          if (!tab) throw new Error('no Tab button');
          new MutationObserver(() => {
            if (tab.getAttribute('aria-pressed') === 'true') {
              resolve(document.querySelector('[role="progressbar"]') !== null);
            }
          }).observe(tab, { attributes: true });
        }),
    );
    await page.getByRole('group', { name: 'Indentation' }).getByRole('button', { name: 'Tab' }).click();
    expect(await answeredWhileRunning).toBe(true);
    expect(page.workers().some((worker) => worker.url().includes('json-tools.worker'))).toBe(true);
    // The worker finished and its answer is the one held back (the mechanism really held it).
    await page.waitForFunction(() => (window as { __heldWorkerResults?: number }).__heldWorkerResults === 1);
    expect(await page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('');
    await page.evaluate(() =>
      (window as unknown as { __releaseWorkerResults: () => void }).__releaseWorkerResults(),
    );
    await expect
      .poll(
        () =>
          page
            .getByRole('textbox', { name: 'Result' })
            .inputValue()
            .then((value) => value.slice(0, 20)),
        { timeout: 30_000 },
      )
      .toBe('[\n  {\n    "id": 0,\n ');
    await page.getByText(/Showing the first 200,000 of/).waitFor();
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/json-tools');
    await page.getByRole('group', { name: '模式' }).getByRole('button', { name: '校验' }).click();
    await page.getByLabel('JSON 输入').fill('{"a":}');
    await page.getByRole('button', { name: '运行' }).click();
    await page.getByRole('status').filter({ hasText: '第 1 行，第 6 列' }).waitFor();
  });
});
