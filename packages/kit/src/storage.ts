/** Every key this project writes is `toolbox:<namespace>:<key>` (ARCHITECTURE.md § Storage). */
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
  write(value: T): void;
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
   * Called once when the stored text is not valid JSON or fails the schema. The value is then
   * reset to the default so the page keeps working; the caller shows a message.
   */
  onCorrupt?: (key: string) => void;
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

function getLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access denied (privacy mode, sandboxed iframe)
  }
}

/**
 * A typed, zod-validated localStorage entry. Reads never throw: a missing value gives the default,
 * a corrupted one is reset (and reported through `onCorrupt`). Reads of an unchanged raw string
 * return the same object, so the value works with `useSyncExternalStore`.
 */
export function createStoredValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { schema, defaultValue, onCorrupt } = options;
  const key = storageKey(options.namespace, options.key);
  let cachedRaw: string | null = null;
  let cachedValue: T = defaultValue;

  function read(): T {
    const storage = getLocalStorage();
    const raw = storage?.getItem(key) ?? null;
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
    if (!result.ok) return reset();
    cachedValue = result.value;
    return cachedValue;
  }

  function reset(): T {
    getLocalStorage()?.removeItem(key);
    cachedRaw = null;
    cachedValue = defaultValue;
    onCorrupt?.(key);
    for (const listener of resetListeners) listener(key);
    return cachedValue;
  }

  function write(value: T): void {
    const storage = getLocalStorage();
    if (!storage) return;
    const result = validate(schema, value);
    if (!result.ok) throw new TypeError(`Refusing to store an invalid value under ${key}`);
    storage.setItem(key, JSON.stringify(result.value));
    notify(key);
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
      getLocalStorage()?.removeItem(key);
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
