import { newParentOrder, type QueueEntry, type TaskDatabase, type TaskItem } from '@toolbox/task-store';
import { UI_KEYS } from '../core/constants';
import { appendLogEntry, type LogEntry, logKey, parseStoredLog } from '../core/log';
import { mergeStoredSettings, type PomodoroSettings, parseStoredSettings } from '../core/settings';
import type { RuntimeSnapshot } from '../core/timer';

export type { QueueEntry, TaskDatabase, TaskItem };

export async function readUi(db: TaskDatabase, key: string): Promise<unknown> {
  return (await db.ui.get(key))?.value;
}

export async function writeUi(db: TaskDatabase, key: string, value: unknown): Promise<void> {
  await db.ui.put({ key, value });
}

export async function removeUi(db: TaskDatabase, key: string): Promise<void> {
  await db.ui.delete(key);
}

/** Stores the settings, keeping any field a newer version of the tool stored beside them. */
export async function saveSettings(db: TaskDatabase, settings: PomodoroSettings): Promise<void> {
  await db.transaction('rw', [db.ui], async () => {
    const stored = await readUi(db, UI_KEYS.settings);
    await writeUi(db, UI_KEYS.settings, mergeStoredSettings({ stored, settings }));
  });
}

/**
 * Stores back what is left of damaged settings (each bad field at its default, the others as they
 * were), so the damage is reported once.
 */
export async function repairSettings(db: TaskDatabase): Promise<void> {
  await db.transaction('rw', [db.ui], async () => {
    const stored = await readUi(db, UI_KEYS.settings);
    const { value, isCorrupt } = parseStoredSettings(stored);
    if (isCorrupt) await writeUi(db, UI_KEYS.settings, mergeStoredSettings({ stored, settings: value }));
  });
}

/** Stores back a day log without its damaged entries; the valid ones stay. */
export async function repairLog(db: TaskDatabase, key: string): Promise<void> {
  await db.transaction('rw', [db.ui], async () => {
    const { value, isCorrupt } = parseStoredLog(await readUi(db, key));
    if (isCorrupt) await writeUi(db, key, value);
  });
}

export function saveRuntime(db: TaskDatabase, snapshot: RuntimeSnapshot): Promise<void> {
  return writeUi(db, UI_KEYS.runtime, snapshot);
}

function byQueueOrder(a: QueueEntry, b: QueueEntry): number {
  return a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** Deletes a leaf; a group left with no leaves goes too (an empty group has nothing to run). */
async function deleteLeaf(db: TaskDatabase, entry: QueueEntry): Promise<void> {
  await db.queue_v2.delete(entry.id);
  if (entry.groupId === null) return;
  const siblings = await db.queue_v2
    .filter((row) => row.kind === 'leaf' && row.groupId === entry.groupId)
    .count();
  if (siblings === 0) await db.queue_v2.delete(entry.groupId);
}

/** The leaf that is played for a task: the first in queue order. */
async function firstLeafOf(db: TaskDatabase, taskId: string): Promise<QueueEntry | undefined> {
  const rows = await db.queue_v2.toArray();
  const groupOrder = new Map(rows.filter((row) => row.kind === 'group').map((row) => [row.id, row.order]));
  const leaves = rows.filter((row) => row.kind === 'leaf' && row.taskId === taskId);
  const topOrder = (row: QueueEntry) =>
    row.groupId !== null ? (groupOrder.get(row.groupId) ?? row.order) : row.order;
  return leaves.sort((a, b) => topOrder(a) - topOrder(b) || byQueueOrder(a, b))[0];
}

/**
 * The normal end (or complete-now) of a focus segment, in one transaction: the task's actual
 * minutes and pomodoro count grow, it leaves the queue, and the segment joins the log of its day.
 */
export async function completeTask(
  db: TaskDatabase,
  { taskId, minutes, ts }: { taskId: string; minutes: number; ts: string },
): Promise<void> {
  await db.transaction('rw', [db.items, db.queue_v2, db.ui], async () => {
    const key = logKey(new Date(ts));
    const stored = parseStoredLog(await readUi(db, key));
    // Two open tabs both see the same end (same task, same end time): only the first one counts.
    if (stored.value.some((entry) => entry.taskId === taskId && entry.ts === ts)) return;
    const item = await db.items.get(taskId);
    if (item) {
      const pomodoro = item.pomodoro ?? { estimateMinutes: minutes, actualMinutes: 0, pomodoroCount: 0 };
      await db.items.update(taskId, {
        pomodoro: {
          ...pomodoro,
          actualMinutes: (pomodoro.actualMinutes ?? 0) + minutes,
          pomodoroCount: (pomodoro.pomodoroCount ?? 0) + 1,
        },
        updatedAt: new Date().toISOString(),
      });
    }
    const leaf = await firstLeafOf(db, taskId);
    if (leaf) await deleteLeaf(db, leaf);
    const entry: LogEntry = { taskId, minutes, ts };
    // Damaged entries of the day are dropped here; the valid ones stay with the new segment.
    await writeUi(db, key, appendLogEntry({ log: stored.value, entry }));
  });
}

/** Skip in focus: the task leaves the queue, nothing is logged. */
export async function dropTask(db: TaskDatabase, { taskId }: { taskId: string }): Promise<void> {
  await db.transaction('rw', [db.queue_v2], async () => {
    const leaf = await firstLeafOf(db, taskId);
    if (leaf) await deleteLeaf(db, leaf);
  });
}

/**
 * Quick add: an open task (also shown as a parent in the to-do list, placed on top like the to-do
 * tool's new parents) and a leaf at the end of the queue.
 */
export async function quickAddTask(
  db: TaskDatabase,
  { title, minutes, now = new Date() }: { title: string; minutes: number; now?: Date },
): Promise<{ taskId: string; entryId: string }> {
  const stamp = now.toISOString();
  const taskId = crypto.randomUUID();
  const entryId = crypto.randomUUID();
  await db.transaction('rw', [db.items, db.queue_v2], async () => {
    const order = newParentOrder(await db.items.toArray());
    const topLevel = await db.queue_v2.filter((row) => row.groupId === null).toArray();
    const maxOrder = topLevel.reduce((max, row) => Math.max(max, row.order), Number.NEGATIVE_INFINITY);
    await db.items.add({
      id: taskId,
      title,
      status: 'open',
      labels: [],
      order,
      pomodoro: { estimateMinutes: minutes, actualMinutes: 0, pomodoroCount: 0 },
      createdAt: stamp,
      updatedAt: stamp,
      ai: { source: 'user' },
    });
    await db.queue_v2.add({
      id: entryId,
      kind: 'leaf',
      taskId,
      groupId: null,
      order: Number.isFinite(maxOrder) ? maxOrder + 1 : 0,
      minutes,
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  return { taskId, entryId };
}

/** Edits a queued task: its title (in `items`) and, for a leaf, its minutes (in `queue_v2`). */
export async function editQueueEntry(
  db: TaskDatabase,
  {
    entryId,
    title,
    minutes,
    now = new Date(),
  }: { entryId: string; title: string; minutes?: number; now?: Date },
): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction('rw', [db.items, db.queue_v2], async () => {
    const entry = await db.queue_v2.get(entryId);
    if (!entry) return;
    await db.items.update(entry.taskId, { title, updatedAt: stamp });
    if (minutes !== undefined && entry.kind === 'leaf')
      await db.queue_v2.update(entryId, { minutes, updatedAt: stamp });
  });
}

/** Removes a leaf (and its group when it was the last one) or a group with all its leaves. */
export async function removeQueueEntry(db: TaskDatabase, { entryId }: { entryId: string }): Promise<void> {
  await db.transaction('rw', [db.queue_v2], async () => {
    const entry = await db.queue_v2.get(entryId);
    if (!entry) return;
    if (entry.kind === 'group') {
      const leaves = await db.queue_v2.filter((row) => row.groupId === entry.id).primaryKeys();
      await db.queue_v2.bulkDelete([entry.id, ...leaves]);
    } else {
      await deleteLeaf(db, entry);
    }
  });
}

export async function setGroupExpanded(
  db: TaskDatabase,
  { entryId, expanded }: { entryId: string; expanded: boolean },
): Promise<void> {
  await db.queue_v2.update(entryId, { expanded, updatedAt: new Date().toISOString() });
}

/** Writes the sibling order after a drag: the listed entries get orders 0, 1, 2... */
export async function reorderQueueEntries(
  db: TaskDatabase,
  { entryIds, now = new Date() }: { entryIds: readonly string[]; now?: Date },
): Promise<void> {
  const stamp = now.toISOString();
  await db.transaction('rw', [db.queue_v2], async () => {
    for (const [order, id] of entryIds.entries()) await db.queue_v2.update(id, { order, updatedAt: stamp });
  });
}
