import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePdf, pagesOf } from '../core/test-pdfs';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { pdfSplitApi } from '../worker/api';
import PdfSplitTool from './pdf-split-tool';

const { toast, downloads, zipFails, hold } = vi.hoisted(() => ({
  hold: { value: false },
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  downloads: [] as { blob: Blob; name: string }[],
  zipFails: { value: false },
}));

vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', async (original) => ({
  ...(await original<typeof import('@toolbox/kit/download')>()),
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));
// ZIP packing can be made to fail, to exercise the one-by-one fallback.
vi.mock('fflate', async (original) => {
  const actual = await original<typeof import('fflate')>();
  class Zip extends actual.Zip {
    override add(file: Parameters<typeof actual.Zip.prototype.add>[0]) {
      if (zipFails.value) throw new Error('zip failed');
      super.add(file);
    }
  }
  return { ...actual, Zip };
});
// jsdom has no Worker: the bridge is replaced by the same API the worker exposes, unwrapping
// the transfer marker as the bridge does.
vi.mock('../worker/client', () => ({
  pdfSplitWorker: {
    async call(
      method: 'countPages' | 'split',
      input: never,
      options: { signal?: AbortSignal; onProgress?(p: { ratio: number; stage?: string }): void } = {},
    ) {
      if (hold.value && method === 'split') {
        // A split that has finished its first part and runs until cancelled.
        options.onProgress?.({ ratio: 1 / 3, stage: '1' });
        return new Promise((_resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      const result = await pdfSplitApi[method](input, {
        progress: (ratio, stage) => options.onProgress?.({ ratio, stage }),
      });
      return typeof result === 'object' && result !== null && 'value' in result ? result.value : result;
    },
    terminate: () => undefined,
  },
}));

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<PdfSplitTool />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

async function pdfFile(pages: number, name = 'report.pdf') {
  return new File([await makePdf(pages)], name, { type: 'application/pdf' });
}

async function addFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('region', { name: en.file.title });
}

beforeEach(() => {
  for (const spy of Object.values(toast)) spy.mockReset();
  downloads.length = 0;
  zipFails.value = false;
  hold.value = false;
});

describe('PdfSplitTool', () => {
  it('shows the upload area and the 3-step help with no file; split says noFile', async () => {
    renderTool();
    expect(screen.getByRole('button', { name: en.upload.label })).toBeInTheDocument();
    const help = screen.getByRole('region', { name: en.help.title });
    expect(within(help).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: en.actions.split }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.noFile);
  });

  it('loads a PDF into a file card (name, size, pages) and removes it', async () => {
    renderTool();
    await addFile(await pdfFile(5));
    const card = screen.getByRole('region', { name: en.file.title });
    expect(within(card).getByText('report.pdf')).toBeInTheDocument();
    expect(within(card).getByText('5 pages')).toBeInTheDocument();
    expect(within(card).getByText('PDF')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('"report.pdf" added.');
    expect(screen.queryByRole('button', { name: en.upload.label })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.help.title })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(toast.success).toHaveBeenCalledWith(en.toasts.fileRemoved);
    expect(screen.getByRole('button', { name: en.upload.label })).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF (invalidFileType) and a broken PDF (invalidPDF)', async () => {
    renderTool();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(toast.error).toHaveBeenCalledWith(en.errors.invalidFileType);
    fireEvent.change(input, {
      target: { files: [new File(['garbage'], 'broken.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        '"broken.pdf" could not be read as a PDF (it may be damaged or password-protected).',
      ),
    );
    expect(screen.queryByRole('region', { name: en.file.title })).not.toBeInTheDocument();
  });

  it('replaces the file by dropping another PDF on its card, and refuses a non-PDF there', async () => {
    renderTool();
    await addFile(await pdfFile(5));
    const card = screen.getByRole('region', { name: en.file.title });
    fireEvent.drop(card, {
      dataTransfer: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(toast.error).toHaveBeenCalledWith(en.errors.invalidFileType);
    // A PDF that cannot be read leaves the loaded one in place.
    fireEvent.drop(card, {
      dataTransfer: { files: [new File(['garbage'], 'broken.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        '"broken.pdf" could not be read as a PDF (it may be damaged or password-protected).',
      ),
    );
    expect(within(card).getByText('report.pdf')).toBeInTheDocument();
    fireEvent.drop(card, { dataTransfer: { files: [await pdfFile(3, 'other.pdf')] } });
    await waitFor(() => expect(within(card).getByText('other.pdf')).toBeInTheDocument());
    expect(within(card).getByText('3 pages')).toBeInTheDocument();
  });

  it('takes several dropped files as a batch: one ZIP, a folder per file (CONTEXT.md § Batch)', async () => {
    renderTool();
    const zone = screen.getByRole('button', { name: en.upload.label });
    fireEvent.drop(zone, {
      dataTransfer: { files: [await pdfFile(2, 'first.pdf'), await pdfFile(3, 'second.pdf')] },
    });
    const batch = await screen.findByRole('region', { name: '2 files' });
    await within(batch).findByText('second.pdf');
    await userEvent.click(screen.getByRole('tab', { name: en.options.everyN }));
    await userEvent.click(screen.getByRole('button', { name: en.actions.split }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^pdf-split-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await (downloads[0] as { blob: Blob }).blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual([
      'first/split-document-1.pdf',
      'first/split-document-2.pdf',
      'second/split-document-1.pdf',
      'second/split-document-2.pdf',
      'second/split-document-3.pdf',
    ]);
    expect(await pagesOf(files['second/split-document-3.pdf'] as Uint8Array)).toEqual([3]);
    const results = screen.getByRole('region', { name: en.batch.resultsTitle });
    expect(within(results).getByText(/3 files in the folder "second"/)).toBeInTheDocument();
  });

  it('says a file without bookmarks cannot be split by bookmarks (CONTEXT.md § By bookmarks)', async () => {
    renderTool();
    await addFile(await pdfFile(3));
    await userEvent.click(screen.getByRole('tab', { name: en.options.bookmarks }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.noBookmarks);
  });

  it('splits by size in the worker and names the parts by the pattern (CONTEXT.md § By size)', async () => {
    renderTool();
    await addFile(await pdfFile(4));
    await userEvent.click(screen.getByRole('tab', { name: en.options.size }));
    const size = screen.getByLabelText(en.options.sizeLabel);
    await userEvent.clear(size);
    await userEvent.type(size, 'x');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(size);
    await userEvent.type(size, '0.0013');
    await userEvent.click(screen.getByRole('button', { name: en.actions.split }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const files = unzipSync(new Uint8Array(await (downloads[0] as { blob: Blob }).blob.arrayBuffer()));
    const parts = await Promise.all(Object.values(files).map((bytes) => pagesOf(bytes)));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat()).toEqual([1, 2, 3, 4]);
    expect(toast.success).toHaveBeenCalledWith(`Done: ${parts.length} files created.`);
    for (const bytes of Object.values(files))
      expect(bytes.length).toBeLessThanOrEqual(Math.floor(0.0013 * 1_048_576));
  });

  it('offers only PDFs in the file picker', () => {
    renderTool();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe(
      'application/pdf,.pdf',
    );
  });

  it('warns above 100 MB but still reads the file', async () => {
    renderTool();
    const file = await pdfFile(2, 'big.pdf');
    Object.defineProperty(file, 'size', { value: 100 * 1024 * 1024 + 1 });
    await addFile(file);
    expect(toast.warning).toHaveBeenCalledWith(en.errors.largeFileWarning.replace('{{limit}}', '100'));
  });

  it('lists the files to be produced, then splits a custom range into a ZIP', async () => {
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(6));
    await user.type(screen.getByLabelText(en.options.customLabel), '1-2, 5');
    const list = screen.getByRole('region', { name: en.parts.title });
    expect(within(list).getByText('split-document-1.pdf: pages 1-2 (2 pages)')).toBeInTheDocument();
    expect(within(list).getByText('split-document-2.pdf: page 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [zip] = downloads;
    expect(zip?.name).toMatch(/^report-split-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(await (zip as { blob: Blob }).blob.arrayBuffer()));
    expect(await pagesOf(files['split-document-1.pdf'] as Uint8Array)).toEqual([1, 2]);
    expect(await pagesOf(files['split-document-2.pdf'] as Uint8Array)).toEqual([5]);
    expect(toast.success).toHaveBeenCalledWith('Done: 2 files created.');
  });

  it('downloads a single part directly as a PDF named from the pattern', async () => {
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(4));
    await user.click(screen.getByRole('tab', { name: en.options.oddEven }));
    await user.click(screen.getByRole('radio', { name: en.options.even }));
    const pattern = screen.getByLabelText(en.options.namePattern);
    await user.clear(pattern);
    await user.type(pattern, 'even-pages');
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('even-pages.pdf');
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    expect(await pagesOf(new Uint8Array(await (downloads[0] as { blob: Blob }).blob.arrayBuffer()))).toEqual([
      2, 4,
    ]);
  });

  it('odd pages are the default of the odd/even tab', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('tab', { name: en.options.oddEven }));
    expect(screen.getByRole('radio', { name: en.options.odd })).toBeChecked();
  });

  it('does not show the blank custom range as an error before the user has typed', async () => {
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(3));
    const range = screen.getByLabelText(en.options.customLabel);
    expect(range).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(en.parts.enterRange)).toBeInTheDocument();
    await user.type(range, 'x');
    expect(range).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter page ranges such as 1-3, 5 using pages between 1 and 3.',
    );
  });

  it('outlines an invalid range and refuses to split (invalidPageRange, empty custom range)', async () => {
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(3));
    const range = screen.getByLabelText(en.options.customLabel);
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    expect(toast.error).toHaveBeenCalledWith('Enter page ranges such as 1-3, 5 using pages between 1 and 3.');
    // Trying to split with the blank range shows it as the error it is.
    expect(range).toHaveAttribute('aria-invalid', 'true');
    await user.type(range, '2-9');
    expect(range).toHaveAttribute('aria-invalid', 'true');
    await user.clear(range);
    await user.type(range, '2-3');
    expect(range).not.toHaveAttribute('aria-invalid');
  });

  it('every N: 0 or more than the page count is invalidPageNumber', async () => {
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(3));
    await user.click(screen.getByRole('tab', { name: en.options.everyN }));
    const every = screen.getByLabelText(en.options.everyNLabel);
    expect(every).toHaveValue('1');
    await user.clear(every);
    await user.type(every, '4');
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    expect(toast.error).toHaveBeenCalledWith('Pages per file must be a whole number from 1 to 3.');
    await user.clear(every);
    await user.type(every, 'two');
    expect(screen.getByText('3 files')).toBeInTheDocument();
  });

  it('downloads the parts one by one when the ZIP cannot be made', async () => {
    zipFails.value = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(3));
    await user.click(screen.getByRole('tab', { name: en.options.everyN }));
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    await waitFor(() => expect(downloads).toHaveLength(3), { timeout: 3000 });
    expect(downloads.map((download) => download.name)).toEqual([
      'split-document-1.pdf',
      'split-document-2.pdf',
      'split-document-3.pdf',
    ]);
    expect(toast.warning).toHaveBeenCalledWith(en.toasts.zipFallback);
  });

  it('opens the preview in a new tab (previewOpened) or says previewError when blocked', async () => {
    renderTool();
    await addFile(await pdfFile(2));
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({} as Window)
      .mockReturnValueOnce(null);
    fireEvent.click(screen.getByRole('button', { name: 'Preview report.pdf' }));
    expect(open).toHaveBeenCalledWith('blob:preview', '_blank');
    expect(toast.success).toHaveBeenCalledWith(en.toasts.previewOpened);
    fireEvent.click(screen.getByRole('button', { name: 'Preview report.pdf' }));
    expect(toast.error).toHaveBeenCalledWith(en.errors.previewError);
  });

  it('quality defaults to high and says honestly what it changes', async () => {
    const user = userEvent.setup();
    renderTool();
    const quality = screen.getByRole('group', { name: en.options.quality });
    expect(within(quality).getByRole('button', { name: en.options.high })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(en.options.qualityNote.high)).toBeInTheDocument();
    await user.click(within(quality).getByRole('button', { name: en.options.low }));
    expect(screen.getByText(en.options.qualityNote.low)).toBeInTheDocument();
  });

  it('shows the current part while splitting, disables the controls, and cancels', async () => {
    hold.value = true;
    const user = userEvent.setup();
    renderTool();
    await addFile(await pdfFile(3));
    await user.click(screen.getByRole('tab', { name: en.options.everyN }));
    await user.click(screen.getByRole('button', { name: en.actions.split }));
    expect(await screen.findByText('Part 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: en.progress.label })).toHaveAttribute(
      'aria-valuenow',
      '33.33333333333333',
    );
    expect(screen.getByRole('button', { name: en.actions.splitting })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove report.pdf' })).toBeDisabled();
    expect(screen.getByLabelText(en.options.everyNLabel)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toast.info).toHaveBeenCalledWith(en.toasts.cancelled);
    expect(screen.getByRole('button', { name: en.actions.split })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('has the same message keys in English and Chinese', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null && !Array.isArray(child)
          ? keys(child, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('button', { name: zh.upload.label })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: zh.options.everyN })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.actions.split })).toBeInTheDocument();
  });
});

describe('PdfSplitTool across tools', () => {
  afterEach(() => clearShelf());

  it('loads a PDF sent from another tool as if it were dropped', async () => {
    deliverTo('pdf-split', [{ kind: 'file', file: await pdfFile(4, 'merged-document.pdf') }]);
    renderWithI18n(
      <ToolHostProvider value={{ toolId: 'pdf-split' }}>
        <PdfSplitTool />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
    const card = await screen.findByRole('region', { name: en.file.title });
    expect(within(card).getByText('merged-document.pdf')).toBeInTheDocument();
    expect(await within(card).findByText('4 pages')).toBeInTheDocument();
  });
});
