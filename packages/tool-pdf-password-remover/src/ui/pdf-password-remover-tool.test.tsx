import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnlockError } from '../core/errors';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import PdfPasswordRemoverTool, { type UnlockWorker } from './pdf-password-remover-tool';

const download = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/kit/download', () => ({ downloadBlob: download }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

beforeEach(() => {
  download.mockReset();
  for (const spy of Object.values(toast)) spy.mockReset();
});

type Encryption = 'password-required' | 'restrictions-only';

/** A worker whose answers the test decides; `decrypt` succeeds only for `password`. */
function fakeWorker({ encryption = 'password-required' as Encryption | Error, password = 'right' } = {}) {
  const calls: Array<{ method: string; input: { password?: string } }> = [];
  const worker = {
    call: (async (
      method: string,
      input: { password?: string },
      options?: { onProgress?(p: unknown): void },
    ) => {
      calls.push({ method, input });
      if (method === 'inspect') {
        if (encryption instanceof Error) throw encryption;
        return encryption;
      }
      options?.onProgress?.({ ratio: 0.4, stage: 'decrypting' });
      if (input.password !== password) throw new Error('WRONG_PASSWORD');
      return new Uint8Array([37, 80, 68, 70]);
    }) as UnlockWorker['call'],
    terminate: vi.fn(),
  };
  return { worker, calls };
}

function renderTool(worker: UnlockWorker, language: TestLanguage = 'en') {
  return renderWithI18n(<PdfPasswordRemoverTool worker={worker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

function pdfFile(name = 'report.pdf', type = 'application/pdf', size?: number) {
  const file = new File(['%PDF-1.7'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, file, { applyAccept: false });
}

describe('PdfPasswordRemoverTool', () => {
  it('offers only PDFs in the file picker', () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    expect((document.querySelector('input[type=file]') as HTMLInputElement).accept).toBe(
      'application/pdf,.pdf',
    );
  });

  it('loads an encrypted file, refuses a wrong password and downloads <name>-unlocked.pdf', async () => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    expect(await screen.findByText(en.file.encrypted)).toBeInTheDocument();
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText(en.file.outputName)).toHaveValue('report-unlocked');
    expect(screen.getByLabelText(en.file.outputName)).toHaveAttribute('placeholder', 'unlocked-document');

    const button = screen.getByRole('button', { name: en.status.removePassword });
    expect(button).toBeDisabled(); // a blank password
    await userEvent.type(screen.getByLabelText(en.file.password), '   ');
    expect(button).toBeDisabled();

    await userEvent.clear(screen.getByLabelText(en.file.password));
    await userEvent.type(screen.getByLabelText(en.file.password), 'wrong');
    await userEvent.click(button);
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Incorrect password. Please try again.');
    expect(download).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(en.file.password));
    await userEvent.type(screen.getByLabelText(en.file.password), 'right');
    await userEvent.click(button);
    expect(await screen.findByText(en.status.completed)).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'report-unlocked.pdf');
    expect(calls.at(-1)).toEqual({
      method: 'decrypt',
      input: expect.objectContaining({ password: 'right' }),
    });
    expect(screen.getByRole('button', { name: en.status.processAnother })).toBeInTheDocument();
  });

  it('appends .pdf to a typed output name when missing', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    await screen.findByText(en.file.encrypted);
    await userEvent.clear(screen.getByLabelText(en.file.outputName));
    await userEvent.type(screen.getByLabelText(en.file.outputName), 'clear copy');
    await userEvent.type(screen.getByLabelText(en.file.password), 'right');
    await userEvent.click(screen.getByRole('button', { name: en.status.removePassword }));
    await screen.findByText(en.status.completed);
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'clear copy.pdf');
  });

  it('shows and hides the password', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    const field = await screen.findByLabelText(en.file.password);
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('unlocks a restrictions-only file without asking for a password', async () => {
    const { worker, calls } = fakeWorker({ encryption: 'restrictions-only', password: '' });
    renderTool(worker);
    await choose(pdfFile());
    expect(await screen.findByText(en.file.restrictionsOnly)).toBeInTheDocument();
    expect(screen.queryByLabelText(en.file.password)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.status.removePassword }));
    await screen.findByText(en.status.completed);
    expect(calls.at(-1)?.input.password).toBe('');
  });

  it.each([
    [pdfFile('notes.txt', 'text/plain'), en.errors.INVALID_FILE],
    [pdfFile('big.pdf', 'application/pdf', 50 * 1024 * 1024 + 1), 'The file is larger than 50 MB.'],
  ])('refuses %s before reading it', async (file, message) => {
    const { worker, calls } = fakeWorker();
    renderTool(worker);
    await choose(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(calls).toEqual([]);
  });

  it.each([
    ['NOT_ENCRYPTED', en.errors.NOT_ENCRYPTED],
    ['LOAD_ERROR', en.errors.LOAD_ERROR],
    ['something else', en.errors.UNKNOWN],
  ])('reports a %s check failure in the status card and a toast', async (thrown, message) => {
    const { worker } = fakeWorker({ encryption: new Error(thrown) });
    renderTool(worker);
    await choose(pdfFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(message);
    await userEvent.click(screen.getByRole('button', { name: en.status.processAnother }));
    expect(screen.getByRole('button', { name: en.dropZone.label })).toBeInTheDocument();
  });

  it('cancels a check by terminating the worker', async () => {
    const worker = { call: vi.fn(() => new Promise<never>(() => {})), terminate: vi.fn() };
    renderTool(worker as unknown as UnlockWorker);
    await choose(pdfFile());
    expect(await screen.findByText(en.status.checking)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: en.status.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await userEvent.click(screen.getByRole('button', { name: en.status.cancel }));
    expect(worker.terminate).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.dropZone.label })).toBeInTheDocument();
  });

  it('removes the file', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    await screen.findByText(en.file.encrypted);
    await userEvent.click(screen.getByRole('button', { name: en.file.remove }));
    await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
  });

  it('replaces the file with another dropped on its card, which gets its own default name', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    await screen.findByText(en.file.encrypted);
    const card = screen.getByRole('region', { name: en.file.title });
    fireEvent.drop(card, { dataTransfer: { files: [pdfFile('notes.txt', 'text/plain')] } });
    expect(toast.error).toHaveBeenCalledWith(en.errors.INVALID_FILE);
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    fireEvent.drop(card, { dataTransfer: { files: [pdfFile('second.pdf')] } });
    await waitFor(() => expect(screen.getByLabelText(en.file.outputName)).toHaveValue('second-unlocked'));
    expect(screen.getByText('second.pdf')).toBeInTheDocument();
  });

  it('says what an output name with unsafe characters will be saved as', async () => {
    const { worker } = fakeWorker();
    renderTool(worker);
    await choose(pdfFile());
    await screen.findByText(en.file.encrypted);
    await userEvent.clear(screen.getByLabelText(en.file.outputName));
    await userEvent.type(screen.getByLabelText(en.file.outputName), 'a/b');
    expect(screen.getByLabelText(en.file.outputName)).toHaveAccessibleDescription('Saves as a_b.pdf');
    await userEvent.type(screen.getByLabelText(en.file.password), 'right');
    await userEvent.click(screen.getByRole('button', { name: en.status.removePassword }));
    await screen.findByText(en.status.completed);
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'a_b.pdf');
  });

  it('speaks Chinese', async () => {
    const { worker } = fakeWorker();
    renderTool(worker, 'zh');
    expect(screen.getByRole('button', { name: zh.dropZone.label })).toBeInTheDocument();
    await choose(pdfFile());
    expect(await screen.findByText(zh.file.encrypted)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(zh.file.password), 'x');
    await userEvent.click(screen.getByRole('button', { name: zh.status.removePassword }));
    expect(await screen.findByText('密码错误，请重试。')).toBeInTheDocument();
  });

  it('uses the wrong-password key for a typed error object too', () => {
    expect(new UnlockError('WRONG_PASSWORD').type).toBe('WRONG_PASSWORD');
  });
});

describe('PdfPasswordRemoverTool across tools', () => {
  afterEach(() => clearShelf());

  function renderHosted(worker: UnlockWorker, openIn = vi.fn()) {
    renderWithI18n(
      <ToolHostProvider
        value={{
          toolId: 'pdf-password-remover',
          openIn,
          handOffTargets: () => [{ id: 'pdf-merge', name: 'PDF Merge' }],
        }}
      >
        <PdfPasswordRemoverTool worker={worker} />
      </ToolHostProvider>,
      { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
    );
    return openIn;
  }

  it('opens one PDF sent from another tool, and offers the unlocked file to the merge tool', async () => {
    const { worker } = fakeWorker();
    deliverTo('pdf-password-remover', [{ kind: 'file', file: pdfFile('merged.pdf') }]);
    const openIn = renderHosted(worker);
    expect(await screen.findByText(en.file.encrypted)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(en.file.password), 'right');
    await userEvent.click(screen.getByRole('button', { name: en.status.removePassword }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open in…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open in PDF Merge' }));
    const [target, items] = openIn.mock.lastCall ?? [];
    expect(target).toBe('pdf-merge');
    expect(items[0].file).toMatchObject({ name: 'merged-unlocked.pdf', type: 'application/pdf' });
  });

  it('opens several PDFs sent at once on the batch screen', async () => {
    const { worker } = fakeWorker();
    deliverTo('pdf-password-remover', [
      { kind: 'file', file: pdfFile('a.pdf') },
      { kind: 'file', file: pdfFile('b.pdf') },
    ]);
    renderHosted(worker);
    expect(await screen.findByRole('heading', { name: '2 files' })).toBeInTheDocument();
  });
});
