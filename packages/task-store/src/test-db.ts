// Dexie needs a global indexedDB: the in-memory fake, for tests only.
import 'fake-indexeddb/auto';
import { openTaskDatabase } from './database';
import type { TaskDatabase } from './schema';

let counter = 0;

/** A fresh, empty database with the shared schema. */
export function createTestDatabase(): TaskDatabase {
  counter += 1;
  return openTaskDatabase(`task-store-test-${counter}-${Math.random()}`);
}
