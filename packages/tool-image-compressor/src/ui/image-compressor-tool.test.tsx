import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { ImageCompressorWorker } from '../worker/client';
import ImageCompressorTool from './image-compressor-tool';

const { toast, downloadBlob } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
  downloadBlob: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob, downloadText: vi.fn() }));

interface Call {
  method: string;
  input: { name?: string; settings?: Record<string, unknown>; files?: Array<{ name: string }> };
}

/** Compresses to `size` bytes (per name), fails for `broken*`; the ZIP fails when `zipFails`. */
function fakeWorker({ zipFails = false, size = (_name: string): number => 3 } = {}) {
  const calls: Call[] = [];
  const worker = {
    call: vi.fn(async (method: string, input: Call['input']) => {
      calls.push({ method, input });
      if (method === 'zip') {
        if (zipFails) throw new Error('no memory');
        return new Blob(['zip']);
      }
      const name = input.name ?? '';
      if (name.startsWith('broken'))
        throw Object.assign(new Error('Failed to compress image'), { name: 'Error' });
      return {
        blob: new Blob(['x'.repeat(size(name))], { type: 'image/jpeg' }),
        width: 64,
        height: 48,
        format: 'jpeg',
        quality: 80,
        fitsTarget: undefined,
      };
    }),
    warm: vi.fn(),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageCompressorWorker, calls };
}

function renderTool(worker: ImageCompressorWorker, language: TestLanguage = 'en') {
  return renderWithI18n(<ImageCompressorTool worker={worker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const photo = (name: string, size = 10) => new File(['p'.repeat(size)], name, { type: 'image/jpeg' });
const add = (...files: File[]) =>
  userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, files);

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageCompressorTool', () => {
  it('starts its worker when the page opens, so the first file does not wait for the code', () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    expect(worker.warm).toHaveBeenCalled();
  });

  it('compresses each file as it is added, with badges, and names outputs compressed_…', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await add(photo('beach.jpg'), photo('beach.jpeg'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 images compressed.'));
    const results = screen.getByRole('region', { name: en.results.label });
    expect(within(results).getByText('compressed_beach.jpg')).toBeInTheDocument();
    expect(within(results).getByText('compressed_beach (1).jpg')).toBeInTheDocument();
    expect(within(results).getAllByText('64 × 48')).toHaveLength(2);
    expect(within(results).getAllByText('-70%')).toHaveLength(2);
    expect(calls[0]?.input.settings).toMatchObject({
      mode: 'quality',
      quality: 80,
      output: 'original',
      metadata: 'keep',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download compressed_beach.jpg' }));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'compressed_beach.jpg');
  });

  it('flags a result larger than the original and offers the original', async () => {
    const { worker } = fakeWorker({ size: () => 50 });
    renderTool(worker);
    await add(photo('tiny.jpg', 10));
    await screen.findByText(en.results.larger);
    expect(screen.getByText('+400%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.actions.downloadOriginal }));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(File), 'tiny.jpg');
  });

  it('sends smart mode with the target, and disables the quality slider there', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await userEvent.click(screen.getByRole('button', { name: en.quality.byTarget }));
    expect(screen.getByRole('slider', { name: en.quality.quality })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Email (500 KB)' }));
    await add(photo('a.jpg'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input.settings).toMatchObject({ mode: 'target', targetKb: 500 });
    fireEvent.change(screen.getByLabelText(en.quality.target), { target: { value: 'lots' } });
    expect(screen.getByText(en.quality.targetHint.replace('{{kb}}', '100'))).toBeInTheDocument();
  });

  it('reports failed files by name and keeps the others', async () => {
    const { worker } = fakeWorker();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTool(worker);
    await add(photo('broken-1.jpg'), photo('ok.jpg'), photo('broken-2.jpg'));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        '2 files could not be compressed: broken-1.jpg, broken-2.jpg',
      ),
    );
    expect(screen.getByText('compressed_ok.jpg')).toBeInTheDocument();
    expect(screen.getAllByText(en.results.failed)).toHaveLength(2);
  });

  it('keeps at most 20 results and says when files were left out', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await add(...Array.from({ length: 22 }, (_, index) => photo(`p${index}.jpg`)));
    expect(toast.error).toHaveBeenCalledWith('Too many files: at most 20. The rest were left out.');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('20 images compressed.'));
  });

  it('says no valid files when every file is refused', async () => {
    renderTool(fakeWorker().worker);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'scan.tiff', { type: 'image/tiff' })] },
    });
    expect(toast.error).toHaveBeenCalledWith(en.errors.noValidFiles);
  });

  it('says plainly that a HEIC photo cannot be read by the browser', async () => {
    renderTool(fakeWorker().worker);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' })] },
    });
    expect(toast.error).toHaveBeenCalledWith(en.errors.heic.replace('{{name}}', 'IMG_0001.HEIC'));
  });

  it('recompresses one result with the current settings', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await add(photo('a.jpg'));
    await screen.findByText('compressed_a.jpg');
    fireEvent.change(screen.getByRole('slider', { name: en.quality.quality }), { target: { value: '40' } });
    await userEvent.click(
      screen.getByRole('button', { name: 'Compress a.jpg again with the current settings' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.toasts.recompressed));
    expect(calls[1]?.input.settings).toMatchObject({ quality: 40 });
    expect(screen.getAllByText('compressed_a.jpg')).toHaveLength(1);
  });

  it('downloads all as compressed_images_<date>.zip, or one by one 200 ms apart when the ZIP fails', async () => {
    const ok = fakeWorker();
    const { unmount } = renderTool(ok.worker);
    await add(photo('a.jpg'), photo('b.jpg'));
    await screen.findByText('compressed_b.jpg');
    await userEvent.click(screen.getByRole('button', { name: en.actions.downloadAll }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(downloadBlob.mock.calls[0]?.[1]).toMatch(/^compressed_images_\d{4}-\d{2}-\d{2}\.zip$/);
    unmount();

    downloadBlob.mockClear();
    renderTool(fakeWorker({ zipFails: true }).worker);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await add(photo('a.jpg'), photo('b.jpg'));
    await screen.findByText('compressed_b.jpg');
    await userEvent.click(screen.getByRole('button', { name: en.actions.downloadAll }));
    expect(toast.info).toHaveBeenCalledWith(en.toasts.fallbackDownload);
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(2));
    expect(downloadBlob.mock.calls.map((call) => call[1])).toEqual(['compressed_a.jpg', 'compressed_b.jpg']);
  });

  it('clears all results', async () => {
    renderTool(fakeWorker().worker);
    await add(photo('a.jpg'));
    await screen.findByText('compressed_a.jpg');
    await userEvent.click(screen.getByRole('button', { name: en.actions.clearAll }));
    expect(screen.queryByRole('region', { name: en.results.label })).not.toBeInTheDocument();
  });
});

describe('ImageCompressorTool in Chinese', () => {
  it('speaks Chinese', () => {
    renderTool(fakeWorker().worker, 'zh');
    expect(screen.getByRole('tab', { name: zh.tabs.advanced })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.upload.label })).toBeInTheDocument();
  });
});
