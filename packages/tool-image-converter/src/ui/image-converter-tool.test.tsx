import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { ImageConverterWorker } from '../worker/client';
import ImageConverterTool from './image-converter-tool';

const { toast, downloadBlob } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
  downloadBlob: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob, downloadText: vi.fn() }));

interface Call {
  method: string;
  input: { name?: string; settings?: Record<string, unknown>; files?: Array<{ name: string }> };
}

/** A worker that converts by name: `broken*` fails to decode, `*.heic` is HEIC, others give 4 bytes. */
function fakeWorker() {
  const calls: Call[] = [];
  const worker = {
    call: vi.fn(async (method: string, input: Call['input']) => {
      calls.push({ method, input });
      if (method === 'zip') return new Blob(['zip'], { type: 'application/zip' });
      const name = input.name ?? '';
      if (name.startsWith('broken'))
        throw Object.assign(new Error('Failed to load image'), {
          name: 'ImageReadError',
          problem: 'unsupported',
        });
      if (name.endsWith('.heic'))
        throw Object.assign(new Error('Failed to load image'), { name: 'ImageReadError', problem: 'heic' });
      return { blob: new Blob(['done']), width: 120, height: 90 };
    }),
    warm: vi.fn(),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageConverterWorker, calls };
}

function renderTool(worker: ImageConverterWorker, language: TestLanguage = 'en') {
  return renderWithI18n(<ImageConverterTool worker={worker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const image = (name: string, type = 'image/png') => new File(['pixels'], name, { type });
const add = (...files: File[]) =>
  userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, files);

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageConverterTool', () => {
  it('starts its worker when the page opens, so the first file does not wait for the code', () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    expect(worker.warm).toHaveBeenCalled();
  });

  it('converts every image with the settings, naming duplicates (n), and downloads each', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await add(image('photo.png'), image('photo.webp', 'image/webp'));
    expect(screen.getByRole('heading', { name: '2 images' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    const results = await screen.findByRole('region', { name: en.results.label });
    await within(results).findByText('photo (1).jpg');
    expect(within(results).getByText('photo.jpg')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'convert').map((call) => call.input.settings)).toEqual([
      { format: 'jpeg', quality: 90, width: undefined, height: undefined, keepAspect: true },
      { format: 'jpeg', quality: 90, width: undefined, height: undefined, keepAspect: true },
    ]);
    expect(toast.success).toHaveBeenCalledWith('2 images converted.');
    await userEvent.click(screen.getByRole('button', { name: 'Download photo (1).jpg' }));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'photo (1).jpg');
  });

  it('sends the preset’s size, the quality and the aspect choice', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await add(image('a.png'));
    await userEvent.selectOptions(screen.getByLabelText(en.settings.format), 'webp');
    fireEvent.change(screen.getByRole('slider', { name: en.settings.quality }), { target: { value: '55' } });
    await userEvent.selectOptions(screen.getByLabelText(en.settings.preset), 'cover');
    expect(screen.getByLabelText(en.settings.width)).toHaveValue('1200');
    expect(screen.getByLabelText(en.settings.height)).toHaveValue('630');
    await userEvent.click(screen.getByLabelText(en.settings.keepAspect));
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    await screen.findByText('a.webp');
    expect(calls[0]?.input.settings).toEqual({
      format: 'webp',
      quality: 55,
      width: 1200,
      height: 630,
      keepAspect: false,
    });
  });

  it('shows quality only for JPEG and WebP, and the ICO sizes for ICO', async () => {
    renderTool(fakeWorker().worker);
    expect(screen.getByRole('slider', { name: en.settings.quality })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.settings.format), 'png');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.settings.format), 'ico');
    expect(
      screen.getByText('The icon is square and holds these sizes: 16, 32, 48, 64, 128, 256 px.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en.settings.width), { target: { value: '40' } });
    expect(screen.getByText('The icon is square and holds these sizes: 16, 32, 48 px.')).toBeInTheDocument();
  });

  it('names each failed file and goes on with the others; HEIC says the browser cannot read it', async () => {
    const { worker } = fakeWorker();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTool(worker);
    await add(image('broken.png'), image('IMG_1.heic', 'image/heic'), image('good.png'));
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    await screen.findByText('good.jpg');
    expect(toast.error).toHaveBeenCalledWith(en.errors.imageLoadFailed.replace('{{name}}', 'broken.png'));
    expect(toast.error).toHaveBeenCalledWith(en.errors.heic.replace('{{name}}', 'IMG_1.heic'));
    expect(toast.success).toHaveBeenCalledWith('1 image converted.');
  });

  it('says so when there is nothing to convert, and refuses files that are not images', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noImages);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(toast.error).toHaveBeenCalledWith('notes.txt is not an image. Choose image files.');
    expect(calls).toEqual([]);
  });

  it('removing an image removes its results; download all makes images-<date>.zip', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await add(image('one.png'), image('two.png'));
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    await screen.findByText('two.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByText('one.jpg')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.actions.downloadAll }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(calls.at(-1)?.input.files?.map((file) => file.name)).toEqual(['two.jpg']);
    expect(downloadBlob.mock.calls[0]?.[1]).toMatch(/^images-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});

describe('ImageConverterTool in Chinese', () => {
  it('speaks Chinese', () => {
    renderTool(fakeWorker().worker, 'zh');
    expect(screen.getByRole('button', { name: zh.actions.convertAll })).toBeInTheDocument();
    expect(screen.getByLabelText(zh.settings.format)).toBeInTheDocument();
  });
});
