/** Every key this project writes is `toolbox:<namespace>:<key>` (CONTEXT.md Rules: Storage › Keys). */
export function storageKey(namespace: string, key: string): string {
  return `toolbox:${namespace}:${key}`;
}

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly unknown[] };

/**
 * The Standard Schema interface that zod, zod/mini and valibot implement: the kit validates without
 * depending on one library, and the browser bundle can use the small `zod/mini`.
 */
export interface StandardSchema<T> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<T> | Promise<StandardResult<T>>;
  };
}

/**
 * A schema from a type guard, for the site's own small stores: the first page load then carries no
 * validation library (zod/mini was 6.7 KB gzip of the home page). Tools with richer data may still
 * pass zod or valibot schemas.
 */
export function guardSchema<T>(isValid: (value: unknown) => value is T): StandardSchema<T> {
  return {
    '~standard': {
      validate: (value) => (isValid(value) ? { value } : { issues: [{ message: 'invalid stored value' }] }),
    },
  };
}

/** A guard for arrays whose every item passes `isItem`. */
export function isArrayOf<T>(isItem: (value: unknown) => value is T) {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(isItem);
}

function validate<T>(schema: StandardSchema<T>, value: unknown): { ok: true; value: T } | { ok: false } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('Stored values need a synchronous schema');
  return result.issues ? { ok: false } : { ok: true, value: result.value };
}

export interface StoredValue<T> {
  /** The fully qualified localStorage key. */
  readonly key: string;
  /** The stored value, or the default when nothing valid is stored. */
  read(): T;
  /**
   * Stores `value`. Never throws for the browser's sake: when localStorage refuses (quota, access
   * denied) the value is kept in memory for this visit and `false` is returned, so a caller that
   * must say "not saved" can. Throws only for a value that fails the schema (a bug).
   */
  write(value: T): boolean;
  update(change: (current: T) => T): T;
  remove(): void;
  /** Calls `listener` after writes in this tab and in other tabs. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface StoredValueOptions<T> {
  namespace: string;
  key: string;
  schema: StandardSchema<T>;
  defaultValue: T;
  /**
   * Called once when the stored text is not valid JSON or fails the schema and cannot be repaired.
   * The value is then reset to the default so the page keeps working; the caller shows a message.
   */
  onCorrupt?: (key: string) => void;
  /**
   * Salvages what is still good in a stored value that fails the schema (a list with one damaged
   * item keeps the others, see `keepValidItems`). Return `undefined` when nothing can be saved.
   * A repaired value replaces the stored one; `onRepair` is told how it went.
   */
  repair?: (parsed: unknown) => T | undefined;
  /** Called once when a stored value was repaired (some damaged part dropped). */
  onRepair?: (key: string) => void;
}

const listeners = new Map<string, Set<() => void>>();
const resetListeners = new Set<(key: string) => void>();

/**
 * Calls `listener` whenever any stored value is found corrupted and reset, so the app can show
 * one message for all of them. Returns the unsubscribe.
 */
export function onStoredValueReset(listener: (key: string) => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

/**
 * Values kept for this visit only, for keys whose last write localStorage refused (quota full,
 * storage disabled, sandboxed frame). A key leaves the map when a later write succeeds.
 */
const memory = new Map<string, string>();
let hasWarned = false;

/** One console warning per page, whatever the number of stores and failures. */
function warnOnce(error: unknown): void {
  if (hasWarned) return;
  hasWarned = true;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.warn(
    `Toolbox: browser storage is not available (${reason}); changes are kept for this visit only.`,
  );
}

const isBrowser = typeof window !== 'undefined';

function getLocalStorage(): Storage | undefined {
  // Reading the `localStorage` property itself throws where storage is disabled.
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** False once a read has thrown (storage disabled): from then on this visit lives in memory. */
let canRead = true;

function readRaw(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  if (!canRead) return null;
  try {
    return getLocalStorage()?.getItem(key) ?? null;
  } catch (error) {
    canRead = false;
    warnOnce(error);
    return null;
  }
}

/** True when the browser stored it; false when it lives in memory for this visit. */
function writeRaw(key: string, raw: string): boolean {
  // On the server there is no visitor to remember anything for (and a process-wide map would leak
  // one visitor's values into another's page).
  if (!isBrowser) return false;
  // What cannot be read back is not saved: keep it where this visit can read it.
  if (!canRead) {
    memory.set(key, raw);
    return false;
  }
  try {
    const storage = getLocalStorage();
    if (!storage) throw new Error('localStorage is missing');
    storage.setItem(key, raw);
    memory.delete(key);
    return true;
  } catch (error) {
    memory.set(key, raw);
    warnOnce(error);
    return false;
  }
}

function removeRaw(key: string): void {
  memory.delete(key);
  try {
    getLocalStorage()?.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/**
 * A `repair` for stored lists: keeps the items that pass `isItem` and drops only the damaged ones,
 * so one bad record never costs the whole list. Not an array: nothing to keep.
 */
export function keepValidItems<T>(isItem: (value: unknown) => value is T) {
  return (parsed: unknown): T[] | undefined => (Array.isArray(parsed) ? parsed.filter(isItem) : undefined);
}

/**
 * A typed, validated localStorage entry. Reads never throw: a missing value gives the default, a
 * damaged one is repaired when `repair` can salvage it, otherwise reset (and reported through
 * `onCorrupt`). Storage that refuses access or space degrades to memory for the visit, with one
 * console warning. Reads of an unchanged raw string return the same object, so the value works
 * with `useSyncExternalStore`.
 */
export function createStoredValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { schema, defaultValue, onCorrupt, repair, onRepair } = options;
  const key = storageKey(options.namespace, options.key);
  let cachedRaw: string | null = null;
  let cachedValue: T = defaultValue;

  function read(): T {
    const raw = readRaw(key);
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    if (raw === null) {
      cachedValue = defaultValue;
      return cachedValue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return reset();
    }
    const result = validate(schema, parsed);
    if (result.ok) {
      cachedValue = result.value;
      return cachedValue;
    }
    const repaired = repair?.(parsed);
    const repairedResult = repaired === undefined ? undefined : validate(schema, repaired);
    if (!repairedResult?.ok) return reset();
    // Stored back without notifying: reads happen during render, and the value readers get is
    // already the repaired one.
    const repairedRaw = JSON.stringify(repairedResult.value);
    writeRaw(key, repairedRaw);
    cachedRaw = readRaw(key);
    cachedValue = repairedResult.value;
    onRepair?.(key);
    return cachedValue;
  }

  function reset(): T {
    removeRaw(key);
    cachedRaw = null;
    cachedValue = defaultValue;
    onCorrupt?.(key);
    for (const listener of resetListeners) listener(key);
    return cachedValue;
  }

  function write(value: T): boolean {
    const result = validate(schema, value);
    if (!result.ok) throw new TypeError(`Refusing to store an invalid value under ${key}`);
    const isPersisted = writeRaw(key, JSON.stringify(result.value));
    notify(key);
    return isPersisted;
  }

  return {
    key,
    read,
    write,
    update(change) {
      const next = change(read());
      write(next);
      return next;
    },
    remove() {
      removeRaw(key);
      notify(key);
    },
    subscribe(listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        set.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
