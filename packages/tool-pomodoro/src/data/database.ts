import Dexie from 'dexie';
import type { TaskDatabase } from './store';

// TEMPORARY until @toolbox/task-store lands: the same name and schema.
let database: TaskDatabase | null = null;

export function getTaskDatabase(): TaskDatabase {
  if (!database) {
    const db = new Dexie('toolbox-tasks') as TaskDatabase;
    db.version(1).stores({
      items: 'id, parentId, order',
      queue_v2: 'id, kind, taskId, groupId, order',
      ui: 'key',
    });
    database = db;
  }
  return database;
}
