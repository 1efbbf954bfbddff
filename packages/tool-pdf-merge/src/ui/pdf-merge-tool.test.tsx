import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeProgress } from '../core/progress';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import PdfMergeTool, { type MergeWorker } from './pdf-merge-tool';

const download = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/kit/download', () => ({ downloadBlob: download, openBlobInNewTab: vi.fn(() => true) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
// pdf.js cannot draw in jsdom (Chromium e2e covers it): thumbnails report a 3-page document.
vi.mock('@toolbox/pdf-kit/preview', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolbox/pdf-kit/preview')>()),
  PdfThumbnails: ({ onLoaded }: { onLoaded(count: number): void }) => {
    queueMicrotask(() => onLoaded(3));
    return null;
  },
}));

beforeEach(() => {
  download.mockReset();
  for (const spy of Object.values(toast)) spy.mockReset();
});

/** Page counts by file name; "bad" names fail like an unreadable PDF. */
function fakeWorker(pages: Record<string, number>) {
  const calls: Array<{ method: string; input: unknown }> = [];
  const worker = {
    call: (async (
      method: string,
      input: { name?: string; files?: unknown },
      options?: { onProgress?(p: unknown): void },
    ) => {
      calls.push({ method, input });
      if (method === 'countPages') {
        const count = pages[input.name ?? ''];
        // As the bridge hands back the kit's PdfReadError: its name and message.
        const locked = input.name?.startsWith('locked');
        if (count === undefined)
          throw Object.assign(new Error(`${locked ? 'encrypted' : 'invalid'} PDF: ${input.name}`), {
            name: 'PdfReadError',
          });
        return count;
      }
      options?.onProgress?.({
        ratio: 0.5,
        stage: encodeProgress({ ratio: 0.5, copied: 1, total: 2, fileName: 'a.pdf', writing: false }),
      });
      return new Blob(['%PDF'], { type: 'application/pdf' });
    }) as MergeWorker['call'],
    terminate: vi.fn(),
  };
  return { worker, calls };
}

function renderTool(worker: MergeWorker, language: TestLanguage = 'en') {
  return renderWithI18n(<PdfMergeTool worker={worker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const pdf = (name: string, size?: number, type = 'application/pdf') => {
  const file = new File(['%PDF'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function add(...files: File[]) {
  await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, files, {
    applyAccept: false,
  });
}

const rangeOf = (name: string) => screen.getByLabelText(`Pages of ${name}`);

describe('PdfMergeTool', () => {
  it('offers only PDFs in the file picker', () => {
    const { worker } = fakeWorker({});
    renderTool(worker);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('application/pdf,.pdf');
    expect(input.multiple).toBe(true);
  });

  it('shows the 3-step help with no files and disables merge below 2 files', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 3 });
    renderTool(worker);
    expect(screen.getByRole('region', { name: en.help.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.settings.merge })).toBeDisabled();
    await add(pdf('a.pdf'));
    await screen.findByText('3 pages', { exact: false });
    expect(screen.getByRole('button', { name: en.settings.merge })).toBeDisabled();
    expect(screen.getByLabelText(en.settings.outputName)).toHaveValue('merged-document');
  });

  it('adds files with counts, checks ranges live, merges in list order and downloads', async () => {
    const { worker, calls } = fakeWorker({ 'a.pdf': 5, 'b.pdf': 3 });
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('b.pdf'));
    expect(toast.success).toHaveBeenCalledWith('Added 2 files');
    await waitFor(() => expect(rangeOf('b.pdf')).toBeEnabled());
    expect(screen.getByRole('heading', { name: '2 files' })).toBeInTheDocument();
    expect(screen.getByText('The merged PDF will have 8 pages.')).toBeInTheDocument();

    await userEvent.clear(rangeOf('a.pdf'));
    await userEvent.type(rangeOf('a.pdf'), '9-5');
    expect(rangeOf('a.pdf')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en.list.invalidRange)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    expect(toast.error).toHaveBeenCalledWith('The page range of a.pdf is not valid.');

    await userEvent.clear(rangeOf('a.pdf'));
    await userEvent.type(rangeOf('a.pdf'), '5,1-2,2');
    expect(rangeOf('a.pdf')).not.toHaveAttribute('aria-invalid');
    expect(
      document.getElementById(rangeOf('a.pdf').getAttribute('aria-describedby') ?? ''),
    ).toHaveTextContent('3 selected');
    expect(screen.getByText('The merged PDF will have 6 pages.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(en.settings.outputName));
    await userEvent.type(screen.getByLabelText(en.settings.outputName), 'Pack');
    await userEvent.click(screen.getByRole('button', { name: en.settings.medium }));
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.any(Blob), 'Pack.pdf'));
    const merge = calls.find((call) => call.method === 'merge')?.input as {
      files: Array<{ name: string; pages: number[] }>;
      title: string;
      quality: string;
    };
    expect(merge.files.map((file) => [file.name, file.pages])).toEqual([
      ['a.pdf', [1, 2, 5]],
      ['b.pdf', [1, 2, 3]],
    ]);
    expect(merge.title).toBe('Pack');
    expect(merge.quality).toBe('medium');
    expect(toast.success).toHaveBeenCalledWith('Merged 6 pages into Pack.pdf');
  });

  it('skips files that are not PDFs, too large or unreadable, keeping the others', async () => {
    const { worker } = fakeWorker({ 'good.pdf': 2, 'other.pdf': 1 });
    renderTool(worker);
    await add(
      pdf('notes.txt', 10, 'text/plain'),
      pdf('huge.pdf', 50 * 1024 * 1024 + 1),
      pdf('good.pdf'),
      pdf('broken.pdf'),
      pdf('other.pdf'),
    );
    expect(toast.error).toHaveBeenCalledWith(en.errors.invalidFileType);
    expect(toast.error).toHaveBeenCalledWith('huge.pdf is larger than 50 MB and was skipped.');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('broken.pdf could not be read as a PDF (it may be damaged).'),
    );
    const list = screen.getByRole('list', { name: en.list.label });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('good.pdf')).toBeInTheDocument();
  });

  it('selects every page of every file again', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 2, 'b.pdf': 2 });
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('b.pdf'));
    await waitFor(() => expect(rangeOf('b.pdf')).toBeEnabled());
    await userEvent.clear(rangeOf('a.pdf'));
    await userEvent.type(rangeOf('a.pdf'), '2');
    await userEvent.click(screen.getByRole('button', { name: en.list.selectAll }));
    expect(rangeOf('a.pdf')).toHaveValue('all');
    expect(toast.success).toHaveBeenCalledWith(en.toasts.allPagesSelected);
  });

  it('sorts by name in natural order and by size, removes and clears', async () => {
    const { worker } = fakeWorker({ 'file10.pdf': 1, 'file2.pdf': 1, 'file1.pdf': 1 });
    renderTool(worker);
    await add(pdf('file10.pdf', 1), pdf('file2.pdf', 30), pdf('file1.pdf', 20));
    const names = () =>
      within(screen.getByRole('list', { name: en.list.label }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    await userEvent.click(screen.getByRole('button', { name: en.list.sortName }));
    expect(names()).toEqual(['file1.pdf', 'file2.pdf', 'file10.pdf']);
    await userEvent.click(screen.getByRole('button', { name: en.list.sortSize }));
    expect(names()).toEqual(['file10.pdf', 'file1.pdf', 'file2.pdf']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove file1.pdf' }));
    expect(names()).toEqual(['file10.pdf', 'file2.pdf']);
    expect(toast.success).toHaveBeenCalledWith(en.toasts.fileRemoved);
    await userEvent.click(screen.getByRole('button', { name: en.list.clearAll }));
    expect(screen.getByRole('region', { name: en.help.title })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(en.toasts.allFilesCleared);
  });

  it('gives every file a keyboard-sortable drag handle', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 1 });
    renderTool(worker);
    await add(pdf('a.pdf'));
    const handle = await screen.findByRole('button', { name: 'Drag a.pdf' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('speaks Chinese', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 2, 'b.pdf': 2 });
    renderTool(worker, 'zh');
    expect(screen.getByRole('button', { name: zh.upload.label })).toBeInTheDocument();
    await add(pdf('a.pdf'), pdf('b.pdf'));
    expect(await screen.findByText('合并后的 PDF 共 4 页。')).toBeInTheDocument();
  });

  it('points a password-protected file to the password remover', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 1 });
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('locked.pdf'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'locked.pdf is password-protected. Unlock it first with the PDF Password Remover.',
      ),
    );
  });

  it('shows progress with the file being copied, and cancels', async () => {
    let reportProgress: ((progress: { ratio: number; stage: string }) => void) | undefined;
    const worker: MergeWorker = {
      call: (async (
        method: string,
        _input: unknown,
        options?: { onProgress?(p: unknown): void; signal?: AbortSignal },
      ) => {
        if (method === 'countPages') return 2;
        reportProgress = options?.onProgress;
        return new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }) as MergeWorker['call'],
      terminate: vi.fn(),
    };
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('b.pdf'));
    await waitFor(() => expect(rangeOf('b.pdf')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    expect(screen.getByRole('button', { name: en.settings.merge })).toBeDisabled();
    await waitFor(() => expect(reportProgress).toBeDefined());
    const at = (ratio: number, copied: number, writing: boolean) =>
      reportProgress?.({
        ratio,
        stage: encodeProgress({ ratio, copied, total: 4, fileName: 'b.pdf', writing }),
      });
    at(3 / 8, 3, false);
    expect(await screen.findByText('b.pdf: 3 of 4 pages')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    // Writing the copied pages out is part of the bar too.
    at(7 / 8, 4, true);
    expect(
      await screen.findByText('b.pdf: writing its pages into the merged PDF (4 of 4 pages copied)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '88');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(worker.terminate).toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith(en.toasts.cancelled);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.settings.merge })).toBeEnabled();
    expect(download).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when merging fails', async () => {
    const worker: MergeWorker = {
      call: (async (method: string) => {
        if (method === 'countPages') return 2;
        throw new Error('boom');
      }) as MergeWorker['call'],
      terminate: vi.fn(),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('b.pdf'));
    await waitFor(() => expect(rangeOf('b.pdf')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.errors.mergeError));
  });

  it('names the file that could not be read (moved or changed since it was added)', async () => {
    const worker: MergeWorker = {
      call: (async (method: string) => {
        if (method === 'countPages') return 2;
        throw Object.assign(new Error('Could not read the input file "b.pdf": NotReadableError: gone'), {
          name: 'InputReadError',
          fileName: 'b.pdf',
        });
      }) as MergeWorker['call'],
      terminate: vi.fn(),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTool(worker);
    await add(pdf('a.pdf'), pdf('b.pdf'));
    await waitFor(() => expect(rangeOf('b.pdf')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(en.errors.fileUnreadable.replace('{{name}}', 'b.pdf')),
    );
  });

  it('passes one bookmark per file and interleaving (back side reversed by default) to the worker', async () => {
    const { worker, calls } = fakeWorker({ 'fronts.pdf': 3, 'backs.pdf': 3, 'extra.pdf': 1 });
    renderTool(worker);
    await add(pdf('fronts.pdf'), pdf('backs.pdf'), pdf('extra.pdf'));
    await waitFor(() => expect(rangeOf('extra.pdf')).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: en.settings.bookmarks }));
    await userEvent.click(screen.getByRole('checkbox', { name: en.settings.interleave }));
    expect(screen.getByRole('checkbox', { name: en.settings.reverseSecond })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.interleaveNeedsTwo);
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.interleaveNeedsTwo);
    await userEvent.click(screen.getByRole('button', { name: 'Remove extra.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'merge')?.input).toMatchObject({
      bookmarks: true,
      interleave: { reverseSecond: true },
    });
  });

  it('previews a file and opens it in a new tab', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 3 });
    renderTool(worker);
    await add(pdf('a.pdf'));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview a.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of a.pdf' });
    expect(await within(dialog).findByText('3 pages')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.preview.openInTab }));
    expect(toast.success).toHaveBeenCalledWith(en.toasts.previewOpened);
  });
});

describe('PdfMergeTool across tools', () => {
  afterEach(() => clearShelf());

  it('adds PDFs sent from another tool, and offers the merged file to the tools that take a PDF', async () => {
    const { worker } = fakeWorker({ 'a.pdf': 2, 'unlocked.pdf': 3 });
    deliverTo('pdf-merge', [
      { kind: 'file', file: pdf('a.pdf') },
      { kind: 'file', file: pdf('unlocked.pdf') },
    ]);
    const openIn = vi.fn();
    renderWithI18n(
      <ToolHostProvider
        value={{
          toolId: 'pdf-merge',
          openIn,
          handOffTargets: () => [{ id: 'pdf-split', name: 'PDF Split' }],
        }}
      >
        <PdfMergeTool worker={worker} />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
    await waitFor(() => expect(rangeOf('unlocked.pdf')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: en.settings.merge }));
    const result = await screen.findByRole('region', { name: en.result.title });
    expect(within(result).getByText('merged-document.pdf')).toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: en.result.downloadAgain }));
    expect(download).toHaveBeenLastCalledWith(expect.any(File), 'merged-document.pdf');
    await userEvent.click(within(result).getByRole('button', { name: 'Open in…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open in PDF Split' }));
    const [target, items] = openIn.mock.lastCall ?? [];
    expect(target).toBe('pdf-split');
    expect(items[0].file).toMatchObject({ name: 'merged-document.pdf', type: 'application/pdf' });
  });
});
