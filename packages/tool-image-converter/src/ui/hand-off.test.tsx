import { act, fireEvent, screen, within } from '@testing-library/react';
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
import type { ImageConverterWorker } from '../worker/client';
import ImageConverterTool from './image-converter-tool';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

function fakeWorker() {
  const names: string[] = [];
  const worker = {
    call: vi.fn(async (_method: string, input: { name: string }) => {
      names.push(input.name);
      return { blob: new Blob(['done']), width: 120, height: 90 };
    }),
    warm: vi.fn(),
    terminate: vi.fn(),
  };
  return { worker: worker as unknown as ImageConverterWorker, names };
}

function renderTool(worker: ImageConverterWorker, host: Partial<ToolHost> = {}) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, ...host }}>
      <ImageConverterTool worker={worker} />
    </ToolHostProvider>,
    { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

const image = (name: string, type = 'image/png', size = 6) => new File(['p'.repeat(size)], name, { type });
const asItems = (...files: File[]): HandOffItem[] => files.map((file) => ({ kind: 'file', file }));
const fileOf = (item: HandOffItem | undefined) => (item as { file: File }).file;

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => clearShelf());

describe('hand-off: receiving', () => {
  it('lists images handed over before the page opened, as if dropped, and converts them on Convert all', async () => {
    const { worker, names } = fakeWorker();
    deliverTo(manifest.id, asItems(image('a.png'), image('b.webp', 'image/webp')));
    renderTool(worker);
    const list = screen.getByRole('region', { name: en.list.label });
    expect(within(list).getByText('a.png')).toBeInTheDocument();
    expect(within(list).getByText('b.webp')).toBeInTheDocument();
    expect(names).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
    await screen.findByText('b.jpg');
    expect(names).toEqual(['a.png', 'b.webp']);
  });

  it('refuses what the drop zone refuses, with its messages, and keeps the rest', () => {
    deliverTo(
      manifest.id,
      asItems(
        image('notes.pdf', 'application/pdf'),
        image('huge.png', 'image/png', 52_428_801),
        image('ok.png'),
      ),
    );
    renderTool(fakeWorker().worker);
    expect(toast.error).toHaveBeenCalledWith(en.errors.invalidFile.replace('{{name}}', 'notes.pdf'));
    expect(toast.error).toHaveBeenCalledWith('huge.png is larger than 50 MB and was skipped.');
    expect(screen.getByRole('heading', { name: '1 image' })).toBeInTheDocument();
  });
});

describe('hand-off: Open in…', () => {
  const handOffTargets = (items: readonly HandOffItem[]) =>
    items.length > 1
      ? [{ id: 'image-collage', name: 'Image Collage' }]
      : [{ id: 'image-base64', name: 'Image to Base64' }];

  async function convert(format: string, ...files: File[]) {
    await userEvent.selectOptions(screen.getByLabelText(en.settings.format), format);
    act(() => deliverTo(manifest.id, asItems(...files)));
    // A delivery while the page is open arrives at once.
    await userEvent.click(screen.getByRole('button', { name: en.actions.convertAll }));
  }

  it('sends one result as its converted file, and all image results together', async () => {
    const openIn = vi.fn();
    renderTool(fakeWorker().worker, { openIn, handOffTargets });
    await convert('webp', image('a.png'), image('b.png'));
    await screen.findByText('b.webp');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in… (a.webp)' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image to Base64' }));
    const [target, items] = openIn.mock.calls[0] as [string, HandOffItem[]];
    expect(target).toBe('image-base64');
    expect(fileOf(items[0]).name).toBe('a.webp');
    expect(fileOf(items[0]).type).toBe('image/webp');
    expect(await fileOf(items[0]).text()).toBe('done');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in… (all 2 images)' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image Collage' }));
    const [, all] = openIn.mock.calls[1] as [string, HandOffItem[]];
    expect(all.map((item) => [fileOf(item).name, fileOf(item).type])).toEqual([
      ['a.webp', 'image/webp'],
      ['b.webp', 'image/webp'],
    ]);
  });

  it('hands an ICO on as image/x-icon, and never a favicon set (a ZIP)', async () => {
    const openIn = vi.fn();
    renderTool(fakeWorker().worker, { openIn, handOffTargets });
    await convert('ico', image('logo.png'));
    await screen.findByText('favicon.ico');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in… (favicon.ico)' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Image to Base64' }));
    expect(fileOf((openIn.mock.calls[0] as [string, HandOffItem[]])[1][0]).type).toBe('image/x-icon');

    await convert('favicon', image('mark.png'));
    await screen.findByText('mark-favicons.zip');
    expect(screen.queryByRole('button', { name: 'Open in… (mark-favicons.zip)' })).not.toBeInTheDocument();
    // The results area offers only the image results: one ICO, no "all" menu.
    expect(screen.queryByRole('button', { name: /all \d+ images/ })).not.toBeInTheDocument();
  });
});
