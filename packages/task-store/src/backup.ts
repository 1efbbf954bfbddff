/**
 * The task database in the site's backup file (CONTEXT.md Rules: Backup): `items`, `queue_v2` and
 * `ui`. Dexie loads only when a backup is made or imported.
 */
import {
  addOutcomes,
  type DatabaseBackup,
  type DatabaseSection,
  encodeBackupValue,
  type ImportMode,
  importTableRows,
  type PartOutcome,
  readDatabaseSection,
} from '@toolbox/kit/backup';
import type { TaskDatabase, UiRow } from './schema';
import { sanitizeItem, sanitizeQueueEntry } from './validate';

export const TASK_BACKUP_ID = 'tasks';
const SECTION_VERSION = 1;
const TABLES = ['items', 'queue_v2', 'ui'] as const;

const isUiRow = (value: unknown): value is UiRow =>
  typeof value === 'object' && value !== null && typeof (value as UiRow).key === 'string' && 'value' in value;

/** A backup of `open()`'s database; the site's uses the shared one (`taskBackup`). */
export function createTaskBackup(open: () => Promise<TaskDatabase>): DatabaseBackup {
  return {
    id: TASK_BACKUP_ID,
    tables: TABLES,
    async export(): Promise<DatabaseSection> {
      const db = await open();
      // The `setAside` table (rows no version could read) stays in this browser.
      const [items, queue, ui] = await db.transaction('r', db.items, db.queue_v2, db.ui, () =>
        Promise.all([db.items.toArray(), db.queue_v2.toArray(), db.ui.toArray()]),
      );
      return {
        version: SECTION_VERSION,
        tables: {
          items: (await encodeBackupValue(items)) as unknown[],
          queue_v2: (await encodeBackupValue(queue)) as unknown[],
          ui: (await encodeBackupValue(ui)) as unknown[],
        },
      };
    },
    prepare(section) {
      const { rows, skipped } = readDatabaseSection(section, { version: SECTION_VERSION, tables: TABLES });
      // The same repair every read of the tools does: a damaged row is mended or left out.
      const items = keep(rows.items, sanitizeItem, skipped, 'items');
      const queue = keep(rows.queue_v2, sanitizeQueueEntry, skipped, 'queue_v2');
      const ui = keep(
        rows.ui,
        (row) => (isUiRow(row) ? { key: row.key, value: row.value } : undefined),
        skipped,
        'ui',
      );
      return {
        counts: { items: items.length, queue_v2: queue.length, ui: ui.length },
        skipped,
        async apply(mode: ImportMode): Promise<PartOutcome> {
          const db = await open();
          return db.transaction('rw', db.items, db.queue_v2, db.ui, async () => {
            const outcomes = [
              await importTableRows({ table: db.items, rows: items, keyOf: (row) => row.id, mode }),
              await importTableRows({ table: db.queue_v2, rows: queue, keyOf: (row) => row.id, mode }),
              await importTableRows({ table: db.ui, rows: ui, keyOf: (row) => row.key, mode }),
            ];
            return outcomes.reduce(addOutcomes);
          });
        },
      };
    },
  };
}

function keep<T>(
  rows: readonly unknown[] | undefined,
  sanitize: (row: unknown) => T | undefined,
  skipped: Record<string, number>,
  table: string,
): T[] {
  const kept: T[] = [];
  for (const row of rows ?? []) {
    const clean = sanitize(row);
    if (clean) kept.push(clean);
    else skipped[table] = (skipped[table] ?? 0) + 1;
  }
  return kept;
}

/** The shared database's backup, for the site's settings page. */
export const taskBackup: DatabaseBackup = createTaskBackup(async () => {
  const { getTaskDatabase } = await import('./database');
  return getTaskDatabase();
});
