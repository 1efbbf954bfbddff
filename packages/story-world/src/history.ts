/**
 * Undo and redo of world changes (CONTEXT.md Rules: World history). Any change pushes the old
 * world onto the past and clears the future; loading replaces the world and clears both. The past
 * keeps the last HISTORY_LIMIT worlds (the spec gives no bound; each entry is a whole world, and
 * worlds share unchanged cards, so 100 steps cost little).
 */
import type { World } from './world';

export const HISTORY_LIMIT = 100;

export interface WorldHistory {
  past: World[];
  present: World;
  future: World[];
}

export function startHistory(world: World): WorldHistory {
  return { past: [], present: world, future: [] };
}

/** Records a change; a change to an identical object is not a step. */
export function change(history: WorldHistory, next: World, limit = HISTORY_LIMIT): WorldHistory {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

export function undo(history: WorldHistory): WorldHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: WorldHistory): WorldHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: WorldHistory) => history.past.length > 0;
export const canRedo = (history: WorldHistory) => history.future.length > 0;

/** Which key press is undo or redo: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z (and Ctrl+Y on Windows habits). */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}
