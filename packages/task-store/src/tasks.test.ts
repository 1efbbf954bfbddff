import { beforeEach, describe, expect, it } from 'vitest';
import type { TaskDatabase } from './schema';
import {
  addChildren,
  addParent,
  clearCompletedParents,
  deleteTask,
  importToQueue,
  queueLength,
  recomputeEstimates,
  reorderSiblings,
  toggleDone,
  updateTask,
} from './tasks';
import { createTestDatabase } from './test-db';
import { childrenOf } from './tree';

let db: TaskDatabase;
beforeEach(() => {
  db = createTestDatabase();
});

const estimate = async (id: string) => (await db.items.get(id))?.pomodoro.estimateMinutes;

describe('tasks in the shared database', () => {
  it('adds parents on top and ignores blank titles', async () => {
    const first = await addParent(db, '  Write report ');
    const second = await addParent(db, 'Tidy desk');
    expect(await addParent(db, '   ')).toBeUndefined();
    expect(first?.title).toBe('Write report');
    expect(childrenOf(await db.items.toArray(), undefined).map((row) => row.title)).toEqual([
      'Tidy desk',
      'Write report',
    ]);
    expect(second?.order).toBeLessThan(first?.order as number);
    expect(first).toMatchObject({ status: 'open', labels: [], ai: { source: 'user' } });
  });

  it('adds children after the last one and rolls the estimate up to every ancestor', async () => {
    const parent = (await addParent(db, 'Trip')) as { id: string };
    const [child] = await addChildren(db, parent.id, [{ title: 'Book' }]);
    await addChildren(db, parent.id, [
      { title: 'Pack', estimateMinutes: 10, source: 'ai_split', labels: ['AI'], confidence: 0.8 },
    ]);
    const grandchildren = await addChildren(db, child?.id as string, [
      { title: 'Flights', estimateMinutes: 30 },
      { title: 'Hotel', estimateMinutes: 'oops' },
    ]);
    const kids = childrenOf(await db.items.toArray(), parent.id);
    expect(kids.map((row) => [row.title, row.order])).toEqual([
      ['Book', 0],
      ['Pack', 1],
    ]);
    expect(kids[1]).toMatchObject({ labels: ['AI'], ai: { source: 'ai_split', confidence: 0.8 } });
    expect(grandchildren.map((row) => row.pomodoro.estimateMinutes)).toEqual([30, 25]);
    expect(await estimate(child?.id as string)).toBe(55);
    expect(await estimate(parent.id)).toBe(65);
  });

  it('can add children without the roll-up, which recomputeEstimates then does up the chain', async () => {
    const parent = (await addParent(db, 'Trip')) as { id: string };
    const [child] = await addChildren(db, parent.id, [{ title: 'Book', estimateMinutes: 10 }]);
    expect(await estimate(parent.id)).toBe(10);
    await addChildren(db, child?.id as string, [{ title: 'Flights', estimateMinutes: 30 }], {
      rollUp: false,
    });
    expect(await estimate(child?.id as string)).toBe(10);
    expect(await estimate(parent.id)).toBe(10);
    await recomputeEstimates(db, child?.id as string);
    expect(await estimate(child?.id as string)).toBe(30);
    expect(await estimate(parent.id)).toBe(30);
  });

  it('edits a leaf estimate (the parent follows) but not a parent estimate', async () => {
    const parent = (await addParent(db, 'P')) as { id: string };
    const [a, b] = await addChildren(db, parent.id, [{ title: 'a' }, { title: 'b', estimateMinutes: 5 }]);
    await updateTask(db, a?.id as string, { estimateMinutes: '40', title: '  A  ' });
    expect(await db.items.get(a?.id as string)).toMatchObject({
      title: 'A',
      pomodoro: { estimateMinutes: 40 },
    });
    expect(await estimate(parent.id)).toBe(45);
    await updateTask(db, parent.id, { estimateMinutes: 999, title: '   ' });
    expect(await db.items.get(parent.id)).toMatchObject({ title: 'P', pomodoro: { estimateMinutes: 45 } });
    await updateTask(db, b?.id as string, { estimateMinutes: 0 });
    expect(await estimate(b?.id as string)).toBe(25);
  });

  it('toggles done and back', async () => {
    const task = (await addParent(db, 'x')) as { id: string };
    await toggleDone(db, task.id);
    expect((await db.items.get(task.id))?.status).toBe('done');
    await toggleDone(db, task.id);
    expect((await db.items.get(task.id))?.status).toBe('open');
  });

  it('deletes a task with its descendants and their queue entries, rolling estimates up', async () => {
    const parent = (await addParent(db, 'P')) as { id: string };
    const [a, b] = await addChildren(db, parent.id, [
      { title: 'a', estimateMinutes: 10 },
      { title: 'b', estimateMinutes: 20 },
    ]);
    await addChildren(db, a?.id as string, [{ title: 'a1', estimateMinutes: 7 }]);
    expect(await importToQueue(db, parent.id)).toBe(2);
    await deleteTask(db, a?.id as string);
    expect((await db.items.toArray()).map((row) => row.title).sort()).toEqual(['P', 'b']);
    expect(await estimate(parent.id)).toBe(20);
    const queue = await db.queue_v2.toArray();
    expect(queue.filter((entry) => entry.kind === 'leaf').map((entry) => entry.taskId)).toEqual([b?.id]);
    await deleteTask(db, parent.id);
    expect(await db.items.count()).toBe(0);
    expect(await db.queue_v2.count()).toBe(0); // the group went with its last leaf
  });

  it('clears completed parents with everything under them', async () => {
    const done = (await addParent(db, 'done')) as { id: string };
    const open = (await addParent(db, 'open')) as { id: string };
    await addChildren(db, done.id, [{ title: 'child' }]);
    await importToQueue(db, done.id);
    await toggleDone(db, done.id);
    expect(await clearCompletedParents(db)).toBe(1);
    expect((await db.items.toArray()).map((row) => row.id)).toEqual([open.id]);
    expect(await db.queue_v2.count()).toBe(0);
  });

  it('reorders siblings', async () => {
    const parent = (await addParent(db, 'P')) as { id: string };
    const kids = await addChildren(db, parent.id, [{ title: '1' }, { title: '2' }, { title: '3' }]);
    await reorderSiblings(db, [kids[2]?.id, kids[0]?.id, kids[1]?.id] as string[]);
    expect(childrenOf(await db.items.toArray(), parent.id).map((row) => row.title)).toEqual(['3', '1', '2']);
  });

  it('imports a group plus its open leaves at the end of the queue, marking nothing done', async () => {
    const parent = (await addParent(db, 'P')) as { id: string };
    const [a, b, c] = await addChildren(db, parent.id, [
      { title: 'a', estimateMinutes: 10 },
      { title: 'b', estimateMinutes: 20 },
      { title: 'c', estimateMinutes: 5 },
    ]);
    await toggleDone(db, c?.id as string);
    const other = (await addParent(db, 'Q')) as { id: string };
    await addChildren(db, other.id, [{ title: 'q1' }]);
    await importToQueue(db, other.id);

    expect(await importToQueue(db, parent.id)).toBe(2);
    const queue = (await db.queue_v2.toArray()).sort((x, y) => x.order - y.order);
    const groups = queue.filter((entry) => entry.kind === 'group');
    expect(groups.map((group) => [group.taskId, group.order, group.groupId])).toEqual([
      [other.id, 0, null],
      [parent.id, 1, null],
    ]);
    const leaves = queue.filter((entry) => entry.groupId === groups[1]?.id);
    expect(leaves.map((leaf) => [leaf.taskId, leaf.minutes, leaf.order])).toEqual([
      [a?.id, 10, 0],
      [b?.id, 20, 1],
    ]);
    expect(groups[1]).toMatchObject({ minutes: 30, expanded: true });
    expect(queueLength(queue)).toBe(3);
    expect((await db.items.toArray()).filter((row) => row.status === 'done').map((row) => row.id)).toEqual([
      c?.id,
    ]);
  });

  it('imports nothing for a task without open sub-tasks', async () => {
    const lonely = (await addParent(db, 'alone')) as { id: string };
    expect(await importToQueue(db, lonely.id)).toBe(0);
    expect(await db.queue_v2.count()).toBe(0);
  });
});
