import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
import type { ImageCollageWorker } from '../worker/client';
import ImageCollageTool from './image-collage-tool';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

/** jsdom decodes no images: this one is 400×300. */
class FakeImage {
  src = '';
  naturalWidth = 400;
  naturalHeight = 300;
  decode() {
    return Promise.resolve();
  }
}

interface RenderInput {
  images: Array<{ name: string }>;
}

/** Draws a 7-byte "collage"; with `hold`, the first render waits for `release`. */
function fakeWorker({ hold = false } = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const renders: RenderInput[] = [];
  const worker = {
    call: vi.fn(async (_method: string, input: RenderInput) => {
      renders.push(input);
      if (hold && renders.length === 1) await held;
      return new Blob(['collage']);
    }),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageCollageWorker, renders, release: () => release() };
}

function renderTool(worker: ImageCollageWorker, host: Partial<ToolHost> = {}) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, ...host }}>
      <ImageCollageTool worker={worker} />
    </ToolHostProvider>,
    { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

const photo = (name: string, type = 'image/jpeg', size = 6) => new File(['p'.repeat(size)], name, { type });
const asItems = (...files: File[]): HandOffItem[] => files.map((file) => ({ kind: 'file', file }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn((file: File) => `blob:${file.name}`) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => clearShelf());

describe('hand-off: receiving', () => {
  it('adds images handed over before the page opened as pieces, in their order', async () => {
    const { worker, renders } = fakeWorker();
    deliverTo(manifest.id, asItems(photo('compressed_a.jpg'), photo('compressed_b.webp', 'image/webp')));
    renderTool(worker);
    expect(await screen.findByRole('heading', { name: '2 images' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Collage preview with 2 images' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await screen.findByText(/collage-.*\.png is ready/);
    expect(renders[0]?.images.map((image) => image.name)).toEqual(['compressed_a.jpg', 'compressed_b.webp']);
  });

  it('refuses what the drop zone refuses, with its messages, and adds the rest', async () => {
    deliverTo(
      manifest.id,
      asItems(photo('notes.txt', 'text/plain'), photo('huge.png', 'image/png', 52_428_801), photo('ok.png')),
    );
    renderTool(fakeWorker().worker);
    expect(await screen.findByRole('heading', { name: '1 image' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('notes.txt is not an image.');
    expect(toast.error).toHaveBeenCalledWith('huge.png is larger than 50 MB.');
  });

  it('keeps images handed over while a collage is drawn until it is done, so the file matches the preview', async () => {
    const { worker, renders, release } = fakeWorker({ hold: true });
    deliverTo(manifest.id, asItems(photo('a.jpg')));
    renderTool(worker);
    await screen.findByRole('heading', { name: '1 image' });
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await waitFor(() => expect(renders).toHaveLength(1));
    act(() => deliverTo(manifest.id, asItems(photo('b.jpg'))));
    expect(screen.getByRole('heading', { name: '1 image' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '2 images' })).toBeInTheDocument();
    // The new piece changed the collage: the file made before it is gone.
    expect(screen.queryByText(/collage-.*\.png is ready/)).not.toBeInTheDocument();
  });
});

describe('hand-off: Open in…', () => {
  it('sends the generated collage as a file with its name and the MIME type of its format', async () => {
    const openIn = vi.fn();
    const handOffTargets = vi.fn(() => [{ id: 'image-compressor', name: 'Image Compressor' }]);
    deliverTo(manifest.id, asItems(photo('a.jpg'), photo('b.jpg')));
    renderTool(fakeWorker().worker, { openIn, handOffTargets });
    await screen.findByRole('heading', { name: '2 images' });
    // Nothing to send before a collage is generated.
    expect(screen.queryByRole('button', { name: 'Open in…' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.output.format), 'webp');
    await userEvent.click(screen.getByRole('button', { name: en.actions.generate }));
    await screen.findByText(/collage-.*\.webp is ready/);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image Compressor' }));
    const [target, items] = openIn.mock.calls[0] as [string, HandOffItem[]];
    expect(target).toBe('image-compressor');
    const file = (items[0] as { file: File }).file;
    expect(file.name).toMatch(/^collage-\d{4}-\d{2}-\d{2}-\d{6}\.webp$/);
    expect(file.type).toBe('image/webp');
    expect(await file.text()).toBe('collage');
  });
});
