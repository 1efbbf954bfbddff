import { describe, expect, it } from 'vitest';
import { addChildren, deleteTask, importToQueue } from './tasks';
import { createTestDatabase } from './test-db';
import { repairTaskDatabase, sanitizeItem, sanitizeQueueEntry, sanitizeRows } from './validate';

describe('stored rows are repaired or dropped, never trusted', () => {
  it('drops rows without an id or a title', () => {
    expect(sanitizeItem(null)).toBeUndefined();
    expect(sanitizeItem({ id: 1, title: 'x' })).toBeUndefined();
    expect(sanitizeItem({ id: 'x' })).toBeUndefined();
  });

  it('repairs missing or wrong fields with the defaults', () => {
    expect(
      sanitizeItem({
        id: 'x',
        title: 't',
        status: 'weird',
        labels: ['AI', 3],
        pomodoro: { estimateMinutes: -1 },
      }),
    ).toEqual({
      id: 'x',
      title: 't',
      status: 'open',
      labels: ['AI'],
      order: 0,
      pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
      createdAt: '1970-01-01T00:00:00.000Z',
      updatedAt: '1970-01-01T00:00:00.000Z',
      ai: { source: 'user' },
    });
  });

  it('keeps valid queue entries and drops unknown kinds', () => {
    expect(
      sanitizeQueueEntry({ id: 'e', kind: 'leaf', taskId: 't', groupId: 'g', order: 2, minutes: 0 }),
    ).toMatchObject({
      groupId: 'g',
      minutes: 25,
    });
    expect(sanitizeQueueEntry({ id: 'e', kind: 'other', taskId: 't' })).toBeUndefined();
  });

  it('counts what it dropped', () => {
    expect(sanitizeRows([{ id: 'a', title: 'a' }, 'junk', {}], sanitizeItem)).toMatchObject({ dropped: 2 });
  });
});

describe('a damaged stored row costs only itself', () => {
  const STAMP = '2026-11-22T09:00:00.000Z';
  const good = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: id,
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 10, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: STAMP,
    updatedAt: STAMP,
    ai: { source: 'user' },
    ...extra,
  });

  async function seedDamaged() {
    const db = createTestDatabase();
    await db.items.bulkPut([
      good('p'),
      good('a', { parentId: 'p' }),
      // Damaged but readable: no pomodoro record (the roll-up read item.pomodoro.estimateMinutes).
      { ...good('b', { parentId: 'p' }), pomodoro: undefined },
      // Unreadable: no title.
      { id: 'broken', parentId: 'p', status: 'open' },
    ] as never[]);
    await db.queue_v2.put({ id: 'q-bad', kind: 'strange', taskId: 7 } as never);
    return db;
  }

  it('roll-ups, adds, imports and deletes work with damaged rows present', async () => {
    const db = await seedDamaged();
    await addChildren(db, 'p', [{ title: 'c', estimateMinutes: 5 }]);
    // a 10 + b 25 (its estimate repaired to the default) + c 5; the unreadable row counts for nothing.
    expect((await db.items.get('p'))?.pomodoro.estimateMinutes).toBe(40);
    expect(await importToQueue(db, 'p')).toBe(3);
    await deleteTask(db, 'a');
    expect(await db.items.get('a')).toBeUndefined();
  });

  it('repairTaskDatabase writes readable rows back repaired and sets the unreadable ones aside', async () => {
    const db = await seedDamaged();
    expect(await repairTaskDatabase(db, new Date(STAMP))).toEqual({ repaired: 1, setAside: 2 });
    expect((await db.items.get('b'))?.pomodoro).toEqual({
      estimateMinutes: 25,
      actualMinutes: 0,
      pomodoroCount: 0,
    });
    expect(await db.items.get('broken')).toBeUndefined();
    expect(await db.queue_v2.count()).toBe(0);
    expect(await db.setAside.toArray()).toEqual([
      { id: 1, table: 'items', row: { id: 'broken', parentId: 'p', status: 'open' }, at: STAMP },
      { id: 2, table: 'queue_v2', row: { id: 'q-bad', kind: 'strange', taskId: 7 }, at: STAMP },
    ]);
    // Healthy rows are left as they are; a second run finds nothing to do.
    expect(await repairTaskDatabase(db)).toEqual({ repaired: 0, setAside: 0 });
  });
});
