// Dexie's liveQuery needs a global indexedDB, so the fake one is installed globally.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { TaskDatabase } from './store';

let counter = 0;

/** A fresh in-memory database with the shared schema, for tests only. */
export function createTestDatabase(): TaskDatabase {
  counter += 1;
  const db = new Dexie(`pomodoro-test-${counter}-${Math.random()}`) as TaskDatabase;
  db.version(1).stores({
    items: 'id, parentId, order',
    queue_v2: 'id, kind, taskId, groupId, order',
    ui: 'key',
  });
  return db;
}
