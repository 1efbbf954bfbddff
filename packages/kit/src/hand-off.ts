/**
 * Hand-off between tools: a tool's output (a file or a text) goes to another tool that accepts it,
 * through an in-memory shelf of this tab, never an upload or the clipboard. The shelf also keeps
 * the last outputs of the tab session so the shell can offer them again.
 *
 * It is a module singleton on purpose: every tool on the site imports this one module, so a
 * delivery made by one page is there when the next page (a client-side navigation) mounts. A reload
 * empties it, like any memory of the tab.
 */

/** What a text is, as far as tools care: what a tool accepts and what smart paste detects. */
export const textFormats = [
  'text',
  'json',
  'markdown',
  'base64',
  'data-url',
  'timestamp',
  'iso-date',
  'geohash',
  'color',
  'url',
  'regex',
] as const;
export type TextFormat = (typeof textFormats)[number];

export type HandOffItem =
  | { kind: 'file'; file: File }
  | { kind: 'text'; text: string; format: TextFormat; name?: string };

/** What a tool takes in (or gives out): file types and text formats, as its manifest declares. */
export interface HandOffKinds {
  /**
   * MIME types: exact, a family (`image/*`), or any file (the wildcard type: star, slash, star).
   * A tool that takes several files at once says `multipleFiles`.
   */
  files?: readonly string[];
  multipleFiles?: boolean;
  /** Text formats; `text` means any text (a diff takes JSON or Markdown as well as prose). */
  text?: readonly TextFormat[];
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  heic: 'image/heic',
  json: 'application/json',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** A file's type: what the browser says, else guessed from its extension (some drops carry none). */
export function fileTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

function matchesType(accepted: string, type: string): boolean {
  if (accepted === type || accepted === '*/*') return true;
  return accepted.endsWith('/*') && type.startsWith(accepted.slice(0, -1));
}

/** Whether a tool declaring `accepts` can take `items` (all of them, in one delivery). */
export function acceptsItems(accepts: HandOffKinds | undefined, items: readonly HandOffItem[]): boolean {
  if (!accepts || items.length === 0) return false;
  const files = items.filter((item) => item.kind === 'file');
  if (files.length > 1 && !accepts.multipleFiles) return false;
  return items.every((item) =>
    item.kind === 'file'
      ? (accepts.files ?? []).some((type) => matchesType(type, fileTypeOf(item.file)))
      : (accepts.text ?? []).some((format) => format === 'text' || format === item.format),
  );
}

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
