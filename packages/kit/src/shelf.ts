import type { HandOffItem } from './hand-off';

/**
 * The tab's shelf: deliveries waiting for a tool's page, and the last outputs of this tab session
 * so the shell can offer them again.
 *
 * A module singleton on purpose: every tool on the site imports this one module, so a delivery
 * made by one page is there when the next page (a client-side navigation) mounts. A reload empties
 * it, like any memory of the tab. Kept apart from the matching (`./hand-off`) so every page carries
 * only this small store.
 */

export interface ShelfEntry {
  id: number;
  /** The tool that made it. */
  from: string;
  items: readonly HandOffItem[];
  createdAt: number;
}

/** The shelf keeps this many recent outputs; older ones are let go (their memory with them). */
export const SHELF_SIZE = 10;

let nextId = 1;
let recent: readonly ShelfEntry[] = [];
const deliveries = new Map<string, readonly HandOffItem[]>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Puts a tool's output on the shelf (newest first). Returns the entry. */
export function putOnShelf(from: string, items: readonly HandOffItem[]): ShelfEntry {
  const entry: ShelfEntry = { id: nextId++, from, items, createdAt: Date.now() };
  recent = [entry, ...recent].slice(0, SHELF_SIZE);
  changed();
  return entry;
}

/** The recent outputs of this tab, newest first (a new array after every change). */
export function recentOutputs(): readonly ShelfEntry[] {
  return recent;
}

/** Calls `listener` after every change of the shelf; returns the unsubscribe function. */
export function subscribeShelf(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Leaves `items` for the tool `to`; it takes them when its page mounts (replacing an older delivery). */
export function deliverTo(to: string, items: readonly HandOffItem[]): void {
  deliveries.set(to, items);
  changed();
}

/** The items waiting for `toolId`, removed from the shelf's deliveries; undefined when none. */
export function takeDelivery(toolId: string): readonly HandOffItem[] | undefined {
  const items = deliveries.get(toolId);
  deliveries.delete(toolId);
  return items;
}

/** For tests: an empty shelf. */
export function clearShelf(): void {
  recent = [];
  deliveries.clear();
  changed();
}
