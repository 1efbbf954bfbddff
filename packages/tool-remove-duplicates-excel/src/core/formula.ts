/**
 * Formulas after rows are removed (CONTEXT.md Rules: Formulas). Excel's own "delete rows" moves
 * every reference to a row that moved, turns a reference to a deleted row into #REF! and shrinks a
 * range to the rows left in it; this does the same for A1 references to the deduplicated sheet.
 * References to other sheets (`Sheet2!A5`), whole columns (`A:A`) and text in quotes are left as
 * they are.
 */

/** Where each old row (0-based) went: its new row, or -1 when it was removed. */
export interface RowMoves {
  newRow(oldRow: number): number;
  /** The first kept row in old rows from..to (inclusive), or -1. */
  firstKept(from: number, to: number): number;
  /** The last kept row in old rows from..to (inclusive), or -1. */
  lastKept(from: number, to: number): number;
}

/**
 * Row moves from a table of where old rows 0..map.length-1 went; rows past its end move up by the
 * rows that left above them.
 */
export function rowMoves(map: Int32Array, rowsAfter: number): RowMoves {
  const shiftPast = map.length - rowsAfter;
  const newRow = (oldRow: number) => (oldRow < map.length ? (map[oldRow] as number) : oldRow - shiftPast);
  return {
    newRow,
    firstKept(from, to) {
      for (let row = from; row <= to; row++) if (newRow(row) >= 0) return row;
      return -1;
    },
    lastKept(from, to) {
      for (let row = to; row >= from; row--) if (newRow(row) >= 0) return row;
      return -1;
    },
  };
}

const CELL = String.raw`(\$?)([A-Z]{1,3})(\$?)([1-9]\d{0,6})`;
// A reference not preceded by a name character, a sheet's `!` or `$`, and not followed by one or
// by `(` (so LOG10( is a function, not column LOG row 10).
const REFERENCE = new RegExp(`(^|[^A-Za-z0-9_.!$'\\]])${CELL}(?::${CELL})?(?![A-Za-z0-9_(!])`, 'g');

function cell(dollarColumn: string, column: string, dollarRow: string, row: number): string {
  return `${dollarColumn}${column}${dollarRow}${row + 1}`;
}

function moveReferences(text: string, moves: RowMoves): string {
  return text.replace(
    REFERENCE,
    (
      _match,
      before: string,
      c1: string,
      col1: string,
      r1: string,
      row1: string,
      c2?: string,
      col2?: string,
      r2?: string,
      row2?: string,
    ) => {
      const start = Number(row1) - 1;
      if (col2 === undefined || row2 === undefined) {
        const moved = moves.newRow(start);
        return `${before}${moved < 0 ? '#REF!' : cell(c1, col1, r1, moved)}`;
      }
      const end = Number(row2) - 1;
      const [low, high] = start <= end ? [start, end] : [end, start];
      const first = moves.firstKept(low, high);
      if (first < 0) return `${before}#REF!`;
      const last = moves.lastKept(low, high);
      return `${before}${cell(c1, col1, r1, moves.newRow(first))}:${cell(c2 ?? '', col2, r2 ?? '', moves.newRow(last))}`;
    },
  );
}

/** A formula (without its `=`) with its references to moved rows moved. */
export function moveFormulaRows(formula: string, moves: RowMoves): string {
  // Split off string literals ("..." with "" inside) so text is never rewritten.
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, index) => (index % 2 === 1 ? part : moveReferences(part, moves)))
    .join('');
}
