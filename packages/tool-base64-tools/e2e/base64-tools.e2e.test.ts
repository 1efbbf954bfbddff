import { holdWorkerResults } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('base64-tools', () => {
  it('round-trips emoji and Chinese through encode, swap and decode', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    const text = 'Toolbox 工具箱 🧰 👋🏽';
    await page.getByRole('textbox', { name: 'Input' }).fill(text);
    await page.getByRole('button', { name: 'Convert' }).click();
    const encoded = Buffer.from(text, 'utf8').toString('base64');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe(encoded);
    await page.getByText(`${encoded.length.toLocaleString('en')} characters`).waitFor();

    await page.getByRole('button', { name: /^Swap/ }).click();
    expect(await page.getByRole('textbox', { name: 'Input' }).inputValue()).toBe(encoded);
    expect(await page.getByRole('button', { name: 'Decode' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => result.inputValue()).toBe(text);
  });

  it('encodes with the URL-safe alphabet and decodes it without padding', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByLabel('URL-safe alphabet (- and _, no padding)').check();
    await page.getByRole('textbox', { name: 'Input' }).fill('😀?>');
    await page.getByRole('button', { name: 'Convert' }).click();
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe('8J-YgD8-');
    await page.getByRole('button', { name: 'Decode' }).click();
    await page.getByRole('textbox', { name: 'Input' }).fill('8J-YgD8-');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => result.inputValue()).toBe('😀?>');
  });

  it('names the invalid character and its position, and copies a result', async () => {
    const { page } = state;
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByRole('button', { name: 'Decode' }).click();
    await page.getByRole('textbox', { name: 'Input' }).fill('SGVsbG8*IQ==');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '“*” at position 8 is not a Base64 character.' })
      .waitFor();
    await page.getByText('Conversion failed: check the input.').waitFor();

    await page.getByRole('textbox', { name: 'Input' }).fill('SGVsbG8hIQ==');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello!!');
  });

  it('decodes a pasted 20 MB data URL in the worker, answering clicks meanwhile', async () => {
    const { page } = state;
    await page.addInitScript(holdWorkerResults);
    await open('/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByRole('button', { name: 'Decode' }).click();
    const line = 'Toolbox 工具箱 🧰 base64 line\n';
    const input = page.getByRole('textbox', { name: 'Input' });
    // Set the way a paste does: one input event, without typing 20 MB.
    await input.evaluate((element, text) => {
      const bytes = new TextEncoder().encode(text.repeat(600_000));
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      }
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(element, `data:text/plain;base64,${btoa(binary)}`);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, line);
    expect(await input.evaluate((element) => (element as HTMLTextAreaElement).value.length)).toBeGreaterThan(
      20_000_000,
    );
    // The worker's answer is held until the page has answered the click below, so the job cannot
    // end first (under load it once did, in the time the click took).
    await page.evaluate(() => {
      (window as unknown as { __holdWorkerResults: boolean }).__holdWorkerResults = true;
    });
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.getByRole('progressbar', { name: 'Converting' }).waitFor();
    // The page's thread is free while the worker decodes: the mode hint toggles at once.
    const answeredWhileDecoding = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const box = document.querySelector<HTMLInputElement>('input[type="checkbox"]');
          const watch = new MutationObserver(() => {
            if (document.querySelector('input[type="checkbox"]')) {
              watch.disconnect();
              resolve(document.querySelector('[role="progressbar"]') !== null);
            }
          });
          if (box) resolve(false);
          watch.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('button', { name: 'Encode' }).click();
    expect(await answeredWhileDecoding).toBe(true);
    await page.waitForFunction(() => (window as { __heldWorkerResults?: number }).__heldWorkerResults === 1);
    await page.evaluate(() =>
      (window as unknown as { __releaseWorkerResults: () => void }).__releaseWorkerResults(),
    );
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect
      .poll(() => result.inputValue().then((value) => value.slice(0, 30)), { timeout: 30_000 })
      .toBe(line.repeat(2).slice(0, 30));
    await page.getByText(`${(line.length * 600_000 - 600_000).toLocaleString('en')} characters`).waitFor();
  });

  it('works in Chinese', async () => {
    const { page } = state;
    await open('/zh/tool/base64-tools', { tool: 'base64-tools' });
    await page.getByRole('textbox', { name: '输入' }).fill('你好');
    await page.getByRole('button', { name: '转换' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: '结果' }).inputValue()).toBe('5L2g5aW9');
    await page.getByText('8 个字符').waitFor();
  });
});
