import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/crypto-tools') {
  const { page } = state;
  await open(path, { tool: 'crypto-tools' });
  return page;
}

async function seal(page: Awaited<ReturnType<typeof openTool>>, text: string, password: string) {
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Encrypt' }).click();
  const result = page.getByRole('textbox', { name: 'Result' });
  await expect.poll(() => result.inputValue(), { timeout: 15_000 }).not.toBe('');
  return result.inputValue();
}

describe('crypto-tools', () => {
  it('round-trips AES-256-GCM text', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'Crypto Tools' }).waitFor();
    const sealed = await seal(page, 'Meet at noon. 你好', 's3cret');
    expect(sealed).toMatch(/^tbx1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('button', { name: 'Use as input' }).click();
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue(), { timeout: 15_000 })
      .toBe('Meet at noon. 你好');
  });

  it.skipIf(!existsSync('/usr/bin/openssl'))(
    'writes OpenSSL-compatible output that openssl decrypts',
    async () => {
      const page = await openTool();
      await page.getByRole('button', { name: 'OpenSSL compatible' }).click();
      const sealed = await seal(page, 'from the browser', 'pw 123');
      const result = spawnSync(
        '/usr/bin/openssl',
        ['enc', '-d', '-aes-256-cbc', '-pbkdf2', '-base64', '-A', '-pass', 'pass:pw 123'],
        { input: sealed, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('from the browser');
    },
  );

  it('reports a wrong password', async () => {
    const page = await openTool();
    await seal(page, 'secret', 'right');
    await page.getByRole('button', { name: 'Use as input' }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await page.getByText('Decryption failed: wrong password').first().waitFor({ timeout: 15_000 });
  });

  it('round-trips a legacy cipher (crypto-js runs in the worker)', async () => {
    const page = await openTool();
    await page.getByRole('button', { name: /^TripleDES/ }).click();
    const sealed = await seal(page, 'old data', 'pw');
    expect(sealed).toMatch(/^U2FsdGVkX1/);
    await page.getByRole('button', { name: 'Use as input' }).click();
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue(), { timeout: 15_000 })
      .toBe('old data');
  });

  it('hashes typed text in the worker and shows nothing for an empty box', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Hash' }).click();
    const digest = page.getByRole('textbox', { name: 'Text hash' });
    expect(await digest.inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'Text to hash' }).fill('abc');
    await expect
      .poll(() => digest.inputValue())
      .toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await page.getByRole('textbox', { name: 'Text to hash' }).fill('');
    await expect.poll(() => digest.inputValue()).toBe('');
  });

  it('hashes a generated file in chunks with the expected SHA-256', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Hash' }).click();
    // 20 MB: three 8 MB chunks, so the streamed path and the progress are exercised.
    const data = randomBytes(20 * 1024 * 1024);
    const directory = await mkdtemp(join(tmpdir(), 'crypto-e2e-'));
    const path = join(directory, 'random.bin');
    try {
      await writeFile(path, data);
      await page.locator('input[type="file"]').setInputFiles(path);
      const expected = createHash('sha256').update(data).digest('hex');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'File hash (SHA256)' }).inputValue(), {
          timeout: 30_000,
        })
        .toBe(expected);
      await page.getByText('random.bin (20').waitFor();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('hashes three files and downloads a SHA256SUMS that sha256sum -c accepts', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Hash' }).click();
    const directory = await mkdtemp(join(tmpdir(), 'crypto-e2e-sums-'));
    const names = ['first file.txt', 'ünïcødé 漢字.bin', 'back\\slash.dat'];
    try {
      const paths = [];
      for (const [index, name] of names.entries()) {
        const path = join(directory, name);
        await writeFile(path, randomBytes(1000 + index * 300_000));
        paths.push(path);
      }
      await page.locator('input[type="file"]').setInputFiles(paths);
      for (const name of names) {
        await expect
          .poll(() => page.getByRole('textbox', { name: `File hash (SHA256): ${name}` }).inputValue(), {
            timeout: 30_000,
          })
          .toMatch(/^[0-9a-f]{64}$/);
      }
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download SHA256SUMS', exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('SHA256SUMS');
      const sums = join(directory, 'SHA256SUMS');
      await file.saveAs(sums);
      const check = spawnSync('sha256sum', ['-c', '--strict', 'SHA256SUMS'], {
        cwd: directory,
        encoding: 'utf8',
      });
      expect(check.status).toBe(0);
      expect(check.stdout.split('\n').filter((line) => line.endsWith(': OK'))).toHaveLength(3);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('generates keys of the chosen length', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Key generator' }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    const key = page.getByRole('textbox', { name: 'Generated key' });
    expect(await key.inputValue()).toMatch(/^[A-Za-z0-9!@#$%^&*]{32}$/);
    await page.getByRole('button', { name: '64', exact: true }).click();
    expect(await key.inputValue()).toMatch(/^[A-Za-z0-9!@#$%^&*]{64}$/);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/crypto-tools');
    await page.getByRole('tab', { name: '哈希' }).click();
    await page.getByRole('textbox', { name: '要计算哈希的文本' }).fill('abc');
    await expect
      .poll(() => page.getByRole('textbox', { name: '文本哈希值' }).inputValue())
      .toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
