/** The result model shared by the core, the worker and the UI. */

export type DiffMode = 'line' | 'word' | 'char';
export const diffModes: readonly DiffMode[] = ['line', 'word', 'char'];
export const DEFAULT_DIFF_MODE: DiffMode = 'line';

export type DiffView = 'side-by-side' | 'unified';
export const diffViews: readonly DiffView[] = ['side-by-side', 'unified'];
export const DEFAULT_DIFF_VIEW: DiffView = 'side-by-side';

/** Three kinds of text; a part is one run of text of one kind. */
export type DiffPartType = 'added' | 'removed' | 'unchanged';

export interface DiffPart {
  type: DiffPartType;
  text: string;
}

/**
 * A row: type, content, optional old and new line numbers. `modified` (CONTEXT.md § Comparison) is a
 * row of the word and char modes that mixes removed and added text. `parts` carries the highlighted
 * runs inside the line; `moved` marks a line that was removed in one place and added in another.
 */
export interface DiffLine {
  type: DiffPartType | 'modified';
  content: string;
  oldLineNumber?: number;
  newLineNumber?: number;
  parts?: DiffPart[];
  moved?: boolean;
}

/** One side of a side-by-side row. */
export interface SideCell {
  type: DiffPartType | 'modified';
  content: string;
  lineNumber: number;
  parts?: DiffPart[];
  moved?: boolean;
}

/** A side-by-side row: a missing side is an empty filler that keeps the two columns aligned. */
export interface SideRow {
  left?: SideCell;
  right?: SideCell;
}

export interface DiffCounts {
  added: number;
  removed: number;
  unchanged: number;
  total: number;
}

export interface TextDiffResult {
  mode: DiffMode;
  /** Unified view, one entry per row. */
  lines: DiffLine[];
  /** Side-by-side view. */
  rows: SideRow[];
  /** Lines (line mode), words (word mode) or characters (char mode). */
  counts: DiffCounts;
  isIdentical: boolean;
  /** False when the input was so different that the diff settled for a short, not the shortest, script. */
  isMinimal: boolean;
}

export function countsOf(added: number, removed: number, unchanged: number): DiffCounts {
  return { added, removed, unchanged, total: added + removed + unchanged };
}
