/**
 * A spreadsheet as the tool sees it (CONTEXT.md Rules: Reading): headers, and rows whose cells are
 * read as text. A CSV's cells are its fields; a workbook's are SheetJS cells, kept whole so that
 * the xlsx output carries their formulas, number formats and types (core/xlsx.ts).
 */
import { type CsvRecord, recordFields, type Separator } from './csv';

export type FileKind = 'xlsx' | 'csv';

export interface Table {
  kind: FileKind;
  headers: string[];
  rowCount: number;
  /** The texts of a row's cells by column (row 0 is the first data row); may be shorter than the headers. */
  fields(row: number): readonly string[];
  /** The text of one cell as the user sees it ('' when empty). */
  text(row: number, column: number): string;
  /** The JavaScript value of a cell for type detection: number, boolean, Date or text. */
  value(row: number, column: number): unknown;
  /** The row number the user sees for a data row: a sheet's own row, a CSV's record (header 1). */
  rowNumber(row: number): number;
  /** A CSV's separator. */
  separator?: Separator;
  /**
   * For a CSV record read without quotes and with one field per header: its line, the fields
   * joined by `separator` (the fast path of comparing and writing whole rows).
   */
  line?(row: number): string | undefined;
}

/** A header cell left empty is called Column_N (N counts from 1). */
export function headerName(text: string, column: number): string {
  return text.trim() === '' ? `Column_${column + 1}` : text;
}

function fieldCount(line: string, separator: string): number {
  let count = 1;
  for (let at = line.indexOf(separator); at >= 0; at = line.indexOf(separator, at + 1)) count++;
  return count;
}

/** A table over CSV records; the first record is the header. */
export function csvTable(records: CsvRecord[], separator: Separator = ','): Table {
  const headers = records.length > 0 ? recordFields(records[0] as CsvRecord, separator).map(headerName) : [];
  const fields = (row: number): readonly string[] => {
    const record = records[row + 1];
    return record === undefined ? [] : recordFields(record, separator);
  };
  // Whether a record's line is usable whole (one field per header), worked out once: comparing and
  // writing both ask, and counting separators is a pass over the line.
  const wholeLine = new Uint8Array(records.length); // 0 not known yet, 1 yes, 2 no
  return {
    kind: 'csv',
    headers,
    rowCount: Math.max(0, records.length - 1),
    fields,
    text: (row, column) => fields(row)[column] ?? '',
    value: (row, column) => fields(row)[column] ?? '',
    rowNumber: (row) => row + 2,
    separator,
    line(row) {
      const record = records[row + 1];
      if (typeof record !== 'string') return undefined;
      let known = wholeLine[row + 1];
      if (known === 0) {
        known = fieldCount(record, separator) === headers.length ? 1 : 2;
        wholeLine[row + 1] = known;
      }
      return known === 1 ? record : undefined;
    },
  };
}
