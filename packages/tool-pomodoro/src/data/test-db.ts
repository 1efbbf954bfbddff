// Dexie's liveQuery needs a global indexedDB, so the fake one is installed globally.
import 'fake-indexeddb/auto';
import { openTaskDatabase, type TaskDatabase } from '@toolbox/task-store';

let counter = 0;

/** A fresh in-memory database with the shared schema, for tests only. */
export function createTestDatabase(): TaskDatabase {
  counter += 1;
  return openTaskDatabase(`pomodoro-test-${counter}-${Math.random()}`);
}
