import type { IconDesign } from './design';

/**
 * The design's history (CONTEXT.md Rules: History): every change appends a snapshot and drops
 * the redo tail; undo and redo move along it and stop at the ends; reset starts a fresh one.
 * Kept to the last 100 snapshots, so a long session does not grow without end.
 */

export const HISTORY_LIMIT = 100;

export interface History {
  entries: readonly IconDesign[];
  index: number;
}

export function startHistory(design: IconDesign): History {
  return { entries: [design], index: 0 };
}

export const present = (history: History): IconDesign => history.entries[history.index] as IconDesign;
export const canUndo = (history: History) => history.index > 0;
export const canRedo = (history: History) => history.index < history.entries.length - 1;

export function record(history: History, design: IconDesign): History {
  const entries = [...history.entries.slice(0, history.index + 1), design].slice(-HISTORY_LIMIT);
  return { entries, index: entries.length - 1 };
}

export function undo(history: History): History {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo(history: History): History {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}
