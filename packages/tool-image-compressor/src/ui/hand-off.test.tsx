import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type HandOffTarget, type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTED_TYPES } from '../core/constants';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import type { ImageCompressorWorker } from '../worker/client';
import ImageCompressorTool from './image-compressor-tool';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

/** Compresses every image to 3 bytes of WebP, one call at a time; `hold` keeps the first call waiting. */
function fakeWorker({ hold = false } = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const names: string[] = [];
  const worker = {
    call: vi.fn(async (_method: string, input: { name: string }) => {
      names.push(input.name);
      if (hold && names.length === 1) await held;
      return {
        blob: new Blob(['abc']),
        width: 64,
        height: 48,
        format: 'webp',
        quality: 80,
        fitsTarget: undefined,
      };
    }),
    warm: vi.fn(),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageCompressorWorker, names, release: () => release() };
}

function renderTool(worker: ImageCompressorWorker, host: Partial<ToolHost> = {}) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, ...host }}>
      <ImageCompressorTool worker={worker} />
    </ToolHostProvider>,
    { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

const photo = (name: string, type = 'image/jpeg', size = 10) => new File(['p'.repeat(size)], name, { type });
const asItems = (...files: File[]): HandOffItem[] => files.map((file) => ({ kind: 'file', file }));

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => clearShelf());

describe('hand-off: receiving', () => {
  it('declares exactly the types it compresses, several at once', () => {
    expect(manifest.accepts.files).toEqual([...ACCEPTED_TYPES]);
    expect(manifest.accepts.multipleFiles).toBe(true);
  });

  it('compresses files handed over before the page opened, as if dropped', async () => {
    const { worker, names } = fakeWorker();
    deliverTo(manifest.id, asItems(photo('beach.jpg'), photo('sky.png', 'image/png')));
    renderTool(worker);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 images compressed.'));
    expect(names).toEqual(['beach.jpg', 'sky.png']);
    const results = screen.getByRole('region', { name: en.results.label });
    expect(within(results).getByText('compressed_beach.webp')).toBeInTheDocument();
    expect(within(results).getByText('compressed_sky.webp')).toBeInTheDocument();
  });

  it('refuses handed-over files with the same checks and messages as dropped ones', async () => {
    const { worker, names } = fakeWorker();
    deliverTo(
      manifest.id,
      asItems(
        photo('icon.ico', 'image/x-icon'),
        photo('IMG_1.HEIC', 'image/heic'),
        photo('huge.jpg', 'image/jpeg', 52_428_801),
      ),
    );
    renderTool(worker);
    expect(toast.error).toHaveBeenCalledWith(en.errors.unsupportedFormat.replace('{{name}}', 'icon.ico'));
    expect(toast.error).toHaveBeenCalledWith(en.errors.heic.replace('{{name}}', 'IMG_1.HEIC'));
    expect(toast.error).toHaveBeenCalledWith(en.errors.fileTooLarge.replace('{{name}}', 'huge.jpg'));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noValidFiles);
    expect(names).toEqual([]);
    expect(screen.queryByRole('region', { name: en.results.label })).not.toBeInTheDocument();
  });

  it('keeps the 20-result limit for handed-over files', async () => {
    const { worker } = fakeWorker();
    deliverTo(manifest.id, asItems(...Array.from({ length: 21 }, (_, index) => photo(`p${index}.jpg`))));
    renderTool(worker);
    expect(toast.error).toHaveBeenCalledWith('Too many files: at most 20. The rest were left out.');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('20 images compressed.'));
  });

  it('lets files handed over during a batch wait for it, then compresses them', async () => {
    const { worker, names, release } = fakeWorker({ hold: true });
    deliverTo(manifest.id, asItems(photo('first.jpg')));
    renderTool(worker);
    await waitFor(() => expect(names).toEqual(['first.jpg']));
    act(() => deliverTo(manifest.id, asItems(photo('second.jpg'))));
    expect(names).toEqual(['first.jpg']);
    release();
    await waitFor(() => expect(names).toEqual(['first.jpg', 'second.jpg']));
    await screen.findByText('compressed_second.webp');
  });
});

describe('hand-off: Open in…', () => {
  const targets = (items: readonly HandOffItem[]): HandOffTarget[] =>
    items.length > 1
      ? [{ id: 'image-collage', name: 'Image Collage' }]
      : [
          { id: 'image-base64', name: 'Image to Base64' },
          { id: 'image-collage', name: 'Image Collage' },
        ];

  async function openMenu(name: string) {
    fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  }

  it('sends one result as its compressed file: output name, MIME type of its format, its bytes', async () => {
    const openIn = vi.fn();
    deliverTo(manifest.id, asItems(photo('beach.jpg')));
    renderTool(fakeWorker().worker, { openIn, handOffTargets: targets });
    await screen.findByText('compressed_beach.webp');
    // One result: no "all results" menu beside the row's own.
    expect(screen.getAllByRole('button', { name: /^Open in…/ })).toHaveLength(1);
    await openMenu('Open in… (compressed_beach.webp)');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image to Base64' }));
    expect(openIn).toHaveBeenCalledTimes(1);
    const [target, items] = openIn.mock.calls[0] as [string, HandOffItem[]];
    expect(target).toBe('image-base64');
    expect(items).toHaveLength(1);
    const file = (items[0] as { file: File }).file;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('compressed_beach.webp');
    expect(file.type).toBe('image/webp');
    expect(await file.text()).toBe('abc');
  });

  it('sends every result together from the results area', async () => {
    const openIn = vi.fn();
    deliverTo(manifest.id, asItems(photo('a.jpg'), photo('b.jpg'), photo('broken.bmp', 'image/bmp')));
    renderTool(fakeWorker().worker, { openIn, handOffTargets: targets });
    await screen.findByText('compressed_b.webp');
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    await openMenu('Open in… (all 3 images)');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image Collage' }));
    const [target, items] = openIn.mock.calls[0] as [string, HandOffItem[]];
    expect(target).toBe('image-collage');
    expect(items.map((item) => (item as { file: File }).file.name)).toEqual([
      'compressed_a.webp',
      'compressed_b.webp',
      'compressed_broken.webp',
    ]);
  });

  it('shows no Open in… without a host that offers it', async () => {
    deliverTo(manifest.id, asItems(photo('a.jpg')));
    renderTool(fakeWorker().worker);
    await screen.findByText('compressed_a.webp');
    expect(screen.queryByRole('button', { name: /^Open in…/ })).not.toBeInTheDocument();
  });
});
