import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { imageBase64Api } from '../worker/api';
import type { ImageBase64Worker } from '../worker/client';
import ImageBase64Tool from './image-base64-tool';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

/** The worker's API run in the test's own thread. */
const inProcessWorker = {
  call: async (method: keyof typeof imageBase64Api, input: never) => imageBase64Api[method](input),
  terminate: vi.fn(),
} as unknown as ImageBase64Worker;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAAN';

function renderTool(host: Partial<ToolHost> = {}) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, ...host }}>
      <ImageBase64Tool worker={inProcessWorker} />
    </ToolHostProvider>,
    { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => clearShelf());

describe('hand-off: receiving', () => {
  it('encodes an image handed over before the page opened, as if chosen', async () => {
    deliverTo(manifest.id, [
      { kind: 'file', file: new File([PNG], 'compressed_dot.png', { type: 'image/png' }) },
    ]);
    renderTool();
    expect(await screen.findByRole('img', { name: 'Preview of compressed_dot.png' })).toBeInTheDocument();
    expect(await screen.findByLabelText(en.output.label)).toHaveValue(DATA_URL);
    expect(pressed(en.mode.toBase64)).toBe('true');
  });

  it('refuses a handed-over file the drop zone would refuse, with its message', () => {
    deliverTo(manifest.id, [
      { kind: 'file', file: new File([new Uint8Array(52_428_801)], 'big.png', { type: 'image/png' }) },
    ]);
    renderTool();
    expect(toast.error).toHaveBeenCalledWith(
      en.errors.tooLarge.replace('{{name}}', 'big.png').replace('{{limit}}', '50 MB'),
    );
    expect(screen.queryByLabelText(en.output.label)).not.toBeInTheDocument();
  });

  it.each([
    ['a data URL', DATA_URL, 'data-url'],
    ['Base64 alone', 'iVBORw0KGgoAAAAN', 'base64'],
  ] as const)('decodes %s handed over in the reverse direction, the image shown', async (_, text, format) => {
    deliverTo(manifest.id, [{ kind: 'text', text, format }]);
    renderTool();
    expect(pressed(en.mode.toImage)).toBe('true');
    expect(screen.getByLabelText(en.reverse.label)).toHaveValue(text);
    expect(await screen.findByRole('img', { name: en.reverse.alt })).toBeInTheDocument();
    expect(screen.getByText('image/png')).toBeInTheDocument();
  });

  it('takes a text handed over while open in place of the box’s text', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('button', { name: en.mode.toImage }));
    fireEvent.change(screen.getByLabelText(en.reverse.label), { target: { value: 'typed' } });
    await userEvent.click(screen.getByRole('button', { name: en.mode.toBase64 }));
    act(() => deliverTo(manifest.id, [{ kind: 'text', text: DATA_URL, format: 'data-url' }]));
    expect(pressed(en.mode.toImage)).toBe('true');
    expect(screen.getByLabelText(en.reverse.label)).toHaveValue(DATA_URL);
  });
});

describe('hand-off: Open in…', () => {
  it('sends the data URL as a data URL; Base64 alone is not handed on', async () => {
    const openIn = vi.fn();
    const handOffTargets = vi.fn(() => [{ id: 'text-diff', name: 'Text Diff' }]);
    deliverTo(manifest.id, [{ kind: 'file', file: new File([PNG], 'dot.png', { type: 'image/png' }) }]);
    renderTool({ openIn, handOffTargets });
    await screen.findByLabelText(en.output.label);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Text Diff' }));
    expect(openIn).toHaveBeenLastCalledWith('text-diff', [
      { kind: 'text', text: DATA_URL, format: 'data-url', name: 'dot.png_base64.txt' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: en.output.base64 }));
    expect(screen.getByLabelText(en.output.label)).toHaveValue('iVBORw0KGgoAAAAN');
    expect(screen.queryByRole('button', { name: 'Open in…' })).not.toBeInTheDocument();
  });

  it('sends the decoded image as a file named by its detected format', async () => {
    const openIn = vi.fn();
    const handOffTargets = vi.fn(() => [{ id: 'image-compressor', name: 'Image Compressor' }]);
    deliverTo(manifest.id, [
      { kind: 'text', text: 'data:image/gif;base64,iVBORw0KGgoAAAAN', format: 'data-url' },
    ]);
    renderTool({ openIn, handOffTargets });
    await screen.findByRole('img', { name: en.reverse.alt });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image Compressor' }));
    const [target, items] = openIn.mock.calls[0] as [string, HandOffItem[]];
    expect(target).toBe('image-compressor');
    const file = (items[0] as { file: File }).file;
    expect([file.name, file.type]).toEqual(['image.png', 'image/png']);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...PNG]);
  });
});
