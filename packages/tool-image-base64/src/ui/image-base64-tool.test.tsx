import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { imageBase64Api } from '../worker/api';
import type { ImageBase64Worker } from '../worker/client';
import ImageBase64Tool from './image-base64-tool';

const { toast, downloadBlob, downloadText } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
  downloadBlob: vi.fn(),
  downloadText: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob, downloadText }));

/** The worker's API run in the test's own thread. */
const inProcessWorker = {
  call: async (method: keyof typeof imageBase64Api, input: never) => imageBase64Api[method](input),
  terminate: vi.fn(),
} as unknown as ImageBase64Worker;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<ImageBase64Tool worker={inProcessWorker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageBase64Tool: image to Base64', () => {
  it('shows the image with its name, size and type, and its data URL or Base64 alone', async () => {
    renderTool();
    const file = new File([PNG], 'dot.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await screen.findByRole('img', { name: 'Preview of dot.png' })).toBeInTheDocument();
    expect(screen.getByText('12 Bytes')).toBeInTheDocument();
    expect(screen.getByText('image/png')).toBeInTheDocument();
    const result = await screen.findByLabelText(en.output.label);
    expect(result).toHaveValue('data:image/png;base64,iVBORw0KGgoAAAAN');
    expect(screen.getByText('38 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.output.base64 }));
    expect(result).toHaveValue('iVBORw0KGgoAAAAN');
  });

  it('downloads the text as <name>_base64.txt and says so', async () => {
    renderTool();
    await userEvent.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File([PNG], 'dot.png', { type: 'image/png' }),
    );
    await screen.findByLabelText(en.output.label);
    await userEvent.click(screen.getByRole('button', { name: /download/i }));
    expect(downloadText.mock.calls[0]?.slice(0, 2)).toEqual([
      'data:image/png;base64,iVBORw0KGgoAAAAN',
      'dot.png_base64.txt',
    ]);
    expect(toast.success).toHaveBeenCalledWith(en.toasts.downloaded);
  });

  it('refuses a file that is not an image', async () => {
    renderTool();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(toast.error).toHaveBeenCalledWith('doc.pdf is not an image. Choose an image file.');
    expect(screen.queryByLabelText(en.output.label)).not.toBeInTheDocument();
  });

  it('clears the image and the result', async () => {
    renderTool();
    await userEvent.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File([PNG], 'dot.png', { type: 'image/png' }),
    );
    await screen.findByLabelText(en.output.label);
    await userEvent.click(screen.getByRole('button', { name: en.actions.clear }));
    expect(screen.queryByLabelText(en.output.label)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ImageBase64Tool: Base64 to image', () => {
  it('turns a pasted data URL back into the image, with its type and a download', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('button', { name: en.mode.toImage }));
    fireEvent.change(screen.getByLabelText(en.reverse.label), {
      target: { value: 'data:image/gif;base64,iVBORw0KGgoAAAAN' },
    });
    expect(await screen.findByRole('img', { name: en.reverse.alt })).toBeInTheDocument();
    // The bytes say PNG, whatever the header says.
    expect(screen.getByText('image/png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download image.png' }));
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('image.png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...PNG]);
  });

  it('says what is wrong with text that is not an image', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('button', { name: en.mode.toImage }));
    const box = screen.getByLabelText(en.reverse.label);
    fireEvent.change(box, { target: { value: 'iVBO#w0K' } });
    await waitFor(() => expect(screen.getByText('“#” at position 5 is not Base64.')).toBeInTheDocument());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: 'aGVsbG8gd29ybGQ=' } });
    await waitFor(() => expect(screen.getByText(en.errors.notImage)).toBeInTheDocument());
  });
});

describe('ImageBase64Tool in Chinese', () => {
  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('button', { name: zh.mode.toImage })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.upload.label })).toBeInTheDocument();
  });
});
