import type Dexie from 'dexie';
import type { Table } from 'dexie';

/** The one IndexedDB database the to-do list and the pomodoro runner share. */
export const TASK_DATABASE_NAME = 'toolbox-tasks';

/** Default minutes of a sub-task and of a queue entry (CONTEXT.md Rules: Estimates › Minutes). */
export const DEFAULT_ESTIMATE_MINUTES = 25;

/** An `items` row (CONTEXT.md Rules: Rows › Items): a parent (no parentId) or a sub-task at any depth. */
export interface TaskItem {
  id: string;
  parentId?: string;
  title: string;
  status: 'open' | 'done';
  labels: string[];
  order: number;
  pomodoro: { estimateMinutes: number; actualMinutes: number; pomodoroCount: number };
  createdAt: string;
  updatedAt: string;
  ai?: { source: 'user' | 'ai_split'; confidence?: number };
}

/** A `queue_v2` row (CONTEXT.md Rules: Rows › Queue): a group (an imported task) or a leaf to run. */
export interface QueueEntry {
  id: string;
  kind: 'group' | 'leaf';
  taskId: string;
  /** The group a leaf belongs to; null at the top level. */
  groupId: string | null;
  order: number;
  minutes: number;
  /** Groups only: shown open in the pomodoro queue. */
  expanded?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A row of the shared key-value `ui` table (pomodoro settings, runtime, day logs...). */
export interface UiRow {
  key: string;
  value: unknown;
}

/**
 * A row that could not be repaired, kept out of the way instead of deleted (version 2): the list
 * and the queue work without it, and nothing the user wrote is thrown away.
 */
export interface SetAsideRow {
  id?: number;
  table: 'items' | 'queue_v2';
  /** The row exactly as it was stored. */
  row: unknown;
  /** When it was set aside (ISO time). */
  at: string;
}

export type TaskDatabase = Dexie & {
  items: Table<TaskItem, string>;
  queue_v2: Table<QueueEntry, string>;
  ui: Table<UiRow, string>;
  setAside: Table<SetAsideRow, number>;
};

/**
 * Declares every version of the schema on `db`. A later change is a new `db.version(n)` with an
 * upgrade function here, never an edit of an older one (CONTEXT.md Rules: Schema › Versions).
 */
export function declareTaskSchema(db: Dexie): TaskDatabase {
  db.version(1).stores({
    items: 'id, parentId, order',
    queue_v2: 'id, kind, taskId, groupId, order',
    ui: 'key',
  });
  // Version 2 adds the table for rows that cannot be repaired; every version-1 row stays.
  db.version(2).stores({ setAside: '++id, table' });
  return db as TaskDatabase;
}
