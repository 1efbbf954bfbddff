import { type IgnoreOptions, lineKey } from './ignore';
import { diffInline } from './inline-diff';
import type { DiffLine, DiffPart, SideCell, SideRow } from './model';
import type { EditRun } from './myers';

/** A changed pair longer than this is shown whole, without word highlights (keeps huge lines fast). */
export const MAX_HIGHLIGHT_LINE_LENGTH = 2000;
/** Share of unchanged characters two lines need before their changed words are highlighted. */
export const MIN_HIGHLIGHT_SIMILARITY = 0.4;
/** A moved line needs this many non-blank characters, or a neighbour that moved with it. */
export const MIN_MOVED_LINE_LENGTH = 8;

interface Hunk {
  oldStart: number;
  newStart: number;
  removed: string[];
  added: string[];
  removedMoved: boolean[];
  addedMoved: boolean[];
}

export interface LineRows {
  lines: DiffLine[];
  rows: SideRow[];
}

/** Word highlights for a removed/added pair, or undefined when the lines have too little in common. */
export function highlightPair(
  oldLine: string,
  newLine: string,
): { left: DiffPart[]; right: DiffPart[] } | undefined {
  if (oldLine.length > MAX_HIGHLIGHT_LINE_LENGTH || newLine.length > MAX_HIGHLIGHT_LINE_LENGTH)
    return undefined;
  const parts = diffInline({ oldText: oldLine, newText: newLine, mode: 'word' }).parts;
  let same = 0;
  for (const part of parts) if (part.type === 'unchanged') same += part.text.length;
  const longest = Math.max(oldLine.length, newLine.length);
  if (longest === 0 || same / longest < MIN_HIGHLIGHT_SIMILARITY) return undefined;
  return {
    left: parts.filter((part) => part.type !== 'added'),
    right: parts.filter((part) => part.type !== 'removed'),
  };
}

/**
 * Marks lines removed in one hunk and added in another as moved. Lines are matched by content
 * (first come, first served); a short line (a brace, `end`) only counts next to another moved line.
 */
export function markMovedLines(hunks: Hunk[], key: (line: string) => string = (line) => line): void {
  const addedAt = new Map<string, Array<[number, number]>>();
  hunks.forEach((hunk, hunkIndex) => {
    hunk.added.forEach((text, lineIndex) => {
      if (text.trim() === '') return;
      const id = key(text);
      const list = addedAt.get(id) ?? [];
      list.push([hunkIndex, lineIndex]);
      addedAt.set(id, list);
    });
  });
  hunks.forEach((hunk, hunkIndex) => {
    hunk.removed.forEach((text, lineIndex) => {
      const list = addedAt.get(key(text));
      const at = list?.findIndex(([other]) => other !== hunkIndex) ?? -1;
      if (!list || at < 0) return;
      const [otherHunk, otherLine] = list.splice(at, 1)[0] as [number, number];
      hunk.removedMoved[lineIndex] = true;
      (hunks[otherHunk] as Hunk).addedMoved[otherLine] = true;
    });
  });
  const isLong = (text: string) => text.replace(/\s/g, '').length >= MIN_MOVED_LINE_LENGTH;
  const prune = (texts: string[], moved: boolean[]) => {
    const keep = moved.map(
      (isMoved, index) =>
        isMoved && (isLong(texts[index] as string) || moved[index - 1] === true || moved[index + 1] === true),
    );
    keep.forEach((value, index) => {
      moved[index] = value;
    });
  };
  for (const hunk of hunks) {
    prune(hunk.removed, hunk.removedMoved);
    prune(hunk.added, hunk.addedMoved);
  }
}

/**
 * Rows for the line mode: unchanged lines side by side; in each changed block, removed and added
 * lines that did not move are paired in order (with their changed words highlighted when similar
 * enough), the rest stand alone. Lines compared equal under ignore options show each side's own
 * text (the unified view shows the original's, as `diff -u` does); moved lines match by the same key.
 */
export function buildLineRows(
  oldLines: readonly string[],
  newLines: readonly string[],
  runs: readonly EditRun[],
  ignore: IgnoreOptions = {},
): LineRows {
  const lines: DiffLine[] = [];
  const rows: SideRow[] = [];
  const hunks: Hunk[] = [];
  const sequence: Array<{ equalCount: number; oldStart: number; newStart: number } | Hunk> = [];
  let oldIndex = 0;
  let newIndex = 0;
  let current: Hunk | undefined;
  for (const run of runs) {
    if (run.op === 'equal') {
      current = undefined;
      sequence.push({ equalCount: run.count, oldStart: oldIndex, newStart: newIndex });
      oldIndex += run.count;
      newIndex += run.count;
      continue;
    }
    if (!current) {
      current = {
        oldStart: oldIndex,
        newStart: newIndex,
        removed: [],
        added: [],
        removedMoved: [],
        addedMoved: [],
      };
      hunks.push(current);
      sequence.push(current);
    }
    if (run.op === 'delete') {
      current.removed.push(...oldLines.slice(oldIndex, oldIndex + run.count));
      oldIndex += run.count;
    } else {
      current.added.push(...newLines.slice(newIndex, newIndex + run.count));
      newIndex += run.count;
    }
  }
  for (const hunk of hunks) {
    hunk.removedMoved = hunk.removed.map(() => false);
    hunk.addedMoved = hunk.added.map(() => false);
  }
  markMovedLines(hunks, (line) => lineKey(line, ignore));

  for (const item of sequence) {
    if ('equalCount' in item) {
      for (let k = 0; k < item.equalCount; k++) {
        const content = oldLines[item.oldStart + k] as string;
        const newContent = newLines[item.newStart + k] as string;
        const oldLineNumber = item.oldStart + k + 1;
        const newLineNumber = item.newStart + k + 1;
        lines.push({ type: 'unchanged', content, oldLineNumber, newLineNumber });
        rows.push({
          left: { type: 'unchanged', content, lineNumber: oldLineNumber },
          right: { type: 'unchanged', content: newContent, lineNumber: newLineNumber },
        });
      }
      continue;
    }
    const left: SideCell[] = item.removed.map((content, index) => ({
      type: 'removed',
      content,
      lineNumber: item.oldStart + index + 1,
      ...(item.removedMoved[index] ? { moved: true } : {}),
    }));
    const right: SideCell[] = item.added.map((content, index) => ({
      type: 'added',
      content,
      lineNumber: item.newStart + index + 1,
      ...(item.addedMoved[index] ? { moved: true } : {}),
    }));
    const stayLeft = left.filter((cell) => !cell.moved);
    const stayRight = right.filter((cell) => !cell.moved);
    const paired = Math.min(stayLeft.length, stayRight.length);
    for (let k = 0; k < paired; k++) {
      const oldCell = stayLeft[k] as SideCell;
      const newCell = stayRight[k] as SideCell;
      const highlight = highlightPair(oldCell.content, newCell.content);
      if (highlight) {
        oldCell.parts = highlight.left;
        newCell.parts = highlight.right;
      }
      rows.push({ left: oldCell, right: newCell });
    }
    for (const cell of stayLeft.slice(paired)) rows.push({ left: cell });
    for (const cell of stayRight.slice(paired)) rows.push({ right: cell });
    for (const cell of left) if (cell.moved) rows.push({ left: cell });
    for (const cell of right) if (cell.moved) rows.push({ right: cell });
    for (const cell of left) lines.push(toLine(cell, 'oldLineNumber'));
    for (const cell of right) lines.push(toLine(cell, 'newLineNumber'));
  }
  return { lines, rows };
}

function toLine({ lineNumber, ...cell }: SideCell, side: 'oldLineNumber' | 'newLineNumber'): DiffLine {
  return { ...cell, [side]: lineNumber };
}
