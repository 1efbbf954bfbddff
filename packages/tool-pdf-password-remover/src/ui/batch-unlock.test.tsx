import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import PdfPasswordRemoverTool, { type UnlockWorker } from './pdf-password-remover-tool';

const download = vi.hoisted(() => vi.fn());
vi.mock('@toolbox/kit/download', () => ({ downloadBlob: download }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

beforeEach(() => {
  download.mockReset();
  for (const spy of Object.values(toast)) spy.mockReset();
});

type Item = { file: File; name: string; password: string };

/**
 * A worker whose files are described by name: `plain*` is not encrypted, `broken*` unreadable,
 * `other*` opens with "other", every other file with "common".
 */
function fakeWorker() {
  const calls: Array<{ method: string; input: unknown }> = [];
  const worker = {
    call: (async (
      method: string,
      input: { file?: File; items?: Item[]; files?: unknown[] },
      options?: { onProgress?(p: unknown): void },
    ) => {
      calls.push({ method, input });
      if (method === 'inspect') {
        const name = input.file?.name ?? '';
        if (name.startsWith('plain')) throw new Error('NOT_ENCRYPTED');
        if (name.startsWith('broken')) throw new Error('LOAD_ERROR: not a PDF');
        return 'password-required';
      }
      if (method === 'zip') return new Blob(['zip'], { type: 'application/zip' });
      return (input.items ?? []).map((item, index) => {
        options?.onProgress?.({
          ratio: index / (input.items?.length ?? 1),
          stage: JSON.stringify({ index, name: item.name }),
        });
        if (item.name.startsWith('plain')) return { status: 'not-encrypted' };
        const expected = item.name.startsWith('other') ? 'other' : 'common';
        return item.password === expected
          ? { status: 'unlocked', file: new Blob(['%PDF'], { type: 'application/pdf' }) }
          : { status: 'failed', error: 'WRONG_PASSWORD' };
      });
    }) as UnlockWorker['call'],
    terminate: vi.fn(),
  };
  return { worker, calls };
}

/** The items a worker call was given. */
const itemsOf = (call: { input: unknown } | undefined) => (call as { input: { items: Item[] } }).input.items;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function chooseSeveral(...files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, files, { applyAccept: false });
}

describe('several files (CONTEXT.md § Batch)', () => {
  it('unlocks every file with one password, gives each its own result, retries one with its own password, and zips all', async () => {
    const { worker, calls } = fakeWorker();
    renderWithI18n(<PdfPasswordRemoverTool worker={worker} />, {
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    await chooseSeveral(pdf('a.pdf'), pdf('other.pdf'), pdf('plain.pdf'), pdf('broken.pdf'));
    const list = await screen.findByRole('region', { name: '4 files' });
    await within(list).findByText(en.batch.notEncrypted);
    await within(list).findByText(en.batch.unreadable);
    const run = screen.getByRole('button', { name: 'Remove passwords from 3 files' });
    await waitFor(() => expect(screen.getAllByText(en.file.encrypted)).toHaveLength(2));
    expect(run).toBeDisabled(); // no password yet
    await userEvent.type(screen.getByLabelText(en.batch.password), 'common');
    await userEvent.click(run);

    const other = await screen.findByRole('region', { name: 'other.pdf' });
    expect(await within(other).findByText(en.errors.WRONG_PASSWORD)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'a.pdf' })).getByText(en.batch.unlocked),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'plain.pdf' })).getByText(en.batch.passedOn),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'broken.pdf' })).getByText(en.errors.LOAD_ERROR),
    ).toBeInTheDocument();
    expect(toast.warning).toHaveBeenCalled();
    // The broken file is never sent; each file gets the common password.
    expect(
      itemsOf(calls.find((call) => call.method === 'unlockMany')).map((item) => [item.name, item.password]),
    ).toEqual([
      ['a.pdf', 'common'],
      ['other.pdf', 'common'],
      ['plain.pdf', 'common'],
    ]);

    await userEvent.type(within(other).getByLabelText('Password for other.pdf'), 'other');
    await userEvent.click(within(other).getByRole('button', { name: en.batch.retry }));
    expect(await within(other).findByText(en.batch.unlocked)).toBeInTheDocument();
    expect(itemsOf(calls.at(-1)).map((item) => [item.name, item.password])).toEqual([['other.pdf', 'other']]);

    await userEvent.click(screen.getByRole('button', { name: 'Download a-unlocked.pdf' }));
    expect(download).toHaveBeenLastCalledWith(expect.any(Blob), 'a-unlocked.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Download all 3 as ZIP' }));
    await waitFor(() =>
      expect(download).toHaveBeenLastCalledWith(
        expect.any(Blob),
        expect.stringMatching(/^unlocked-pdfs-.*\.zip$/),
      ),
    );
    expect(
      (calls.at(-1) as { input: { files: Array<{ name: string }> } }).input.files.map((file) => file.name),
    ).toEqual(['a-unlocked.pdf', 'other-unlocked.pdf', 'plain.pdf']);
  });

  it('one file chosen keeps the single-file screen', async () => {
    const { worker } = fakeWorker();
    renderWithI18n(<PdfPasswordRemoverTool worker={worker} />, {
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    await chooseSeveral(pdf('a.pdf'));
    expect(await screen.findByLabelText(en.file.outputName)).toHaveValue('a-unlocked');
    expect(screen.queryByLabelText(en.batch.password)).not.toBeInTheDocument();
  });
});
