// Dexie's liveQuery needs a global indexedDB, so the fake one is installed globally.
import 'fake-indexeddb/auto';
import type { TaskDatabase } from '@toolbox/task-store';
import { openTaskDatabase } from '@toolbox/task-store/database';

let counter = 0;

/** A fresh in-memory database with the shared schema, for tests only. */
export function createTestDatabase(): TaskDatabase {
  counter += 1;
  return openTaskDatabase(`pomodoro-test-${counter}-${Math.random()}`);
}
