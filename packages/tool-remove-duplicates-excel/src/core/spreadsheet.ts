/**
 * Opening a file and deduplicating it, end to end (what the worker runs; CONTEXT.md Rules).
 * Only the worker and the bench import this file: it pulls in SheetJS.
 */
import { type ColumnInfo, columnInfo, recommendedColumns } from './columns';
import { checkConfig, type DedupeConfig } from './config';
import { DEDUPE_PREVIEW_ROWS, OUTPUT_SHEET } from './constants';
import { CSV_BOM, CSV_NEWLINE, type CsvRecord, createCsvReader, csvLine, type Separator } from './csv';
import { type DedupeStats, findDuplicates } from './dedupe';
import { outputName } from './names';
import { blobChunks, readTextChunks, type TextEncodingName } from './read-text';
import { csvTable, type FileKind, type Table } from './table';
import {
  keptRows,
  readWorkbook,
  removedRows,
  type SheetTable,
  SpreadsheetError,
  sheetTable,
  textCells,
} from './xlsx';
import { type CellRow, writeXlsx } from './xlsx-writer';

export { SpreadsheetError };

export interface Spreadsheet {
  kind: FileKind;
  /** Sheet names (a CSV has one, named after nothing: ''). */
  sheetNames: string[];
  table(sheet: string): Table;
  separator?: Separator;
  encoding?: TextEncodingName;
}

/** The kind of file by its extension (.xlsx and .xls are workbooks), or undefined. */
export function fileKind(name: string): FileKind | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx') || lower.endsWith('.xls')) return 'xlsx';
  return undefined;
}

/** Reads a CSV or workbook file; `onProgress` gets 0–1 of the bytes read. */
export async function openSpreadsheet(
  file: Blob,
  name: string,
  onProgress?: (ratio: number) => void,
): Promise<Spreadsheet> {
  const kind = fileKind(name);
  if (!kind) throw new SpreadsheetError('csvParse', 'unsupported');
  if (file.size === 0) throw new SpreadsheetError('emptyFile');
  if (kind === 'csv') {
    let records: CsvRecord[] = [];
    let reader = createCsvReader({ onRecord: (fields) => records.push(fields) });
    const encoding = await readTextChunks(
      () => blobChunks(file, onProgress),
      (text) => reader.push(text),
      () => {
        records = [];
        reader = createCsvReader({ onRecord: (fields) => records.push(fields) });
      },
    );
    reader.finish();
    const table = csvTable(records, reader.separator);
    return { kind, sheetNames: [''], table: () => table, separator: reader.separator, encoding };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    throw new SpreadsheetError('readFailed', error instanceof Error ? error.message : String(error));
  }
  onProgress?.(0.5);
  const book = readWorkbook(bytes);
  if (book.SheetNames.length === 0) throw new SpreadsheetError('noSheet');
  const tables = new Map<string, SheetTable>();
  return {
    kind,
    sheetNames: book.SheetNames,
    table(sheet) {
      const worksheet = book.Sheets[sheet];
      if (!worksheet) throw new SpreadsheetError('noSheet');
      const known = tables.get(sheet);
      if (known) return known;
      const table = sheetTable(worksheet);
      tables.set(sheet, table);
      return table;
    },
  };
}

/** Throws the spec's upload errors for a table that cannot be deduplicated. */
export function assertUsable(table: Table): void {
  if (table.headers.length === 0) throw new SpreadsheetError('noHeaders');
  if (table.rowCount === 0) throw new SpreadsheetError('noData');
}

export interface SheetSummary {
  headers: string[];
  columns: ColumnInfo[];
  recommended: number[];
  rowCount: number;
  /** The first 100 data rows as text: the preview (5) and the configure step's preview (100). */
  rows: string[][];
}

export function summarize(table: Table): SheetSummary {
  assertUsable(table);
  const columns = columnInfo(table);
  const rows: string[][] = [];
  for (let row = 0; row < Math.min(DEDUPE_PREVIEW_ROWS, table.rowCount); row++)
    rows.push(table.headers.map((_, column) => table.text(row, column)));
  return {
    headers: table.headers,
    columns,
    recommended: recommendedColumns(columns),
    rowCount: table.rowCount,
    rows,
  };
}

/** Text labels the outputs carry, in the page's language. */
export interface OutputLabels {
  resultSuffix: string;
  removedSuffix: string;
  rowColumn: string;
  duplicateOfColumn: string;
}

export interface OutputFile {
  blob: Blob;
  fileName: string;
}

export interface DedupeResult {
  stats: DedupeStats;
  output: OutputFile;
  /** The removed rows with the row each repeats; absent when nothing was removed. */
  removed?: OutputFile;
}

const MIME: Record<FileKind, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Lines per string handed to the Blob: never one string of the whole file (a million rows is ~80 MB of text, twice in memory while joined). */
const CSV_BATCH_LINES = 10_000;

function csvBlob(lines: string[]): Blob {
  const parts: string[] = [CSV_BOM];
  for (let start = 0; start < lines.length; start += CSV_BATCH_LINES) {
    parts.push(lines.slice(start, start + CSV_BATCH_LINES).join(CSV_NEWLINE) + CSV_NEWLINE);
  }
  if (lines.length === 0) parts.push(CSV_NEWLINE);
  return new Blob(parts, { type: MIME.csv });
}

/** A row's texts, one per header. */
function textRow(table: Table, row: number): string[] {
  const fields = table.fields(row);
  if (fields.length === table.headers.length) return fields as string[];
  return table.headers.map((_, column) => fields[column] ?? '');
}

/** A row as an output CSV line: a comma-separated line read whole is written as it was. */
function outputLine(table: Table, row: number): string {
  if (table.separator === ',') {
    const line = table.line?.(row);
    if (line !== undefined && !line.includes('\r')) return line;
  }
  return csvLine(textRow(table, row));
}

/**
 * Deduplicates a table and writes the result (and the removed rows) in the chosen format, columns
 * in their original order. `onProgress` gets 0–1: compare until 0.5, then write.
 */
export function dedupeTable({
  table,
  config,
  fileName,
  labels,
  onProgress,
  startedAt = performance.now(),
}: {
  table: Table;
  config: DedupeConfig;
  fileName: string;
  labels: OutputLabels;
  onProgress?: (ratio: number) => void;
  startedAt?: number;
}): DedupeResult {
  const check = checkConfig(config, table.headers);
  if (check.error) throw new Error(`invalid config: ${check.error}`);
  const search = findDuplicates({
    table,
    columns: config.selectedColumns,
    normalization: config.normalization,
    keepStrategy: config.keepStrategy,
    onProgress: (ratio) => onProgress?.(ratio / 2),
  });
  onProgress?.(0.5);
  const format = config.outputFormat;
  const sheet = table.kind === 'xlsx' ? (table as SheetTable) : undefined;

  const workbook = (rows: Iterable<CellRow>, columns?: SheetTable['sheet']['!cols']) =>
    writeXlsx({ rows, sheetName: OUTPUT_SHEET, columns });
  const textRows = function* (
    header: readonly string[],
    rows: Iterable<readonly string[]>,
  ): Generator<CellRow> {
    yield textCells(header);
    for (const row of rows) yield textCells(row);
  };
  const keptTexts = function* () {
    for (const row of search.kept) yield textRow(table, row);
  };
  const removedTexts = function* () {
    for (let index = 0; index < search.removed.length; index++)
      yield [
        String(table.rowNumber(search.removed[index] as number)),
        String(table.rowNumber(search.duplicateOf[index] as number)),
        ...textRow(table, search.removed[index] as number),
      ];
  };

  let output: Blob;
  if (format === 'xlsx' && sheet) output = workbook(keptRows(sheet, search.kept), sheet.sheet['!cols']);
  else if (format === 'xlsx') output = workbook(textRows(table.headers, keptTexts()));
  else {
    const lines = [csvLine(table.headers)];
    for (const row of search.kept) lines.push(outputLine(table, row));
    output = csvBlob(lines);
  }
  onProgress?.(0.85);

  let removed: Blob | undefined;
  if (search.removed.length > 0) {
    const header = [labels.rowColumn, labels.duplicateOfColumn, ...table.headers];
    if (format === 'xlsx' && sheet)
      removed = workbook(removedRows(sheet, search, [labels.rowColumn, labels.duplicateOfColumn]));
    else if (format === 'xlsx') removed = workbook(textRows(header, removedTexts()));
    else removed = csvBlob([csvLine(header), ...Array.from(removedTexts(), csvLine)]);
  }
  onProgress?.(1);
  const stats: DedupeStats = {
    originalRows: table.rowCount,
    duplicateRows: search.removed.length,
    uniqueRows: search.kept.length,
    processedColumns: config.selectedColumns.length,
    processingTime: performance.now() - startedAt,
  };
  return {
    stats,
    output: { blob: output, fileName: outputName(fileName, labels.resultSuffix, format) },
    removed: removed && { blob: removed, fileName: outputName(fileName, labels.removedSuffix, format) },
  };
}
