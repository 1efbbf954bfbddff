/**
 * The localStorage part of a backup (CONTEXT.md Rules: Backup): every `toolbox:*` record, grouped
 * by namespace for the preview and the import. Works on any `Storage` (the page's, or a test's).
 */
import { emptyOutcome, type ImportMode, namespaceOf, type PartOutcome } from './backup';
import { isIncomingNewer } from './backup-codec';

/**
 * Every `toolbox:*` record of `storage`, its value parsed. A value that is not JSON (written by
 * something else, or damaged) is left out and named in `unreadable`: the kit would reset it on its
 * next read anyway.
 */
export function collectStorage(storage: Storage): { entries: Record<string, unknown>; unreadable: string[] } {
  const entries: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const key of storageKeys(storage)) {
    if (namespaceOf(key) === undefined) continue;
    const raw = storage.getItem(key);
    if (raw === null) continue;
    try {
      entries[key] = JSON.parse(raw);
    } catch {
      unreadable.push(key);
    }
  }
  return { entries, unreadable };
}

function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys.sort();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How two copies of one list item are known to be the same record: its id, its toolId, its JSON. */
function itemIdentity(item: unknown): string {
  if (isPlainObject(item)) {
    if (typeof item.id === 'string' || typeof item.id === 'number') return `id:${item.id}`;
    if (typeof item.toolId === 'string') return `toolId:${item.toolId}`;
  }
  return `json:${JSON.stringify(item)}`;
}

/**
 * Merge of one stored value (Rules: Backup › Merge): lists (favourites, presets, templates,
 * histories) keep every local item in its place and gain the file's items they lack, an item
 * known to both taking the file's copy only when it is newer by `updatedAt`; any other value
 * keeps the local copy unless both carry an `updatedAt` and the file's is later.
 */
export function mergeStoredValue(local: unknown, incoming: unknown): unknown {
  if (Array.isArray(local) && Array.isArray(incoming)) {
    const incomingById = new Map(incoming.map((item) => [itemIdentity(item), item]));
    const merged = local.map((item) => {
      const other = incomingById.get(itemIdentity(item));
      return other !== undefined && isIncomingNewer(item, other) ? other : item;
    });
    const known = new Set(local.map(itemIdentity));
    for (const item of incoming) {
      const identity = itemIdentity(item);
      if (known.has(identity)) continue;
      known.add(identity);
      merged.push(item);
    }
    return merged;
  }
  return isIncomingNewer(local, incoming) ? incoming : local;
}

export type StorageImportResult =
  | { ok: true; outcome: PartOutcome; changedKeys: string[] }
  | { ok: false; error: 'refused'; message: string };

/**
 * Writes one namespace's records. Replace first clears every local key of the namespace. When the
 * browser refuses a write (quota), every key this call touched gets its old value back, so a
 * failed import loses nothing (Rules: Backup › Nothing lost).
 */
export function importStorageNamespace({
  storage,
  namespace,
  records,
  mode,
}: {
  storage: Storage;
  namespace: string;
  records: Record<string, unknown>;
  mode: ImportMode;
}): StorageImportResult {
  const before = new Map<string, string>();
  for (const key of storageKeys(storage)) {
    if (namespaceOf(key) !== namespace) continue;
    const raw = storage.getItem(key);
    if (raw !== null) before.set(key, raw);
  }
  const outcome = emptyOutcome();
  // The new raw value of every key this import changes; null removes it.
  const writes = new Map<string, string | null>();
  for (const [key, value] of Object.entries(records)) {
    if (namespaceOf(key) !== namespace) continue;
    const raw = before.get(key);
    if (raw === undefined) {
      writes.set(key, JSON.stringify(value));
      outcome.added += 1;
      continue;
    }
    let next: unknown = value;
    if (mode === 'merge') {
      let local: unknown;
      try {
        local = JSON.parse(raw);
      } catch {
        // The local copy cannot be read (the kit would reset it): the file's copy is better.
        local = undefined;
      }
      if (local !== undefined) next = mergeStoredValue(local, value);
    }
    const nextRaw = JSON.stringify(next);
    if (nextRaw === raw && mode === 'merge') {
      outcome.kept += 1;
      continue;
    }
    writes.set(key, nextRaw);
    outcome.updated += 1;
  }
  if (mode === 'replace') {
    for (const key of before.keys()) {
      if (writes.has(key) || Object.hasOwn(records, key)) continue;
      writes.set(key, null);
      outcome.removed += 1;
    }
  }

  const done: string[] = [];
  try {
    for (const [key, raw] of writes) {
      if (raw === null) storage.removeItem(key);
      else storage.setItem(key, raw);
      done.push(key);
    }
  } catch (error) {
    for (const key of done) {
      const old = before.get(key);
      try {
        if (old === undefined) storage.removeItem(key);
        else storage.setItem(key, old);
      } catch {
        // Putting back a value that fitted before the import: nothing more can be done here.
      }
    }
    return {
      ok: false,
      error: 'refused',
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
  return { ok: true, outcome, changedKeys: done };
}

/**
 * Tells the open page that `keys` changed, as another tab's write would: every store made with
 * `createStoredValue` listens for the `storage` event and reads its value again.
 */
export function announceStorageChange(keys: readonly string[]): void {
  if (typeof window === 'undefined') return;
  for (const key of keys) window.dispatchEvent(new StorageEvent('storage', { key }));
}
