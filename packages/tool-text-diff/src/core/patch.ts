import type { EditRun } from './myers';
import type { SplitLines } from './tokenize';

/** Lines of context around each change, as `diff -u`. */
export const PATCH_CONTEXT = 3;
export const NO_NEWLINE_MARKER = '\\ No newline at end of file';

export interface UnifiedPatchInput {
  oldLines: SplitLines;
  newLines: SplitLines;
  runs: readonly EditRun[];
  oldLabel?: string;
  newLabel?: string;
  context?: number;
}

interface Block {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

/** `diff -u` hunk range: `start,count`, `start` alone for one line, the line before for none. */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  if (count === 1) return `${start + 1}`;
  return `${start + 1},${count}`;
}

/** Each stretch of deletions and insertions between unchanged lines, as index ranges. */
function changeBlocks(runs: readonly EditRun[]): Block[] {
  const blocks: Block[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  let current: Block | undefined;
  for (const run of runs) {
    if (run.op === 'equal') {
      current = undefined;
      oldIndex += run.count;
      newIndex += run.count;
      continue;
    }
    if (!current) {
      current = { oldStart: oldIndex, oldEnd: oldIndex, newStart: newIndex, newEnd: newIndex };
      blocks.push(current);
    }
    if (run.op === 'delete') oldIndex += run.count;
    else newIndex += run.count;
    current.oldEnd = oldIndex;
    current.newEnd = newIndex;
  }
  return blocks;
}

/**
 * A unified diff that GNU `patch` applies to the old text to give the new one. Identical texts give
 * an empty string. Works on change blocks, not per line, so a 100,000-line file costs only its hunks.
 */
export function formatUnifiedPatch({
  oldLines,
  newLines,
  runs,
  oldLabel = 'original',
  newLabel = 'changed',
  context = PATCH_CONTEXT,
}: UnifiedPatchInput): string {
  const blocks = changeBlocks(runs);
  if (blocks.length === 0) return '';
  const out = [`--- ${oldLabel}`, `+++ ${newLabel}`];
  const oldCount = oldLines.lines.length;
  const newCount = newLines.lines.length;
  const marker = (isMissingOld: boolean, isMissingNew: boolean) => {
    if (isMissingOld || isMissingNew) out.push(NO_NEWLINE_MARKER);
  };
  const contextLines = (oldFrom: number, oldTo: number, newFrom: number) => {
    for (let i = oldFrom, j = newFrom; i < oldTo; i++, j++) {
      out.push(` ${oldLines.lines[i]}`);
      marker(
        i === oldCount - 1 && !oldLines.hasFinalNewline,
        j === newCount - 1 && !newLines.hasFinalNewline,
      );
    }
  };

  let cursor = 0;
  while (cursor < blocks.length) {
    // A hunk grows while the next change is within 2 × context unchanged lines.
    let last = cursor;
    while (
      last + 1 < blocks.length &&
      (blocks[last + 1] as Block).oldStart - (blocks[last] as Block).oldEnd <= 2 * context
    ) {
      last++;
    }
    const first = blocks[cursor] as Block;
    const final = blocks[last] as Block;
    const lead = Math.min(context, first.oldStart);
    const trail = Math.min(context, oldCount - final.oldEnd);
    const oldFrom = first.oldStart - lead;
    const newFrom = first.newStart - lead;
    out.push(
      `@@ -${range(oldFrom, final.oldEnd + trail - oldFrom)} +${range(newFrom, final.newEnd + trail - newFrom)} @@`,
    );
    contextLines(oldFrom, first.oldStart, newFrom);
    for (let index = cursor; index <= last; index++) {
      const block = blocks[index] as Block;
      for (let i = block.oldStart; i < block.oldEnd; i++) {
        out.push(`-${oldLines.lines[i]}`);
        marker(i === oldCount - 1 && !oldLines.hasFinalNewline, false);
      }
      for (let j = block.newStart; j < block.newEnd; j++) {
        out.push(`+${newLines.lines[j]}`);
        marker(false, j === newCount - 1 && !newLines.hasFinalNewline);
      }
      const next = blocks[index + 1];
      const contextEnd = index < last && next ? next.oldStart : block.oldEnd + trail;
      contextLines(block.oldEnd, contextEnd, block.newEnd);
    }
    cursor = last + 1;
  }
  return `${out.join('\n')}\n`;
}
