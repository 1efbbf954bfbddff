import { DEFAULT_ESTIMATE_MINUTES, type QueueEntry, type TaskDatabase, type TaskItem } from './schema';

/**
 * Rows read back from IndexedDB are data another version of the site (or a browser extension, or a
 * bug) may have written. These repair what can be repaired and drop what cannot, so a bad row
 * costs that row, never the page.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeAtLeast = (value: unknown, minimum: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= minimum ? Math.round(value) : fallback;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export function sanitizeItem(raw: unknown): TaskItem | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.title !== 'string') return undefined;
  const pomodoro = isRecord(raw.pomodoro) ? raw.pomodoro : {};
  const ai = isRecord(raw.ai) ? raw.ai : {};
  const epoch = new Date(0).toISOString();
  return {
    id: raw.id,
    ...(typeof raw.parentId === 'string' ? { parentId: raw.parentId } : {}),
    title: raw.title,
    status: raw.status === 'done' ? 'done' : 'open',
    labels: Array.isArray(raw.labels) ? raw.labels.filter((label) => typeof label === 'string') : [],
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 0,
    pomodoro: {
      estimateMinutes: wholeAtLeast(pomodoro.estimateMinutes, 1, DEFAULT_ESTIMATE_MINUTES),
      actualMinutes: wholeAtLeast(pomodoro.actualMinutes, 0, 0),
      pomodoroCount: wholeAtLeast(pomodoro.pomodoroCount, 0, 0),
    },
    createdAt: text(raw.createdAt, epoch),
    updatedAt: text(raw.updatedAt, epoch),
    ai: {
      source: ai.source === 'ai_split' ? 'ai_split' : 'user',
      ...(typeof ai.confidence === 'number' ? { confidence: ai.confidence } : {}),
    },
  };
}

export function sanitizeQueueEntry(raw: unknown): QueueEntry | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.taskId !== 'string') return undefined;
  if (raw.kind !== 'group' && raw.kind !== 'leaf') return undefined;
  const epoch = new Date(0).toISOString();
  return {
    id: raw.id,
    kind: raw.kind,
    taskId: raw.taskId,
    groupId: typeof raw.groupId === 'string' ? raw.groupId : null,
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 0,
    minutes: wholeAtLeast(raw.minutes, 1, DEFAULT_ESTIMATE_MINUTES),
    ...(raw.kind === 'group' ? { expanded: raw.expanded !== false } : {}),
    createdAt: text(raw.createdAt, epoch),
    updatedAt: text(raw.updatedAt, epoch),
  };
}

/** Sanitises a whole table read; `dropped` counts the rows that could not be kept. */
export function sanitizeRows<T>(rows: readonly unknown[], sanitize: (raw: unknown) => T | undefined) {
  const kept: T[] = [];
  for (const row of rows) {
    const clean = sanitize(row);
    if (clean) kept.push(clean);
  }
  return { rows: kept, dropped: rows.length - kept.length };
}

/** Every readable `items` row, repaired; the unreadable ones are left out. */
export async function readItems(db: TaskDatabase): Promise<TaskItem[]> {
  return sanitizeRows(await db.items.toArray(), sanitizeItem).rows;
}

/** Every readable `queue_v2` row, repaired; the unreadable ones are left out. */
export async function readQueue(db: TaskDatabase): Promise<QueueEntry[]> {
  return sanitizeRows(await db.queue_v2.toArray(), sanitizeQueueEntry).rows;
}

/** One `items` row, repaired, or undefined when it is missing or unreadable. */
export async function readItem(db: TaskDatabase, id: string): Promise<TaskItem | undefined> {
  return sanitizeItem(await db.items.get(id));
}

/** JSON with object keys sorted, to tell a repaired row from one that needed nothing. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export interface RepairReport {
  /** Rows rewritten in their repaired form. */
  repaired: number;
  /** Rows that could not be read, moved to the `setAside` table. */
  setAside: number;
}

/**
 * Repairs the stored rows in one transaction: a row that can be read but is damaged is written
 * back repaired; a row that cannot be read at all is moved to `setAside` (kept, never deleted), so
 * one bad row costs only itself and every roll-up, import and list keeps working.
 */
export async function repairTaskDatabase(db: TaskDatabase, now = new Date()): Promise<RepairReport> {
  return db.transaction('rw', [db.items, db.queue_v2, db.setAside], async () => {
    const report: RepairReport = { repaired: 0, setAside: 0 };
    const tables = [
      { name: 'items' as const, table: db.items, sanitize: sanitizeItem },
      { name: 'queue_v2' as const, table: db.queue_v2, sanitize: sanitizeQueueEntry },
    ];
    for (const { name, table, sanitize } of tables) {
      // Both in primary-key order: a row's key is the one at its index.
      const keys = await table.toCollection().primaryKeys();
      const rows = await table.toArray();
      for (const [index, row] of rows.entries()) {
        const clean = sanitize(row);
        if (clean && canonical(clean) === canonical(row)) continue;
        if (clean) {
          await (table as typeof db.items).put(clean as TaskItem);
          report.repaired += 1;
          continue;
        }
        await db.setAside.add({ table: name, row, at: now.toISOString() });
        const key = keys[index];
        if (key !== undefined) await table.delete(key);
        report.setAside += 1;
      }
    }
    return report;
  });
}

const repairs = new WeakMap<TaskDatabase, Promise<RepairReport>>();

/**
 * `repairTaskDatabase` once per database and page, whichever tool opens first: later callers get
 * the same result. A repair that fails (storage refused) is reported as nothing done.
 */
export function repairOnce(db: TaskDatabase): Promise<RepairReport> {
  let repair = repairs.get(db);
  if (!repair) {
    repair = repairTaskDatabase(db).catch((error: unknown) => {
      console.error('task-store: could not repair the task database', error);
      return { repaired: 0, setAside: 0 };
    });
    repairs.set(db, repair);
  }
  return repair;
}
