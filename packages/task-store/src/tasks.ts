import { DEFAULT_ESTIMATE_MINUTES, type QueueEntry, type TaskDatabase, type TaskItem } from './schema';
import {
  descendantsOf,
  leafDescendantsOf,
  newChildOrder,
  newParentOrder,
  normaliseEstimate,
  rollUpEstimates,
} from './tree';
import { readItem, readItems, readQueue } from './validate';

/**
 * Operations on the shared task database, each in one transaction. They read rows through the
 * repairing readers (validate.ts): a damaged or unreadable row never makes an operation throw.
 */

export interface NewChild {
  title: string;
  estimateMinutes?: unknown;
  labels?: string[];
  source?: 'user' | 'ai_split';
  confidence?: number;
}

const stamp = (now: Date) => now.toISOString();

function newItem(fields: Pick<TaskItem, 'title' | 'order'> & Partial<TaskItem>, now: Date): TaskItem {
  return {
    id: crypto.randomUUID(),
    status: 'open',
    labels: [],
    pomodoro: { estimateMinutes: DEFAULT_ESTIMATE_MINUTES, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: stamp(now),
    updatedAt: stamp(now),
    ai: { source: 'user' },
    ...fields,
  };
}

/** Writes the estimates `rollUpEstimates` computed for `startId` and its ancestors. */
async function applyRollUp(db: TaskDatabase, startId: string | undefined, now: Date) {
  const changes = rollUpEstimates(await readItems(db), startId);
  for (const [id, estimateMinutes] of changes) {
    const item = await readItem(db, id);
    if (item)
      await db.items.update(id, { pomodoro: { ...item.pomodoro, estimateMinutes }, updatedAt: stamp(now) });
  }
}

/** A new parent task on top of the list. Blank titles are not added (CONTEXT.md Rules: Status › Blank titles): returns undefined. */
export async function addParent(
  db: TaskDatabase,
  title: string,
  now = new Date(),
): Promise<TaskItem | undefined> {
  const trimmed = title.trim();
  if (trimmed === '') return undefined;
  return db.transaction('rw', db.items, async () => {
    const item = newItem({ title: trimmed, order: newParentOrder(await readItems(db)) }, now);
    await db.items.add(item);
    return item;
  });
}

/**
 * Recomputes the estimates of `id` and every ancestor (sum of children, minimum 1). Used alone
 * after `addChildren(..., { rollUp: false })`, where a failure must not undo the added children.
 */
export async function recomputeEstimates(db: TaskDatabase, id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.items, () => applyRollUp(db, id, now));
}

/**
 * Children appended under `parentId` (orders max+1, max+2...), then estimates rolled up in the
 * same transaction, unless `rollUp` is false (the caller then runs `recomputeEstimates`).
 */
export async function addChildren(
  db: TaskDatabase,
  parentId: string,
  children: readonly NewChild[],
  { now = new Date(), rollUp = true }: { now?: Date; rollUp?: boolean } = {},
): Promise<TaskItem[]> {
  return db.transaction('rw', db.items, async () => {
    if (!(await readItem(db, parentId))) return [];
    let order = newChildOrder(await readItems(db), parentId);
    const added = children.map((child) =>
      newItem(
        {
          parentId,
          title: child.title,
          order: order++,
          labels: child.labels ?? [],
          pomodoro: {
            estimateMinutes: normaliseEstimate(child.estimateMinutes),
            actualMinutes: 0,
            pomodoroCount: 0,
          },
          ai: {
            source: child.source ?? 'user',
            ...(child.confidence === undefined ? {} : { confidence: child.confidence }),
          },
        },
        now,
      ),
    );
    await db.items.bulkAdd(added);
    if (rollUp) await applyRollUp(db, parentId, now);
    return added;
  });
}

/** Edits a title (blank keeps the old one) or the estimate of a task without children. */
export async function updateTask(
  db: TaskDatabase,
  id: string,
  changes: { title?: string; estimateMinutes?: unknown },
  now = new Date(),
): Promise<void> {
  await db.transaction('rw', db.items, async () => {
    const item = await readItem(db, id);
    if (!item) return;
    const update: Partial<TaskItem> = { updatedAt: stamp(now) };
    const title = changes.title?.trim();
    if (title) update.title = title;
    const hasChildren = (await db.items.where('parentId').equals(id).count()) > 0;
    // A parent's estimate is the sum of its children's: only leaves take a typed estimate.
    if (changes.estimateMinutes !== undefined && !hasChildren) {
      update.pomodoro = { ...item.pomodoro, estimateMinutes: normaliseEstimate(changes.estimateMinutes) };
    }
    await db.items.update(id, update);
    if (update.pomodoro) await applyRollUp(db, item.parentId, now);
  });
}

/** Open ↔ done (CONTEXT.md Rules: Status › Toggle). */
export async function toggleDone(db: TaskDatabase, id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.items, async () => {
    const item = await readItem(db, id);
    if (item)
      await db.items.update(id, { status: item.status === 'done' ? 'open' : 'done', updatedAt: stamp(now) });
  });
}

/** Deletes queue entries of `taskIds`, and groups left without leaves. */
async function removeFromQueue(db: TaskDatabase, taskIds: ReadonlySet<string>) {
  const entries = await readQueue(db);
  const doomed = new Set(entries.filter((entry) => taskIds.has(entry.taskId)).map((entry) => entry.id));
  for (const group of entries.filter((entry) => entry.kind === 'group' && !doomed.has(entry.id))) {
    const leaves = entries.filter((entry) => entry.groupId === group.id);
    if (leaves.length > 0 && leaves.every((leaf) => doomed.has(leaf.id))) doomed.add(group.id);
  }
  // Leaves inside a deleted group go with it.
  for (const entry of entries) if (entry.groupId !== null && doomed.has(entry.groupId)) doomed.add(entry.id);
  await db.queue_v2.bulkDelete([...doomed]);
}

/** Deletes a task with all its descendants and their queue entries, then rolls estimates up. */
export async function deleteTask(db: TaskDatabase, id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', [db.items, db.queue_v2], async () => {
    const items = await readItems(db);
    const item = items.find((row) => row.id === id);
    if (!item) return;
    const ids = new Set([id, ...descendantsOf(items, id).map((row) => row.id)]);
    await db.items.bulkDelete([...ids]);
    await removeFromQueue(db, ids);
    await applyRollUp(db, item.parentId, now);
  });
}

/** Deletes every completed parent with its descendants and their queue entries; returns how many. */
export async function clearCompletedParents(db: TaskDatabase): Promise<number> {
  return db.transaction('rw', [db.items, db.queue_v2], async () => {
    const items = await readItems(db);
    const done = items.filter((item) => item.parentId === undefined && item.status === 'done');
    const ids = new Set(
      done.flatMap((parent) => [parent.id, ...descendantsOf(items, parent.id).map((row) => row.id)]),
    );
    await db.items.bulkDelete([...ids]);
    await removeFromQueue(db, ids);
    return done.length;
  });
}

/** Gives siblings the orders 0, 1, 2... in the given sequence (drag reordering). */
export async function reorderSiblings(db: TaskDatabase, orderedIds: readonly string[], now = new Date()) {
  await db.transaction('rw', db.items, async () => {
    await Promise.all(orderedIds.map((id, order) => db.items.update(id, { order, updatedAt: stamp(now) })));
  });
}

/**
 * Pomodoro import (CONTEXT.md Rules: Import to the pomodoro queue): appends one group entry for the task plus a leaf entry for each of
 * its open leaf descendants (minutes = their estimate, at least 1), marking nothing done. Returns
 * the number of leaves appended; 0 (nothing written) when the task has no open sub-task.
 */
export async function importToQueue(db: TaskDatabase, taskId: string, now = new Date()): Promise<number> {
  return db.transaction('rw', [db.items, db.queue_v2], async () => {
    const items = await readItems(db);
    const leaves = leafDescendantsOf(items, taskId).filter((item) => item.status === 'open');
    if (leaves.length === 0) return 0;
    const topLevel = (await readQueue(db)).filter((entry) => entry.groupId === null);
    const order = topLevel.reduce((max, entry) => Math.max(max, entry.order), -1) + 1;
    const at = stamp(now);
    const group: QueueEntry = {
      id: crypto.randomUUID(),
      kind: 'group',
      taskId,
      groupId: null,
      order,
      minutes: Math.max(
        1,
        leaves.reduce((sum, leaf) => sum + leaf.pomodoro.estimateMinutes, 0),
      ),
      expanded: true,
      createdAt: at,
      updatedAt: at,
    };
    const entries = leaves.map<QueueEntry>((leaf, index) => ({
      id: crypto.randomUUID(),
      kind: 'leaf',
      taskId: leaf.id,
      groupId: group.id,
      order: index,
      minutes: Math.max(1, normaliseEstimate(leaf.pomodoro.estimateMinutes)),
      createdAt: at,
      updatedAt: at,
    }));
    await db.queue_v2.bulkAdd([group, ...entries]);
    return entries.length;
  });
}

/** How many tasks the queue holds (its leaves), for the to-do footer. */
export function queueLength(entries: readonly QueueEntry[]): number {
  return entries.filter((entry) => entry.kind === 'leaf').length;
}
