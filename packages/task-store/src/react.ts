import { type DependencyList, useEffect, useState } from 'react';
import { type LoadedTaskDatabase, loadTaskDatabase } from './load';
import type { TaskDatabase } from './schema';

/**
 * The shared database (or `db`), once Dexie has loaded in the browser; undefined before that and
 * during server rendering (there is no IndexedDB there).
 */
export function useTaskDatabase(db?: TaskDatabase): LoadedTaskDatabase | undefined {
  const [loaded, setLoaded] = useState<LoadedTaskDatabase>();
  useEffect(() => {
    let isCurrent = true;
    void loadTaskDatabase(db).then((value) => {
      if (isCurrent) setLoaded(value);
    });
    return () => {
      isCurrent = false;
    };
  }, [db]);
  return loaded;
}

/**
 * A query's result, kept up to date as the tables it reads change (here, in other tabs, in the
 * other tool): Dexie's `liveQuery`, as `dexie-react-hooks` does, on the database `useTaskDatabase`
 * loaded. Undefined until the first result.
 */
export function useLiveRows<T>(
  loaded: LoadedTaskDatabase | undefined,
  query: (db: TaskDatabase) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is re-run when its own inputs (deps) change, as useLiveQuery does
  useEffect(() => {
    if (!loaded) return;
    const subscription = loaded
      .liveQuery(() => query(loaded.db))
      .subscribe({
        next: (next) => setValue(() => next),
        error: (error: unknown) => console.error('task-store: a live query failed', error),
      });
    return () => subscription.unsubscribe();
  }, [loaded, ...deps]);
  return value;
}
