import {
  countsOf,
  type DiffCounts,
  type DiffLine,
  type DiffPart,
  type DiffPartType,
  type SideCell,
  type SideRow,
} from './model';
import { diffSequences } from './myers';
import { createInterner, isLineBreak, splitChars, splitWords } from './tokenize';

export interface InlineDiff {
  /** Runs of text of one kind, in order; old text = unchanged + removed, new = unchanged + added. */
  parts: DiffPart[];
  /** Words (word mode, whitespace not counted) or characters (char mode, line breaks not counted). */
  counts: DiffCounts;
  isMinimal: boolean;
}

const opType = { equal: 'unchanged', delete: 'removed', insert: 'added' } as const;

/** Word or character diff of two texts, as highlighted runs. */
export function diffInline({
  oldText,
  newText,
  mode,
  onProgress,
}: {
  oldText: string;
  newText: string;
  mode: 'word' | 'char';
  onProgress?: (ratio: number) => void;
}): InlineDiff {
  const split = mode === 'word' ? splitWords : splitChars;
  const oldTokens = split(oldText);
  const newTokens = split(newText);
  const intern = createInterner();
  const a = intern(oldTokens);
  const b = intern(newTokens);
  const { runs, isMinimal } = diffSequences({ a, b, idCount: intern.size, onProgress });
  const counted =
    mode === 'word' ? (token: string) => token.trim() !== '' : (token: string) => !isLineBreak(token);
  const tally = { unchanged: 0, removed: 0, added: 0 };
  const parts: DiffPart[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  for (const run of runs) {
    const type = opType[run.op];
    const fromOld = run.op !== 'insert';
    const tokens = fromOld ? oldTokens : newTokens;
    const start = fromOld ? oldIndex : newIndex;
    const slice = tokens.slice(start, start + run.count);
    for (const token of slice) if (counted(token)) tally[type]++;
    if (run.op !== 'insert') oldIndex += run.count;
    if (run.op !== 'delete') newIndex += run.count;
    const text = slice.join('');
    const last = parts[parts.length - 1];
    if (last?.type === type) last.text += text;
    else if (text !== '') parts.push({ type, text });
  }
  return { parts, counts: countsOf(tally.added, tally.removed, tally.unchanged), isMinimal };
}

interface RowBuilder {
  parts: DiffPart[];
  types: Set<DiffPartType>;
}

const newRow = (): RowBuilder => ({ parts: [], types: new Set() });

function rowType(types: Set<DiffPartType>): DiffLine['type'] {
  if (types.size === 1) return [...types][0] as DiffPartType;
  return types.size === 0 ? 'unchanged' : 'modified';
}

const content = (parts: DiffPart[]) => parts.map((part) => part.text).join('');

/**
 * Lays inline parts out as rows. Unified: a row ends at every line break, old or new. Side by side:
 * the old column breaks at old line breaks, the new column at new ones, and both meet again at each
 * unchanged line break, the shorter column padded with empty rows.
 */
export function buildInlineRows(parts: readonly DiffPart[]): { lines: DiffLine[]; rows: SideRow[] } {
  const lines: DiffLine[] = [];
  const rows: SideRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  let unified = newRow();
  let left = newRow();
  let right = newRow();
  let leftPending: SideCell[] = [];
  let rightPending: SideCell[] = [];

  const add = (row: RowBuilder, type: DiffPartType, text: string) => {
    row.types.add(type);
    if (text === '') return;
    const last = row.parts[row.parts.length - 1];
    if (last?.type === type) last.text += text;
    else row.parts.push({ type, text });
  };
  const endUnified = (breakType?: DiffPartType) => {
    if (breakType) unified.types.add(breakType);
    const hasOld = unified.types.has('unchanged') || unified.types.has('removed');
    const hasNew = unified.types.has('unchanged') || unified.types.has('added');
    const line: DiffLine = {
      type: rowType(unified.types),
      content: content(unified.parts),
      parts: unified.parts,
    };
    if (hasOld) line.oldLineNumber = oldLine;
    if (hasNew) line.newLineNumber = newLine;
    lines.push(line);
    unified = newRow();
  };
  const cell = (row: RowBuilder, lineNumber: number): SideCell => ({
    type: rowType(row.types),
    content: content(row.parts),
    lineNumber,
    parts: row.parts,
  });
  const pushPairs = (lefts: SideCell[], rights: SideCell[]) => {
    for (let k = 0; k < Math.max(lefts.length, rights.length); k++) {
      const row: SideRow = {};
      if (lefts[k]) row.left = lefts[k];
      if (rights[k]) row.right = rights[k];
      rows.push(row);
    }
  };
  // At an unchanged line break both columns end a row that shares that unchanged text: those two
  // rows go side by side, and the rows before them (changed only) pair from the top.
  const flushPending = (isSync: boolean) => {
    if (isSync && leftPending.length > 0 && rightPending.length > 0) {
      const lastLeft = leftPending.pop() as SideCell;
      const lastRight = rightPending.pop() as SideCell;
      pushPairs(leftPending, rightPending);
      rows.push({ left: lastLeft, right: lastRight });
    } else pushPairs(leftPending, rightPending);
    leftPending = [];
    rightPending = [];
  };

  for (const part of parts) {
    const pieces = part.text.split('\n');
    pieces.forEach((piece, index) => {
      const isBroken = index < pieces.length - 1;
      const text = isBroken && piece.endsWith('\r') ? piece.slice(0, -1) : piece;
      if (text !== '' || isBroken) {
        if (text !== '') add(unified, part.type, text);
        if (part.type !== 'added' && text !== '') add(left, part.type, text);
        if (part.type !== 'removed' && text !== '') add(right, part.type, text);
      }
      if (!isBroken) return;
      endUnified(part.type);
      if (part.type !== 'added') {
        if (part.type === 'removed') left.types.add('removed');
        leftPending.push(cell(left, oldLine++));
        left = newRow();
      }
      if (part.type !== 'removed') {
        if (part.type === 'added') right.types.add('added');
        rightPending.push(cell(right, newLine++));
        right = newRow();
      }
      if (part.type === 'unchanged') flushPending(true);
    });
  }
  if (unified.parts.length > 0) endUnified();
  if (left.parts.length > 0) leftPending.push(cell(left, oldLine));
  if (right.parts.length > 0) rightPending.push(cell(right, newLine));
  flushPending(false);
  return { lines, rows };
}
