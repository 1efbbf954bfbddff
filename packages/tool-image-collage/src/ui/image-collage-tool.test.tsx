import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { ImageCollageWorker } from '../worker/client';
import ImageCollageTool from './image-collage-tool';

const { toast, downloadBlob } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
  downloadBlob: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob, downloadText: vi.fn() }));

/** jsdom decodes no images: this one is 400×300, and a `broken` file fails to decode. */
class FakeImage {
  src = '';
  naturalWidth = 400;
  naturalHeight = 300;
  decode() {
    return this.src.includes('broken') ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
  }
}

interface RenderInput {
  images: Array<{ name: string; width: number; height: number }>;
  settings: Record<string, unknown>;
  freePositions: Array<{ x: number; y: number; width: number }>;
}

function fakeWorker() {
  const renders: RenderInput[] = [];
  const worker = {
    call: vi.fn(async (_method: string, input: RenderInput) => {
      renders.push(input);
      return new Blob(['collage'], { type: 'image/png' });
    }),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageCollageWorker, renders };
}

function renderTool(worker: ImageCollageWorker, language: TestLanguage = 'en') {
  return renderWithI18n(<ImageCollageTool worker={worker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const photo = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });
const add = (...files: File[]) =>
  userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, files);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn((file: File) => `blob:${file.name}`) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});

describe('ImageCollageTool', () => {
  it('lists the images, previews them and exports the collage with the settings', async () => {
    const { worker, renders } = fakeWorker();
    renderTool(worker);
    await add(photo('a.jpg'), photo('b.jpg'));
    expect(await screen.findByRole('heading', { name: '2 images' })).toBeInTheDocument();
    expect(screen.getAllByText('400 × 300 · 6 Bytes', { exact: false })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Collage preview with 2 images' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await screen.findByText(/collage-.*\.png is ready/);
    expect(renders[0]?.images.map((image) => image.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(renders[0]?.settings).toMatchObject({
      layout: 'grid',
      columns: 2,
      spacing: 10,
      canvasWidth: 1080,
      outputFormat: 'png',
    });
    await userEvent.click(screen.getByRole('button', { name: en.actions.download }));
    expect(downloadBlob.mock.calls[0]?.[1]).toMatch(/^collage-\d{4}-\d{2}-\d{2}-\d{6}\.png$/);
  });

  it('gives masonry its 3 columns and 15 px spacing, and hides quality for PNG', async () => {
    const { worker, renders } = fakeWorker();
    renderTool(worker);
    await add(photo('a.jpg'));
    await screen.findByRole('heading', { name: '1 image' });
    await userEvent.click(screen.getByRole('button', { name: en.layout.masonry }));
    expect(screen.getByRole('slider', { name: en.layout.columns })).toHaveValue('3');
    expect(screen.queryByRole('slider', { name: en.output.quality })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.output.format), 'jpeg');
    expect(screen.getByRole('slider', { name: en.output.quality })).toHaveValue('90');
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await waitFor(() => expect(renders).toHaveLength(1));
    expect(renders[0]?.settings).toMatchObject({
      layout: 'masonry',
      columns: 3,
      spacing: 15,
      outputFormat: 'jpeg',
    });
  });

  it('keeps the canvas within 100–4000 and reads nonsense as 1080; presets fill both sides', async () => {
    renderTool(fakeWorker().worker);
    const width = screen.getByLabelText(en.output.width);
    fireEvent.change(width, { target: { value: '50' } });
    fireEvent.blur(width);
    expect(width).toHaveValue('100');
    fireEvent.change(width, { target: { value: 'wide' } });
    fireEvent.blur(width);
    expect(width).toHaveValue('1080');
    await userEvent.selectOptions(screen.getByLabelText(en.output.preset), 'facebook');
    expect(width).toHaveValue('1200');
    expect(screen.getByLabelText(en.output.height)).toHaveValue('630');
  });

  it('moves a freeform image with the arrow keys and resizes it with Shift', async () => {
    const { worker, renders } = fakeWorker();
    renderTool(worker);
    await add(photo('a.jpg'));
    await userEvent.click(await screen.findByRole('button', { name: en.layout.freeform }));
    const image = screen.getByRole('button', {
      name: 'a.jpg: arrow keys move it, Shift + arrow keys resize it',
    });
    image.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await waitFor(() => expect(renders).toHaveLength(1));
    // Placed at (20, 20), 300 px wide; moved 10 right and 10 down, then 10 px wider.
    expect(renders[0]?.freePositions).toEqual([{ x: 30, y: 30, width: 310 }]);
  });

  it('says what is missing: no images, nothing generated yet, an image that does not load', async () => {
    renderTool(fakeWorker().worker);
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noImages);
    await userEvent.click(screen.getByRole('button', { name: en.actions.download }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noPreview);
    await add(photo('broken.jpg'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('broken.jpg could not be loaded.'));
  });

  it('removes an image', async () => {
    renderTool(fakeWorker().worker);
    await add(photo('a.jpg'), photo('b.jpg'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a.jpg' }));
    expect(screen.getByRole('heading', { name: '1 image' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
  });
});

describe('ImageCollageTool in Chinese', () => {
  it('speaks Chinese', () => {
    renderTool(fakeWorker().worker, 'zh');
    expect(screen.getByRole('button', { name: zh.actions.generate })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.layout.masonry })).toBeInTheDocument();
  });
});
