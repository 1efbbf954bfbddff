import type { liveQuery } from 'dexie';
import type { TaskDatabase } from './schema';

/** The database with Dexie's `liveQuery`, once Dexie has loaded. */
export interface LoadedTaskDatabase {
  db: TaskDatabase;
  liveQuery: typeof liveQuery;
}

/**
 * Loads Dexie (about 32 KB gzip) on demand and opens the shared database, or wraps `db` (tests and
 * stories pass their own). The operations of this package need only the database object, so a
 * tool's page carries Dexie only from the moment it asks for its data.
 */
export async function loadTaskDatabase(db?: TaskDatabase): Promise<LoadedTaskDatabase> {
  const module = await import('./database');
  return { db: db ?? module.getTaskDatabase(), liveQuery: module.liveQuery };
}
