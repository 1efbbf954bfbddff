import type { DiffLine, DiffPart, DiffPartType, SideCell, SideRow, TextDiffResult } from './model';

/**
 * The result in a few typed arrays and one string per column, for the trip from the worker: a
 * 100,000-line diff as objects costs the main thread ~250 ms to deserialise, packed it is a memcpy.
 * Rows are unpacked one at a time, only those on screen.
 */
export interface PackedRows {
  count: number;
  /** Row kind (see KIND_CODES) plus MOVED_FLAG; EMPTY_CELL for a side-by-side filler. */
  kinds: Uint8Array;
  /** Unified: old line number; side by side: the cell's line number. 0 = none. */
  firstNumbers: Int32Array;
  /** Unified: new line number. 0 = none. */
  secondNumbers: Int32Array;
  /** All contents, one after another; row i is text.slice(offsets[i], offsets[i + 1]). */
  text: string;
  offsets: Int32Array;
  /** Highlighted parts of row i are partTypes/partLengths[partStarts[i] .. partStarts[i + 1]). */
  partStarts: Int32Array;
  partTypes: Uint8Array;
  partLengths: Int32Array;
}

export type PackedResult = Omit<TextDiffResult, 'lines' | 'rows'> & {
  lines: PackedRows;
  left: PackedRows;
  right: PackedRows;
};

const KINDS = ['unchanged', 'added', 'removed', 'modified'] as const;
const PART_TYPES: readonly DiffPartType[] = ['unchanged', 'added', 'removed'];
export const MOVED_FLAG = 0x10;
export const EMPTY_CELL = 0xff;

interface Packable {
  type: DiffLine['type'];
  content: string;
  parts?: DiffPart[];
  moved?: boolean;
}

function pack<T>(
  items: readonly T[],
  view: (item: T) => Packable | undefined,
  numbers: (item: T) => [number, number],
): PackedRows {
  const count = items.length;
  const kinds = new Uint8Array(count);
  const firstNumbers = new Int32Array(count);
  const secondNumbers = new Int32Array(count);
  const offsets = new Int32Array(count + 1);
  const partStarts = new Int32Array(count + 1);
  const texts: string[] = [];
  const partTypes: number[] = [];
  const partLengths: number[] = [];
  let offset = 0;
  items.forEach((item, index) => {
    const row = view(item);
    offsets[index] = offset;
    partStarts[index] = partTypes.length;
    if (!row) {
      kinds[index] = EMPTY_CELL;
      return;
    }
    kinds[index] = KINDS.indexOf(row.type) | (row.moved ? MOVED_FLAG : 0);
    [firstNumbers[index], secondNumbers[index]] = numbers(item);
    texts.push(row.content);
    offset += row.content.length;
    const parts = row.parts;
    // A row of one kind needs no parts: its kind says it all.
    if (parts?.some((part) => part.type !== parts[0]?.type)) {
      for (const part of parts) {
        partTypes.push(PART_TYPES.indexOf(part.type));
        partLengths.push(part.text.length);
      }
    }
  });
  offsets[count] = offset;
  partStarts[count] = partTypes.length;
  return {
    count,
    kinds,
    firstNumbers,
    secondNumbers,
    text: texts.join(''),
    offsets,
    partStarts,
    partTypes: Uint8Array.from(partTypes),
    partLengths: Int32Array.from(partLengths),
  };
}

export function packResult({ lines, rows, ...rest }: TextDiffResult): PackedResult {
  return {
    ...rest,
    lines: pack(
      lines,
      (line) => line,
      (line) => [line.oldLineNumber ?? 0, line.newLineNumber ?? 0],
    ),
    left: pack(
      rows,
      (row) => row.left,
      (row) => [row.left?.lineNumber ?? 0, 0],
    ),
    right: pack(
      rows,
      (row) => row.right,
      (row) => [row.right?.lineNumber ?? 0, 0],
    ),
  };
}

/** The typed arrays of a packed result, to transfer rather than copy. */
export function packedBuffers(result: PackedResult): ArrayBuffer[] {
  return [result.lines, result.left, result.right].flatMap((rows) =>
    [
      rows.kinds,
      rows.firstNumbers,
      rows.secondNumbers,
      rows.offsets,
      rows.partStarts,
      rows.partTypes,
      rows.partLengths,
    ].map((array) => array.buffer as ArrayBuffer),
  );
}

function unpackCommon(rows: PackedRows, index: number): Packable | undefined {
  const code = rows.kinds[index] as number;
  if (code === EMPTY_CELL) return undefined;
  const start = rows.offsets[index] as number;
  const content = rows.text.slice(start, rows.offsets[index + 1]);
  const row: Packable = { type: KINDS[code & 0x0f] as DiffLine['type'], content };
  if (code & MOVED_FLAG) row.moved = true;
  const from = rows.partStarts[index] as number;
  const to = rows.partStarts[index + 1] as number;
  if (to > from) {
    let at = 0;
    row.parts = [];
    for (let k = from; k < to; k++) {
      const length = rows.partLengths[k] as number;
      row.parts.push({
        type: PART_TYPES[rows.partTypes[k] as number] as DiffPartType,
        text: content.slice(at, at + length),
      });
      at += length;
    }
  }
  return row;
}

/** Row `index` of the unified view. */
export function unpackLine(rows: PackedRows, index: number): DiffLine {
  const line: DiffLine = unpackCommon(rows, index) as DiffLine;
  if (rows.firstNumbers[index]) line.oldLineNumber = rows.firstNumbers[index];
  if (rows.secondNumbers[index]) line.newLineNumber = rows.secondNumbers[index];
  return line;
}

/** Row `index` of the side-by-side view. */
export function unpackSideRow(left: PackedRows, right: PackedRows, index: number): SideRow {
  const row: SideRow = {};
  const cell = (rows: PackedRows): SideCell | undefined => {
    const common = unpackCommon(rows, index);
    return common && { ...common, lineNumber: rows.firstNumbers[index] as number };
  };
  const leftCell = cell(left);
  const rightCell = cell(right);
  if (leftCell) row.left = leftCell;
  if (rightCell) row.right = rightCell;
  return row;
}

/**
 * The change blocks of a view (CONTEXT.md § Change navigation): each run of rows that are not all
 * unchanged, as `[start, end)` row ranges. A side-by-side filler counts as changed (it only ever
 * stands beside a change). One pass over the kinds: 100,000 rows cost well under a millisecond.
 */
export function changeBlocks(columns: readonly PackedRows[]): Array<[number, number]> {
  const count = columns[0]?.count ?? 0;
  const blocks: Array<[number, number]> = [];
  let start = -1;
  for (let index = 0; index < count; index++) {
    let isChanged = false;
    for (const column of columns) if (column.kinds[index] !== 0) isChanged = true;
    if (isChanged && start < 0) start = index;
    else if (!isChanged && start >= 0) {
      blocks.push([start, index]);
      start = -1;
    }
  }
  if (start >= 0) blocks.push([start, count]);
  return blocks;
}
