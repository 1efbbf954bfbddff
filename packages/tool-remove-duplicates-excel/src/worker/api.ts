import type { WorkerContext } from '@toolbox/kit/worker-expose';
import type { DedupeConfig } from '../core/config';
import {
  type DedupeResult,
  dedupeTable,
  type OutputLabels,
  openSpreadsheet,
  type SheetSummary,
  type Spreadsheet,
  summarize,
} from '../core/spreadsheet';

/** The last file opened, kept so that choosing a sheet or starting does not read it again. */
let opened: { id: string; spreadsheet: Spreadsheet } | undefined;

function fileId(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/** The file's spreadsheet: the one already read, or read now (progress 0–`share`). */
async function spreadsheetOf(file: File, context: WorkerContext, share: number): Promise<Spreadsheet> {
  const id = fileId(file);
  if (opened?.id === id) return opened.spreadsheet;
  opened = undefined;
  const spreadsheet = await openSpreadsheet(file, file.name, (ratio) =>
    context.progress(ratio * share, 'reading'),
  );
  opened = { id, spreadsheet };
  return spreadsheet;
}

export interface OpenedFile {
  kind: Spreadsheet['kind'];
  sheetNames: string[];
  /** The sheet summarised: the first that has a header and rows. */
  sheet: string;
  summary: SheetSummary;
  separator?: Spreadsheet['separator'];
  encoding?: Spreadsheet['encoding'];
}

/** The duplicate remover's work off the main thread: read, summarise, deduplicate and write. */
export const removeDuplicatesApi = {
  async open({ file }: { file: File }, context: WorkerContext): Promise<OpenedFile> {
    const spreadsheet = await spreadsheetOf(file, context, 0.9);
    let firstError: unknown;
    for (const sheet of spreadsheet.sheetNames) {
      try {
        const summary = summarize(spreadsheet.table(sheet));
        const { kind, sheetNames, separator, encoding } = spreadsheet;
        return { kind, sheetNames, sheet, summary, separator, encoding };
      } catch (error) {
        firstError ??= error;
      }
    }
    throw firstError;
  },

  async sheet({ file, sheet }: { file: File; sheet: string }, context: WorkerContext): Promise<SheetSummary> {
    return summarize((await spreadsheetOf(file, context, 0.9)).table(sheet));
  },

  async dedupe(
    {
      file,
      sheet,
      config,
      labels,
    }: { file: File; sheet: string; config: DedupeConfig; labels: OutputLabels },
    context: WorkerContext,
  ): Promise<DedupeResult> {
    const startedAt = performance.now();
    // The spec's progress: 25% once the file is read, 75% once compared.
    const table = (await spreadsheetOf(file, context, 0.25)).table(sheet);
    context.progress(0.25, 'comparing');
    return dedupeTable({
      table,
      config,
      fileName: file.name,
      labels,
      startedAt,
      onProgress: (ratio) =>
        context.progress(
          ratio < 0.5 ? 0.25 + ratio : 0.75 + (ratio - 0.5) / 2,
          ratio < 0.5 ? 'comparing' : 'writing',
        ),
    });
  },
};

export type RemoveDuplicatesApi = typeof removeDuplicatesApi;
