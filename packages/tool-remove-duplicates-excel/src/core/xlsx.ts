/**
 * Workbooks read through SheetJS CE (`@e965/xlsx`; CONTEXT.md Rules: Workbooks), dense, with
 * formulas and number formats; the rows to write are the kept rows' own cells (`xlsx-writer.ts`
 * writes them), so formulas, dates, number formats and text such as `00123` come out as they went
 * in. Only the worker and the bench import this file.
 */
import { type CellObject, read, SSF, utils, type WorkBook, type WorkSheet } from '@e965/xlsx';
import type { DuplicateSearch } from './dedupe';
import { moveFormulaRows, rowMoves } from './formula';
import { headerName, type Table } from './table';
import type { CellRow } from './xlsx-writer';

export class SpreadsheetError extends Error {
  override name = 'SpreadsheetError';
  constructor(
    readonly problem:
      | 'excelParse'
      | 'noSheet'
      | 'emptyFile'
      | 'noHeaders'
      | 'noData'
      | 'csvParse'
      | 'readFailed',
    readonly reason = '',
  ) {
    super(reason ? `${problem}: ${reason}` : problem);
  }
}

export function readWorkbook(data: Uint8Array): WorkBook {
  if (data.length === 0) throw new SpreadsheetError('emptyFile');
  try {
    // `cellHTML: false`: SheetJS would also render every text cell as HTML (`h`), which nothing
    // here reads: 627 → 590 MB at the read's peak on the bench's 200,000-row sheet.
    return read(data, {
      type: 'array',
      dense: true,
      cellFormula: true,
      cellNF: true,
      cellDates: false,
      cellHTML: false,
    });
  } catch (error) {
    throw new SpreadsheetError('excelParse', error instanceof Error ? error.message : String(error));
  }
}

function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  return cell.v == null ? '' : String(cell.v);
}

function isDateCell(cell: CellObject): boolean {
  return cell.t === 'd' || (cell.t === 'n' && typeof cell.z === 'string' && SSF.is_date(cell.z));
}

export interface SheetTable extends Table {
  sheet: WorkSheet;
  /** The sheet row (0-based) of the header, and of each data row. */
  headerRow: number;
  sourceRows: Int32Array;
  firstColumn: number;
  lastColumn: number;
}

/**
 * A sheet as a table: its first row is the header; rows with no text at all are not data (a
 * formatted but empty row at the end of a range is common).
 */
export function sheetTable(sheet: WorkSheet): SheetTable {
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const range = sheet['!ref'] ? utils.decode_range(sheet['!ref']) : undefined;
  const headerRow = range?.s.r ?? 0;
  const firstColumn = range?.s.c ?? 0;
  const lastColumn = range?.e.c ?? -1;
  const headers: string[] = [];
  for (let column = firstColumn; column <= lastColumn; column++)
    headers.push(headerName(cellText(data[headerRow]?.[column]), column - firstColumn));
  const rows: number[] = [];
  for (let row = headerRow + 1; range && row <= range.e.r; row++) {
    const cells = data[row];
    if (!cells) continue;
    for (let column = firstColumn; column <= lastColumn; column++)
      if (cellText(cells[column]) !== '') {
        rows.push(row);
        break;
      }
  }
  const sourceRows = Int32Array.from(rows);
  const at = (row: number, column: number) => data[sourceRows[row] as number]?.[firstColumn + column];
  const hasHeaders = headers.length > 0 && data[headerRow]?.some((cell) => cellText(cell).trim() !== '');
  return {
    kind: 'xlsx',
    headers: hasHeaders ? headers : [],
    rowCount: sourceRows.length,
    fields(row) {
      const cells = data[sourceRows[row] as number] ?? [];
      const texts: string[] = [];
      for (let column = firstColumn; column <= lastColumn; column++) texts.push(cellText(cells[column]));
      return texts;
    },
    text: (row, column) => cellText(at(row, column)),
    value(row, column) {
      const cell = at(row, column);
      if (!cell) return '';
      if (isDateCell(cell)) return cell.t === 'd' ? cell.v : new Date(0);
      if (cell.t === 'n' || cell.t === 'b') return cell.v;
      return cellText(cell);
    },
    rowNumber: (row) => (sourceRows[row] as number) + 1,
    sheet,
    headerRow,
    sourceRows,
    firstColumn,
    lastColumn,
  };
}

/**
 * The kept rows of a sheet, the header first, each cell the original's (type, value, number
 * format, formula with its references moved), for `writeXlsx`.
 */
export function* keptRows(table: SheetTable, kept: Int32Array): Generator<CellRow> {
  const source = (table.sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const { headerRow, sourceRows, firstColumn, lastColumn } = table;
  const lastSourceRow = sourceRows.length > 0 ? (sourceRows[sourceRows.length - 1] as number) : headerRow;
  // Where each sheet row went: the header to row 0, the kept rows after it, all else removed.
  const map = new Int32Array(lastSourceRow + 1).fill(-1);
  map[headerRow] = 0;
  kept.forEach((row, index) => {
    map[sourceRows[row] as number] = index + 1;
  });
  const moves = rowMoves(map, kept.length + 1);
  const copyRow = (sheetRow: number): CellRow => {
    const cells = source[sheetRow] ?? [];
    const out: (CellObject | undefined)[] = [];
    for (let column = firstColumn; column <= lastColumn; column++) {
      const cell = cells[column];
      if (cell) out[column] = cell.f ? { ...cell, f: moveFormulaRows(cell.f, moves) } : cell;
    }
    return out;
  };
  yield copyRow(headerRow);
  for (const row of kept) yield copyRow(sourceRows[row] as number);
}

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/**
 * Whether a text is a number a spreadsheet can store without changing how it reads: no leading
 * zero, no trailing decimal zero, no sign but minus, not -0, at most 15 digits (a double's).
 */
export function isPlainNumber(text: string): boolean {
  return PLAIN_NUMBER.test(text) && text !== '-0' && text.replace(/[-.]/g, '').length <= 15;
}

/**
 * Rows of text as cells: a text that is a plain number becomes a number cell; every other text,
 * `00123`, `+1`, a 16-digit id, a date or `=1+1`, stays text (CONTEXT.md Rules: Output).
 */
export function textCells(values: readonly string[]): CellRow {
  const cells: CellObject[] = [];
  for (let column = 0; column < values.length; column++) {
    const text = values[column] ?? '';
    if (text !== '') cells[column] = isPlainNumber(text) ? { t: 'n', v: Number(text) } : { t: 's', v: text };
  }
  return cells;
}

/**
 * The removed rows of a sheet: two number columns first (the row, the row it repeats), then the
 * row's own cells, values kept but formulas dropped (their references point into the source).
 */
export function* removedRows(
  table: SheetTable,
  search: DuplicateSearch,
  labels: [string, string],
): Generator<CellRow> {
  const source = (table.sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const { firstColumn, lastColumn } = table;
  const shift = (row: number) => {
    const cells = source[row] ?? [];
    const out: CellObject[] = [];
    for (let column = firstColumn; column <= lastColumn; column++) {
      const cell = cells[column];
      if (!cell) continue;
      const { f: _formula, F: _arrayRange, ...value } = cell;
      out[column - firstColumn + 2] = value;
    }
    return out;
  };
  const header = shift(table.headerRow);
  header[0] = { t: 's', v: labels[0] };
  header[1] = { t: 's', v: labels[1] };
  yield header;
  for (let index = 0; index < search.removed.length; index++) {
    const cells = shift(table.sourceRows[search.removed[index] as number] as number);
    cells[0] = { t: 'n', v: table.rowNumber(search.removed[index] as number) };
    cells[1] = { t: 'n', v: table.rowNumber(search.duplicateOf[index] as number) };
    yield cells;
  }
}
