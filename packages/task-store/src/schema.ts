import type Dexie from 'dexie';
import type { Table } from 'dexie';

/** The one IndexedDB database the to-do list and the pomodoro runner share. */
export const TASK_DATABASE_NAME = 'toolbox-tasks';

/** Default minutes of a sub-task and of a queue entry (spec A § 9). */
export const DEFAULT_ESTIMATE_MINUTES = 25;

/** An `items` row (spec A § 3): a parent (no parentId) or a sub-task at any depth. */
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

/** A `queue_v2` row (spec A § 3, spec C § 3): a group (an imported task) or a leaf to run. */
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

export type TaskDatabase = Dexie & {
  items: Table<TaskItem, string>;
  queue_v2: Table<QueueEntry, string>;
  ui: Table<UiRow, string>;
};

/**
 * Declares every version of the schema on `db`. A later change is a new `db.version(n)` with an
 * upgrade function here, never an edit of an older one (ARCHITECTURE.md § Storage).
 */
export function declareTaskSchema(db: Dexie): TaskDatabase {
  db.version(1).stores({
    items: 'id, parentId, order',
    queue_v2: 'id, kind, taskId, groupId, order',
    ui: 'key',
  });
  return db as TaskDatabase;
}
