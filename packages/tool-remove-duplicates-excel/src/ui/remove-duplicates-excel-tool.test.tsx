import { utils, write } from '@e965/xlsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { removeDuplicatesApi } from '../worker/api';
import type { RemoveDuplicatesWorker } from '../worker/client';
import RemoveDuplicatesExcelTool from './remove-duplicates-excel-tool';

const { toast, downloadBlob } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  downloadBlob: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadBlob }));

/** The worker's API run in the test's own thread; `failDedupe` makes processing fail once. */
let failDedupe = false;
const inProcessWorker = {
  call: async (method: keyof typeof removeDuplicatesApi, input: never) => {
    if (method === 'dedupe' && failDedupe) {
      failDedupe = false;
      throw new Error('disk full');
    }
    return removeDuplicatesApi[method](input, { progress: () => {} });
  },
  terminate: vi.fn(),
  warm: vi.fn(),
} as unknown as RemoveDuplicatesWorker;

let fileCount = 0;
/** A CSV file; each gets its own modification time, as two real files would. */
function csv(text: string, name = 'people.csv') {
  return new File([text], name, { type: 'text/csv', lastModified: 1_700_000_000_000 + fileCount++ });
}

const PEOPLE = [
  'id,name,city,team',
  '1,Ann,Paris,red',
  '2,Bob,Rome,red',
  '3,Ann,Paris,red',
  '4, ann ,paris,red',
  '5,Cy,Oslo,blue',
  '6,Ann,Paris,red',
].join('\n');

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<RemoveDuplicatesExcelTool worker={inProcessWorker} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

async function upload(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
}

const currentStep = () =>
  screen.getByRole('navigation', { name: en.steps.label }).querySelector('[aria-current="step"]');

beforeEach(() => {
  vi.clearAllMocks();
  failDedupe = false;
});

describe('RemoveDuplicatesExcelTool', () => {
  it('starts on the upload step with the help panel', () => {
    renderTool();
    expect(currentStep()).toHaveTextContent(en.steps.upload);
    expect(screen.getByRole('button', { name: new RegExp(en.upload.drop) })).toBeInTheDocument();
    expect(screen.getByText(en.help.privacy)).toBeInTheDocument();
  });

  it('reads a CSV: file facts, the first 5 rows, the recommended columns chosen', async () => {
    renderTool();
    await upload(csv(PEOPLE));
    await waitFor(() => expect(currentStep()).toHaveTextContent(en.steps.configure));
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'First 5 rows' });
    expect(within(preview).getAllByRole('row')).toHaveLength(6);
    // team (2 of 6 unique), city and name are repeated; id is not.
    expect(screen.getByRole('checkbox', { name: 'team' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'city' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'name' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'id' })).not.toBeChecked();
    expect(toast.success).toHaveBeenCalledWith(
      '6 rows read; 3 columns chosen for you from their repeated values.',
    );
  });

  it('refuses an unsupported file with a dismissible alert and a toast', async () => {
    renderTool();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    const message = 'notes.txt is not a supported file: choose an .xlsx, .xls or .csv file.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    await userEvent.click(screen.getByRole('button', { name: en.upload.dismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about a file over 20 MB but still reads it', async () => {
    renderTool();
    await upload(csv(`a,b\n1,${'x'.repeat(21 * 1024 * 1024)}\n2,y\n`, 'big.csv'));
    await waitFor(() => expect(currentStep()).toHaveTextContent(en.steps.configure));
    expect(toast.warning).toHaveBeenCalledWith(
      'big.csv is 21 MB, over 20 MB: it will work, but reading and comparing take longer.',
    );
  });

  it.each([
    ['an empty file', '', en.errors.emptyFile],
    ['a header only', 'a,b\n', en.errors.noData],
  ])('says so for %s', async (_name, text, message) => {
    renderTool();
    await upload(csv(text));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentStep()).toHaveTextContent(en.steps.upload);
  });

  it('needs a column to start, and warns about redundant or many choices', async () => {
    renderTool();
    await upload(csv(PEOPLE));
    const start = await screen.findByRole('button', { name: en.process.start });
    await userEvent.click(screen.getByRole('button', { name: en.columns.clearAll }));
    expect(start).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.noColumns);
    await userEvent.click(screen.getByRole('button', { name: en.columns.selectRecommended }));
    expect(start).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: en.normalization.removeSpaces }));
    expect(screen.getByText(en.normalization.spacesAndTrim)).toBeInTheDocument();
  });

  it('previews normalisation on 5 rows and the duplicates in the first 100', async () => {
    renderTool();
    await upload(csv(PEOPLE));
    await userEvent.click(await screen.findByRole('button', { name: en.columns.clearAll }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'name' }));
    expect(screen.getByText('In the first 6 rows, 2 rows would be removed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: en.normalization.toLowerCase }));
    expect(screen.getByText('In the first 6 rows, 3 rows would be removed.')).toBeInTheDocument();
    const sample = screen.getByRole('table', { name: 'How the first 5 rows compare' });
    expect(within(sample).getByText('⟨ ann ⟩')).toBeInTheDocument();
    expect(within(sample).getAllByText('⟨ann⟩').length).toBeGreaterThan(0);
  });

  it('processes, downloads the result, offers the removed rows, then a new file', async () => {
    renderTool();
    await upload(csv(PEOPLE));
    await userEvent.click(await screen.findByRole('button', { name: en.columns.clearAll }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'name' }));
    await userEvent.click(screen.getByRole('button', { name: en.process.start }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(en.steps.download));
    expect(downloadBlob).toHaveBeenCalledTimes(1);
    const [output, outputName] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(outputName).toBe('people_dedupe_result.csv');
    expect(await output.text()).toContain(
      '1,Ann,Paris,red\r\n2,Bob,Rome,red\r\n4, ann ,paris,red\r\n5,Cy,Oslo,blue',
    );
    expect(toast.success).toHaveBeenLastCalledWith(
      '6 rows checked: 4 kept, 2 duplicates removed (1 columns compared).',
    );
    const stats = screen.getByRole('region', { name: en.result.title });
    expect(within(stats).getByText('33.3%')).toBeInTheDocument();
    expect(within(stats).getByText('66.7%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: en.result.downloadRemoved }));
    const [removed, removedName] = downloadBlob.mock.calls[1] as [Blob, string];
    expect(removedName).toBe('people_removed_duplicates.csv');
    expect(await removed.text()).toContain(
      'Row,Duplicate of row,id,name,city,team\r\n4,2,3,Ann,Paris,red\r\n7,2,6,Ann,Paris,red',
    );
    await userEvent.click(screen.getByRole('button', { name: en.result.downloadAgain }));
    expect(downloadBlob).toHaveBeenCalledTimes(3);

    await userEvent.click(screen.getByRole('button', { name: en.result.changeSettings }));
    expect(currentStep()).toHaveTextContent(en.steps.configure);
    await userEvent.click(screen.getByRole('button', { name: en.process.start }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(en.steps.download));
    await userEvent.click(screen.getByRole('button', { name: en.result.processNew }));
    expect(currentStep()).toHaveTextContent(en.steps.upload);
  });

  it('shows a processing failure with a retry', async () => {
    renderTool();
    await upload(csv(PEOPLE));
    failDedupe = true;
    await userEvent.click(await screen.findByRole('button', { name: en.process.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Processing failed: disk full');
    expect(currentStep()).toHaveTextContent(en.steps.process);
    await userEvent.click(screen.getByRole('button', { name: en.process.retry }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(en.steps.download));
  });

  it('offers the sheets of a workbook and reads the one chosen', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['name'], ['Ann'], ['Bob']]), 'People');
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['sku', 'qty'],
        ['A', 1],
        ['A', 1],
        ['B', 2],
      ]),
      'Stock',
    );
    renderTool();
    await upload(new File([write(book, { type: 'array', bookType: 'xlsx' })], 'book.xlsx'));
    const picker = await screen.findByRole('combobox', { name: en.file.sheet });
    expect(picker).toHaveValue('People');
    await userEvent.selectOptions(picker, 'Stock');
    expect(await screen.findByRole('checkbox', { name: 'sku' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'XLSX' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Chinese', async () => {
    renderTool('zh');
    expect(screen.getByText(zh.help.title)).toBeInTheDocument();
    await upload(csv(PEOPLE));
    expect(await screen.findByRole('button', { name: zh.process.start })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: zh.normalization.title })).toBeInTheDocument();
  });
});
