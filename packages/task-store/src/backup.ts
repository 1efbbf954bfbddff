/**
 * The task database in the site's backup file (CONTEXT.md Rules: Backup): `items`, `queue_v2` and
 * `ui`. Dexie loads only when a backup is made or imported.
 */
import { type DatabaseBackup, databaseBackup } from '@toolbox/kit/backup';
import type { TaskDatabase, UiRow } from './schema';
import { sanitizeItem, sanitizeQueueEntry } from './validate';

export const TASK_BACKUP_ID = 'tasks';

const isUiRow = (value: unknown): value is UiRow =>
  typeof value === 'object' && value !== null && typeof (value as UiRow).key === 'string' && 'value' in value;

/**
 * A backup of `open()`'s database; the site's uses the shared one (`taskBackup`). Rows get the same
 * repair every read of the tools does: a damaged one is mended or left out. The `setAside` table
 * (rows no version could read) stays in this browser.
 */
export function createTaskBackup(open: () => Promise<TaskDatabase>): DatabaseBackup {
  return databaseBackup({
    id: TASK_BACKUP_ID,
    version: 1,
    open,
    tables: {
      items: { of: (db) => db.items, read: sanitizeItem, keyOf: (row) => row.id },
      queue_v2: { of: (db) => db.queue_v2, read: sanitizeQueueEntry, keyOf: (row) => row.id },
      ui: {
        of: (db) => db.ui,
        read: (row: unknown) => (isUiRow(row) ? { key: row.key, value: row.value } : undefined),
        keyOf: (row) => row.key,
      },
    },
  });
}

/** The shared database's backup, for the site's settings page. */
export const taskBackup: DatabaseBackup = createTaskBackup(async () => {
  const { getTaskDatabase } = await import('./database');
  return getTaskDatabase();
});
