import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeShareState, encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_ALPHABET } from '../core/constants';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import CryptoToolsTool from './crypto-tools-tool';

const { downloadText, hold } = vi.hoisted(() => ({ downloadText: vi.fn(), hold: { current: false } }));
vi.mock('@toolbox/kit/download', () => ({ downloadText }));

// jsdom has no Worker: both bridges call the worker's own API in-process. With `hold` on, a file
// hash never answers until its signal aborts (as a terminated worker's call rejects).
vi.mock('../worker/client', async () => {
  const { cryptoToolsApi } = await import('../worker/api');
  const bridge = {
    call: (
      method: keyof typeof cryptoToolsApi,
      input: never,
      options: { onProgress?(progress: { ratio: number }): void; signal?: AbortSignal } = {},
    ) =>
      hold.current && method === 'hashFile'
        ? new Promise((_resolve, reject) =>
            options.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          )
        : (cryptoToolsApi[method] as (input: never, context: unknown) => Promise<unknown>)(input, {
            progress: (ratio: number) => options.onProgress?.({ ratio }),
          }),
    terminate: () => undefined,
  };
  return { cryptoFileWorker: bridge, cryptoTextWorker: bridge };
});

function renderTool(language: TestLanguage = 'en', props: Parameters<typeof CryptoToolsTool>[0] = {}) {
  return renderWithI18n(<CryptoToolsTool {...props} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

describe('cipher tab', () => {
  it('encrypts with AES-GCM by default and decrypts back', async () => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText(en.cipher.text), { target: { value: 'hello' } });
    fireEvent.change(screen.getByLabelText(en.cipher.key), { target: { value: 'pw' } });
    await user.click(screen.getByRole('button', { name: en.cipher.encrypt }));
    const result = screen.getByLabelText(en.cipher.result);
    await waitFor(() => expect((result as HTMLTextAreaElement).value).toMatch(/^tbx1\./));
    await user.click(screen.getByRole('button', { name: 'Use as input' }));
    await user.click(screen.getByRole('button', { name: en.cipher.decrypt }));
    await waitFor(() => expect(result).toHaveValue('hello'));
  });

  it('hides the password until asked, and keeps password managers out', async () => {
    const user = userEvent.setup();
    renderTool();
    const key = screen.getByLabelText(en.cipher.key);
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(key).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the OpenSSL format when chosen', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: en.cipher.formats.openssl }));
    expect(screen.getByText(/openssl enc -d -aes-256-cbc -pbkdf2/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en.cipher.text), { target: { value: 'hello' } });
    fireEvent.change(screen.getByLabelText(en.cipher.key), { target: { value: 'pw' } });
    await user.click(screen.getByRole('button', { name: en.cipher.encrypt }));
    await waitFor(() =>
      expect((screen.getByLabelText(en.cipher.result) as HTMLTextAreaElement).value).toMatch(/^U2FsdGVkX1/),
    );
  });

  it.each([
    ['empty text', '', 'pw', en.errors.emptyText],
    ['empty key', 'hello', '  ', en.errors.emptyKey],
    ['wrong data', 'tbx1.AAAA.AAAA.AAAA', 'pw', en.errors.decryptFailed],
  ])('%s shows its error', async (_name, text, key, message) => {
    const user = userEvent.setup();
    renderTool();
    fireEvent.change(screen.getByLabelText(en.cipher.text), { target: { value: text } });
    fireEvent.change(screen.getByLabelText(en.cipher.key), { target: { value: key } });
    await user.click(screen.getByRole('button', { name: en.cipher.decrypt }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
  });

  it('marks legacy ciphers as insecure', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: `DES (${en.cipher.legacyBadge})` }));
    expect(screen.getByRole('alert')).toHaveTextContent('DES is broken');
    expect(screen.getByText(/openssl enc -des-cbc -md md5/)).toBeInTheDocument();
  });
});

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('hash tab', () => {
  it('hashes text live with SHA256 by default', async () => {
    renderTool('en', { initialTab: 'hash' });
    fireEvent.change(screen.getByLabelText(en.hash.text), { target: { value: 'abc' } });
    await waitFor(() =>
      expect(screen.getByLabelText(en.hash.textResult)).toHaveValue(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
    );
  });

  it('shows no digest while the text box is empty, not the digest of the empty string', async () => {
    renderTool('en', { initialTab: 'hash' });
    const digest = screen.getByLabelText(en.hash.textResult);
    const text = screen.getByLabelText(en.hash.text);
    fireEvent.change(text, { target: { value: 'abc' } });
    await waitFor(() => expect(digest).toHaveValue(ABC_SHA256));
    fireEvent.change(text, { target: { value: '' } });
    await waitFor(() => expect(digest).toHaveValue(''));
    // Switching the algorithm with an empty box computes nothing either.
    fireEvent.click(screen.getByRole('button', { name: 'MD5' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(digest).toHaveValue('');
    expect(screen.getByRole('button', { name: `${en.hash.copy}: ${en.hash.textResult}` })).toBeDisabled();
  });

  it('hashes whitespace, which is not empty', async () => {
    renderTool('en', { initialTab: 'hash' });
    fireEvent.change(screen.getByLabelText(en.hash.text), { target: { value: ' ' } });
    await waitFor(() =>
      expect(screen.getByLabelText(en.hash.textResult)).toHaveValue(
        '36a9e7f1c95b82ffb99743e0c5c4ce95d83c9a430aac59f84ef3cbfab6145068',
      ),
    );
  });

  it('hashes a chosen file', async () => {
    const user = userEvent.setup();
    const { container } = renderTool('en', { initialTab: 'hash' });
    await user.click(screen.getByRole('button', { name: 'MD5' }));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['abc'], 'abc.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByLabelText('File hash (MD5): abc.txt')).toHaveValue(
        '900150983cd24fb0d6963f7d28e17f72',
      ),
    );
  });

  it('hashes several files, rehashes them with a new algorithm and exports a checksum file', async () => {
    const user = userEvent.setup();
    const { container } = renderTool('en', { initialTab: 'hash' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['abc'], 'abc.txt'),
      new File([''], 'empty file'),
      new File(['x'], 'back\\slash'),
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('File hash (SHA256): abc.txt')).toHaveValue(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('File hash (SHA256): back\\slash')).toBeInTheDocument());
    const rows = within(screen.getByRole('list', { name: en.hash.fileList })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const download = await screen.findByRole('button', { name: 'Download SHA256SUMS' });
    await user.click(download);
    expect(downloadText).toHaveBeenCalledWith(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt\n' +
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  empty file\n' +
        '\\2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881  back\\\\slash\n',
      'SHA256SUMS',
      'application/octet-stream',
    );
    await user.click(screen.getByRole('button', { name: en.checksum.tag }));
    await user.click(download);
    expect(downloadText).toHaveBeenLastCalledWith(
      expect.stringMatching(/^SHA256 \(abc\.txt\) = ba78/),
      'SHA256SUMS',
      'application/octet-stream',
    );
    // A new algorithm hashes every file again.
    await user.click(screen.getByRole('button', { name: 'MD5' }));
    await waitFor(() =>
      expect(screen.getByLabelText('File hash (MD5): abc.txt')).toHaveValue(
        '900150983cd24fb0d6963f7d28e17f72',
      ),
    );
    await screen.findByRole('button', { name: 'Download MD5SUMS' });
    // Removing a row leaves it out of the file.
    await user.click(screen.getByRole('button', { name: 'Remove empty file' }));
    await user.click(screen.getByRole('button', { name: 'Download MD5SUMS' }));
    expect(String(downloadText.mock.lastCall?.[0] ?? '').split('\n')).toHaveLength(3);
  });

  it('cancels a run and keeps the files listed as cancelled', async () => {
    const { container } = renderTool('en', { initialTab: 'hash' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    hold.current = true;
    fireEvent.change(input, { target: { files: [new File(['a'], 'one.txt'), new File(['b'], 'two.txt')] } });
    const progress = await screen.findByRole('button', { name: /cancel/i });
    fireEvent.click(progress);
    const rows = within(screen.getByRole('list', { name: en.hash.fileList })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(en.hash.status.cancelled),
      expect.stringContaining(en.hash.status.cancelled),
    ]);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    hold.current = false;
  });
});

describe('keys tab', () => {
  it('generates a 32-symbol key by default and hands it to the cipher tab', async () => {
    const user = userEvent.setup();
    renderTool('en', { initialTab: 'keys' });
    await user.click(screen.getByRole('button', { name: en.keys.generate }));
    const key = (screen.getByLabelText(en.keys.result) as HTMLInputElement).value;
    expect(key).toHaveLength(32);
    expect([...key].every((symbol) => KEY_ALPHABET.includes(symbol))).toBe(true);
    await user.click(screen.getByRole('button', { name: '128' }));
    const longKey = (screen.getByLabelText(en.keys.result) as HTMLInputElement).value;
    expect(longKey).toHaveLength(128);
    await user.click(screen.getByRole('button', { name: en.keys.useAsPassword }));
    expect(screen.getByLabelText(en.cipher.key)).toHaveValue(longKey);
  });
});

describe('i18n', () => {
  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('tab', { name: zh.tabs.hash })).toBeInTheDocument();
    expect(screen.getByLabelText(zh.cipher.key)).toBeInTheDocument();
  });

  it('has the same keys in en and zh', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && !Array.isArray(child)
          ? keys(child, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(zh)).toEqual(keys(en));
  });
});

describe('across tools', () => {
  afterEach(() => {
    clearShelf();
    window.history.replaceState(null, '', '/');
  });

  function renderHosted(host: ToolHost) {
    return renderWithI18n(
      <ToolHostProvider value={host}>
        <CryptoToolsTool />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
  }

  it('shares the tab and settings, never the password, key or texts; a link restores them', async () => {
    const user = userEvent.setup();
    let source: ShareSource | undefined;
    const { unmount } = renderHosted({ toolId: 'crypto-tools', setShareSource: (next) => (source = next) });
    await user.click(screen.getByRole('button', { name: en.cipher.formats.openssl }));
    fireEvent.change(screen.getByLabelText(en.cipher.text), { target: { value: 'secret text' } });
    fireEvent.change(screen.getByLabelText(en.cipher.key), { target: { value: 'hunter2' } });
    await user.click(screen.getByRole('tab', { name: en.tabs.hash }));
    await user.click(screen.getByRole('button', { name: 'MD5' }));
    await user.click(screen.getByRole('checkbox', { name: en.hash.uppercase }));
    const state = source?.getState();
    expect(state).toEqual({
      tab: 'hash',
      cipher: { algorithm: 'AES', format: 'openssl' },
      hash: { algorithm: 'MD5', uppercase: true },
    });
    const payload = await encodeShareState(state);
    const link = JSON.stringify(await decodeShareState(payload));
    expect(link).not.toContain('hunter2');
    expect(link).not.toContain('secret text');
    unmount();

    window.history.replaceState(null, '', `/tool/crypto-tools#s=${payload}`);
    renderHosted({ toolId: 'crypto-tools' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: en.tabs.hash })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('button', { name: 'MD5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: en.hash.uppercase })).toBeChecked();
    await user.click(screen.getByRole('tab', { name: en.tabs.cipher }));
    expect(screen.getByRole('button', { name: en.cipher.formats.openssl })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText(en.cipher.key)).toHaveValue('');
  });

  it('hashes files sent from another tool on the hash tab', async () => {
    deliverTo('crypto-tools', [
      { kind: 'file', file: new File(['abc'], 'abc.txt', { type: 'text/plain' }) },
      { kind: 'file', file: new File(['%PDF'], 'merged.pdf', { type: 'application/pdf' }) },
    ]);
    renderHosted({ toolId: 'crypto-tools' });
    expect(screen.getByRole('tab', { name: en.tabs.hash })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByLabelText('File hash (SHA256): abc.txt')).toHaveValue(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
    );
    expect(screen.getByLabelText('File hash (SHA256): merged.pdf')).toBeInTheDocument();
  });
});
