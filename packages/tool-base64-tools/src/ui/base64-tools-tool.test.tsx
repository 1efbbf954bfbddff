import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeShareState } from '@toolbox/kit/share-state';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ShareSource, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { Base64Engine } from '../worker/client';
import Base64ToolsTool from './base64-tools-tool';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

// Large input goes to the worker; jsdom has none, so each test that needs one passes a stand-in.
const unusedEngine: Base64Engine = {
  call: () => Promise.reject(new Error('small input must not reach the worker')),
};

function renderTool(
  language: TestLanguage = 'en',
  engine: Base64Engine = unusedEngine,
  setShareSource?: (source: ShareSource | undefined) => void,
) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, setShareSource }}>
      <Base64ToolsTool engine={engine} />
    </ToolHostProvider>,
    {
      language,
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    },
  );
}

const input = () => screen.getByLabelText('Input');
const result = () => screen.getByRole('textbox', { name: 'Result' });
const convert = () => fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
const resultBecomes = (value: string) => waitFor(() => expect(result()).toHaveValue(value));

afterEach(() => {
  clearShelf();
  window.history.replaceState(null, '', '/tool/base64-tools');
});

describe('Base64ToolsTool', () => {
  it('starts in encode mode with Convert disabled while the input is blank', () => {
    renderTool();
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('button', { name: 'Encode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
    fireEvent.change(input(), { target: { value: '  \n ' } });
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
  });

  it('encodes emoji and Chinese as UTF-8, and shows the length', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: '你好 😀' } });
    convert();
    await resultBecomes('5L2g5aW9IPCfmIA=');
    expect(screen.getByText('16 characters')).toBeInTheDocument();
  });

  it('uses the URL-safe alphabet without padding when asked', async () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('URL-safe alphabet (- and _, no padding)'));
    fireEvent.change(input(), { target: { value: '😀?>' } });
    convert();
    await resultBecomes('8J-YgD8-');
  });

  it('swap moves the result to the input and flips the mode', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'héllo' } });
    convert();
    await resultBecomes('aMOpbGxv');
    fireEvent.click(screen.getByRole('button', { name: en.actions.swap }));
    expect(input()).toHaveValue('aMOpbGxv');
    expect(result()).toHaveValue('héllo');
    expect(screen.getByText('5 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decode' })).toHaveAttribute('aria-pressed', 'true');
    convert();
    await resultBecomes('héllo');
  });

  it('swap after a failed decode keeps the invalid text in the input and shows no result', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    fireEvent.change(input(), { target: { value: 'hello world!' } });
    convert();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: en.actions.swap }));
    expect(input()).toHaveValue('hello world!');
    expect(result()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Encode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    convert();
    await resultBecomes('aGVsbG8gd29ybGQh');
  });

  it('decodes a pasted data URL', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    fireEvent.change(input(), { target: { value: 'data:text/plain;base64,5L2g5aW9' } });
    convert();
    await resultBecomes('你好');
  });

  it('converts large input in the worker, with progress and cancel', async () => {
    const calls: unknown[] = [];
    let answer: ((value: unknown) => void) | undefined;
    const engine: Base64Engine = {
      call: ((_method: string, request: unknown, options?: { signal?: AbortSignal }) => {
        calls.push(request);
        return new Promise((resolve, reject) => {
          answer = resolve as (value: unknown) => void;
          options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }) as Base64Engine['call'],
    };
    renderTool('en', engine);
    const big = 'a'.repeat(1_000_000);
    fireEvent.change(input(), { target: { value: big } });
    convert();
    expect(calls).toEqual([{ mode: 'encode', input: big, isUrlSafe: false }]);
    expect(await screen.findByRole('progressbar', { name: 'Converting' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(result()).toHaveValue('');
    convert();
    answer?.({ ok: true, output: 'YWFh', characterCount: 4 });
    await resultBecomes('YWFh');
    expect(screen.getByText('4 characters')).toBeInTheDocument();
  });

  it('explains invalid input with the character and its position', async () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    fireEvent.change(input(), { target: { value: 'Zm9v$mFy' } });
    convert();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“$” at position 5 is not a Base64 character.',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(result()).toHaveValue('');
  });

  it('copy with no result gives the no-output error', () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toast.error).toHaveBeenCalledWith(en.errorNoOutput);
  });

  it('clears input, result and error', async () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'abc' } });
    convert();
    await resultBecomes('YWJj');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
    expect(result()).toHaveValue('');
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('hands "Copy link" the mode, the input and the alphabet (CONTEXT.md § Link)', () => {
    let source: ShareSource | undefined;
    renderTool('en', unusedEngine, (next) => (source = next));
    fireEvent.change(input(), { target: { value: '你好 🙂' } });
    fireEvent.click(screen.getByLabelText('URL-safe alphabet (- and _, no padding)'));
    expect(source?.getState()).toEqual({ mode: 'encode', input: '你好 🙂', isUrlSafe: true });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Decode' }),
    );
    expect(source?.getState()).toEqual({ mode: 'decode', input: '你好 🙂', isUrlSafe: true });
  });

  it('opens a link with exactly its state, and its result', async () => {
    const state = { mode: 'encode', input: 'a?>~', isUrlSafe: true };
    window.history.replaceState(null, '', `/tool/base64-tools#s=${await encodeShareState(state)}`);
    renderTool();
    await resultBecomes('YT8-fg');
    expect(input()).toHaveValue('a?>~');
    expect(screen.getByLabelText('URL-safe alphabet (- and _, no padding)')).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Encode' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('decodes received Base64 at once (CONTEXT.md § Hand-off)', async () => {
    deliverTo(manifest.id, [{ kind: 'text', text: '5L2g5aW9IHdvcmxk', format: 'base64' }]);
    renderTool();
    await resultBecomes('你好 world');
    expect(input()).toHaveValue('5L2g5aW9IHdvcmxk');
    expect(
      within(screen.getByRole('group', { name: 'Mode' })).getByRole('button', { name: 'Decode' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('group', { name: '模式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转换' })).toBeInTheDocument();
    expect(screen.getByLabelText(zh.input.label)).toBeInTheDocument();
  });
});
