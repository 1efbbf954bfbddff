// First: Dexie reads the global indexedDB when it loads.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  completeTask,
  dropTask,
  editQueueEntry,
  type QueueEntry,
  quickAddTask,
  readUi,
  removeQueueEntry,
  reorderQueueEntries,
  repairLog,
  repairSettings,
  saveSettings,
  setGroupExpanded,
  type TaskDatabase,
  type TaskItem,
  writeUi,
} from './store';
import { createTestDatabase } from './test-db';

const STAMP = '2026-11-22T09:00:00.000Z';

function item(id: string, extra: Partial<TaskItem> = {}): TaskItem {
  return {
    id,
    title: id.toUpperCase(),
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 25, actualMinutes: 5, pomodoroCount: 1 },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...extra,
  };
}

function entry(id: string, taskId: string, order: number, extra: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id,
    kind: 'leaf',
    taskId,
    groupId: null,
    order,
    minutes: 25,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...extra,
  };
}

let db: TaskDatabase;

async function seed() {
  db = createTestDatabase();
  await db.items.bulkAdd([
    item('p'),
    item('p1', { parentId: 'p' }),
    item('p2', { parentId: 'p' }),
    item('q'),
  ]);
  await db.queue_v2.bulkAdd([
    entry('g', 'p', 0, { kind: 'group', expanded: true }),
    entry('e1', 'p1', 0, { groupId: 'g' }),
    entry('e2', 'p2', 1, { groupId: 'g' }),
    entry('eq', 'q', 1),
  ]);
}

afterEach(async () => {
  await db?.delete();
});

describe('task store operations', () => {
  it('completing a task credits it, takes it off the queue and logs it under its day', async () => {
    await seed();
    const ts = new Date(2026, 10, 22, 10, 30).toISOString();
    await completeTask(db, { taskId: 'p1', minutes: 25, ts });
    expect((await db.items.get('p1'))?.pomodoro).toEqual({
      estimateMinutes: 25,
      actualMinutes: 30,
      pomodoroCount: 2,
    });
    expect(await db.queue_v2.get('e1')).toBeUndefined();
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toEqual([{ taskId: 'p1', minutes: 25, ts }]);
    await completeTask(db, { taskId: 'p2', minutes: 10, ts });
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toHaveLength(2);
    // The group's last leaf went, so the group goes too.
    expect(await db.queue_v2.get('g')).toBeUndefined();
  });

  it('the same end seen by two tabs is counted once', async () => {
    await seed();
    await db.queue_v2.add(entry('eq2', 'q', 5));
    const ts = new Date(2026, 10, 22, 11).toISOString();
    await completeTask(db, { taskId: 'q', minutes: 25, ts });
    await completeTask(db, { taskId: 'q', minutes: 25, ts });
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toHaveLength(1);
    expect((await db.items.get('q'))?.pomodoro.pomodoroCount).toBe(2);
    expect(await db.queue_v2.get('eq2')).toBeDefined();
  });

  it('a day log that is not a list is replaced by the new segment', async () => {
    await seed();
    await writeUi(db, 'pomodoro_log_2026-11-22', 'garbage');
    const ts = new Date(2026, 10, 22, 10).toISOString();
    await completeTask(db, { taskId: 'q', minutes: 25, ts });
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toEqual([{ taskId: 'q', minutes: 25, ts }]);
  });

  it('one damaged log entry costs only itself: the day keeps its other segments', async () => {
    await seed();
    const earlier = { taskId: 'q', minutes: 25, ts: new Date(2026, 10, 22, 9).toISOString() };
    await writeUi(db, 'pomodoro_log_2026-11-22', [earlier, { taskId: 7, minutes: 'x' }]);
    const ts = new Date(2026, 10, 22, 10).toISOString();
    await completeTask(db, { taskId: 'q', minutes: 25, ts });
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toEqual([earlier, { taskId: 'q', minutes: 25, ts }]);
  });

  it('repairLog stores back the valid entries only', async () => {
    db = createTestDatabase();
    const good = { taskId: 'q', minutes: 25, ts: new Date(2026, 10, 22, 9).toISOString() };
    await writeUi(db, 'pomodoro_log_2026-11-22', [null, good, { ts: 'never' }]);
    await repairLog(db, 'pomodoro_log_2026-11-22');
    expect(await readUi(db, 'pomodoro_log_2026-11-22')).toEqual([good]);
  });

  it("settings: a damaged field is stored back at its default, the others and a newer version's fields kept", async () => {
    db = createTestDatabase();
    await writeUi(db, 'pomodoro_settings', {
      shortBreakMin: 7,
      longBreakMin: 'long',
      interval: 3,
      autoStartNext: false,
      soundEnabled: true,
      notifyEnabled: false,
      focusSound: 'bell',
    });
    await repairSettings(db);
    expect(await readUi(db, 'pomodoro_settings')).toEqual({
      shortBreakMin: 7,
      longBreakMin: 15,
      interval: 3,
      autoStartNext: false,
      soundEnabled: true,
      notifyEnabled: false,
      focusSound: 'bell',
    });
    await saveSettings(db, {
      shortBreakMin: 8,
      longBreakMin: 15,
      interval: 3,
      autoStartNext: false,
      soundEnabled: true,
      notifyEnabled: false,
    });
    expect(await readUi(db, 'pomodoro_settings')).toMatchObject({ shortBreakMin: 8, focusSound: 'bell' });
  });

  it('dropping a task removes its entry without logging', async () => {
    await seed();
    await dropTask(db, { taskId: 'q' });
    expect(await db.queue_v2.get('eq')).toBeUndefined();
    expect(await db.ui.count()).toBe(0);
    expect((await db.items.get('q'))?.pomodoro.pomodoroCount).toBe(1);
  });

  it('quick add creates an open task on top of the to-do list and a leaf at the end of the queue', async () => {
    await seed();
    const { taskId, entryId } = await quickAddTask(db, { title: 'Read', minutes: 15, now: new Date(STAMP) });
    expect(await db.items.get(taskId)).toMatchObject({
      title: 'Read',
      status: 'open',
      order: -1,
      pomodoro: { estimateMinutes: 15, actualMinutes: 0, pomodoroCount: 0 },
      createdAt: STAMP,
    });
    expect(await db.queue_v2.get(entryId)).toMatchObject({
      kind: 'leaf',
      taskId,
      groupId: null,
      order: 2,
      minutes: 15,
    });
  });

  it('editing changes the title and a leaf’s minutes', async () => {
    await seed();
    await editQueueEntry(db, { entryId: 'eq', title: 'Mail', minutes: 40 });
    expect((await db.items.get('q'))?.title).toBe('Mail');
    expect((await db.queue_v2.get('eq'))?.minutes).toBe(40);
    await editQueueEntry(db, { entryId: 'g', title: 'Report', minutes: 99 });
    expect((await db.items.get('p'))?.title).toBe('Report');
    expect((await db.queue_v2.get('g'))?.minutes).toBe(25);
  });

  it('removing a group removes its leaves; removing a leaf keeps its siblings', async () => {
    await seed();
    await removeQueueEntry(db, { entryId: 'e1' });
    expect(await db.queue_v2.get('g')).toBeDefined();
    await removeQueueEntry(db, { entryId: 'g' });
    expect((await db.queue_v2.toArray()).map((row) => row.id)).toEqual(['eq']);
    expect(await db.items.count()).toBe(4);
  });

  it('a drag writes the new sibling order', async () => {
    await seed();
    await reorderQueueEntries(db, { entryIds: ['e2', 'e1'] });
    expect((await db.queue_v2.get('e2'))?.order).toBe(0);
    expect((await db.queue_v2.get('e1'))?.order).toBe(1);
    await reorderQueueEntries(db, { entryIds: ['eq', 'g'] });
    expect((await db.queue_v2.get('g'))?.order).toBe(1);
  });

  it('groups expand and collapse', async () => {
    await seed();
    await setGroupExpanded(db, { entryId: 'g', expanded: false });
    expect((await db.queue_v2.get('g'))?.expanded).toBe(false);
  });
});
