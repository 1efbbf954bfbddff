import type { NewSessionRecord, SessionRecord } from '../core/history';

/**
 * Where finished rounds are kept: the Dexie database in the browser (`history-db.ts`, loaded on
 * first use), or a test's stand-in. `list` gives every row as stored, damaged ones included: the
 * caller keeps the listable ones (CONTEXT.md Rules: History › Damaged rows).
 */
export interface SessionStore {
  add(record: NewSessionRecord): Promise<number>;
  list(): Promise<unknown[]>;
  remove(id: number): Promise<void>;
}

/** The browser's store: Dexie and the database load when the history is first needed. */
export function createBrowserSessionStore(): SessionStore {
  const open = () => import('./history-db').then((module) => module.getAimDatabase());
  return {
    add: async (record) => (await open()).sessions.add(record as SessionRecord),
    list: async () => (await open()).sessions.toArray(),
    remove: async (id) => (await open()).sessions.delete(id),
  };
}

/** A store in memory, for tests and stories. `failing` makes the named operations reject. */
export function createMemorySessionStore(
  rows: unknown[] = [],
  failing: { add?: boolean; list?: boolean; remove?: boolean } = {},
): SessionStore & { rows: unknown[] } {
  let nextId =
    rows.reduce<number>((max, row) => {
      const id = (row as { id?: unknown } | null)?.id;
      return typeof id === 'number' ? Math.max(max, id) : max;
    }, 0) + 1;
  const store = {
    rows,
    async add(record: NewSessionRecord) {
      if (failing.add) throw new Error('the store refused the round');
      const id = nextId++;
      store.rows = [...store.rows, { ...record, id }];
      return id;
    },
    async list() {
      if (failing.list) throw new Error('the store cannot be read');
      return [...store.rows];
    },
    async remove(id: number) {
      if (failing.remove) throw new Error('the store refused the delete');
      store.rows = store.rows.filter((row) => (row as { id?: unknown } | null)?.id !== id);
    },
  };
  return store;
}
