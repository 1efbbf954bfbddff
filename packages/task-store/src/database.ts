import Dexie from 'dexie';
import { declareTaskSchema, TASK_DATABASE_NAME, type TaskDatabase } from './schema';

// Dexie's live queries, for the React hooks (react.ts), which load this module on demand.
export { liveQuery } from 'dexie';

let shared: TaskDatabase | undefined;

/** The shared database, opened lazily on first use (never during server rendering). */
export function getTaskDatabase(): TaskDatabase {
  shared ??= openTaskDatabase(TASK_DATABASE_NAME);
  return shared;
}

/** A database with the shared schema under another name (tests, stories). */
export function openTaskDatabase(name: string): TaskDatabase {
  return declareTaskSchema(new Dexie(name));
}
