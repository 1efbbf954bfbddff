import { BackupPartError, type DatabaseBackup } from '@toolbox/kit/backup';
import { describe, expect, it } from 'vitest';
import { createTaskBackup } from './backup';
import type { QueueEntry, TaskDatabase, TaskItem } from './schema';
import { createTestDatabase } from './test-db';

const item = (id: string, updatedAt: string, title = id): TaskItem => ({
  id,
  title,
  status: 'open',
  labels: [],
  order: 0,
  pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt,
  ai: { source: 'user' },
});

const entry = (id: string, taskId: string): QueueEntry => ({
  id,
  kind: 'leaf',
  taskId,
  groupId: null,
  order: 0,
  minutes: 25,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
});

function backupOf(db: TaskDatabase): DatabaseBackup {
  return createTaskBackup(async () => db);
}

/** An export as it comes back out of the file's text. */
async function exported(db: TaskDatabase): Promise<unknown> {
  return JSON.parse(JSON.stringify(await backupOf(db).export()));
}

async function seeded(): Promise<TaskDatabase> {
  const db = createTestDatabase();
  await db.items.bulkPut([
    item('a', '2027-01-02T00:00:00.000Z', 'Sharpen the sword'),
    item('b', '2027-01-02T00:00:00.000Z'),
  ]);
  await db.queue_v2.put(entry('q', 'a'));
  await db.ui.put({ key: 'pomodoro_settings', value: { focusMinutes: 30 } });
  await db.setAside.add({ table: 'items', row: { broken: true }, at: '2027-01-01T00:00:00.000Z' });
  return db;
}

describe('the task backup (CONTEXT.md Rules: Backup)', () => {
  it('round trip: items, queue and ui rows come back exactly in an empty database', async () => {
    const source = await seeded();
    const target = createTestDatabase();
    const prepared = backupOf(target).prepare(await exported(source));
    expect(prepared.counts).toEqual({ items: 2, queue_v2: 1, ui: 1 });
    expect(prepared.skipped).toEqual({ items: 0, queue_v2: 0, ui: 0 });
    expect(await prepared.apply('merge')).toEqual({ added: 4, updated: 0, kept: 0, removed: 0 });
    expect(await target.items.orderBy('id').toArray()).toEqual(await source.items.orderBy('id').toArray());
    expect(await target.queue_v2.toArray()).toEqual(await source.queue_v2.toArray());
    expect(await target.ui.toArray()).toEqual(await source.ui.toArray());
    // Rows no version could read stay in the browser they were set aside in.
    expect(await target.setAside.count()).toBe(0);
  });

  it('merge keeps local rows, adds new ones and takes a row only when the file’s is newer', async () => {
    const source = await seeded();
    const file = await exported(source);
    const target = createTestDatabase();
    await target.items.bulkPut([
      item('a', '2027-01-01T00:00:00.000Z', 'older here'),
      item('b', '2027-01-09T00:00:00.000Z', 'newer here'),
      item('c', '2027-01-01T00:00:00.000Z', 'only here'),
    ]);
    await target.ui.put({ key: 'pomodoro_settings', value: { focusMinutes: 50 } });
    const outcome = await backupOf(target).prepare(file).apply('merge');
    expect(outcome).toEqual({ added: 1, updated: 1, kept: 2, removed: 0 });
    const titles = Object.fromEntries((await target.items.toArray()).map((row) => [row.id, row.title]));
    expect(titles).toEqual({ a: 'Sharpen the sword', b: 'newer here', c: 'only here' });
    // A ui row has no updatedAt: the one here is kept.
    expect(await target.ui.get('pomodoro_settings')).toEqual({
      key: 'pomodoro_settings',
      value: { focusMinutes: 50 },
    });
  });

  it('replace clears the tables first: only the file’s rows remain', async () => {
    const file = await exported(await seeded());
    const target = createTestDatabase();
    await target.items.bulkPut([
      item('a', '2027-05-01T00:00:00.000Z', 'mine'),
      item('z', '2027-05-01T00:00:00.000Z'),
    ]);
    await target.queue_v2.put(entry('old', 'z'));
    const outcome = await backupOf(target).prepare(file).apply('replace');
    expect(outcome).toEqual({ added: 3, updated: 1, kept: 0, removed: 2 });
    expect((await target.items.orderBy('id').toArray()).map((row) => [row.id, row.title])).toEqual([
      ['a', 'Sharpen the sword'],
      ['b', 'b'],
    ]);
    expect((await target.queue_v2.toArray()).map((row) => row.id)).toEqual(['q']);
  });

  it('a damaged row is left out and counted; the rest of the table is imported', async () => {
    const file = (await exported(await seeded())) as { tables: { items: unknown[]; ui: unknown[] } };
    file.tables.items.push({ id: 7, title: null }, 'junk');
    file.tables.ui.push({ nokey: true });
    const target = createTestDatabase();
    const prepared = backupOf(target).prepare(file);
    expect(prepared.counts).toEqual({ items: 2, queue_v2: 1, ui: 1 });
    expect(prepared.skipped).toEqual({ items: 2, queue_v2: 0, ui: 1 });
    await prepared.apply('merge');
    expect(await target.items.count()).toBe(2);
  });

  it('a damaged section is refused before anything is written', async () => {
    const target = await seeded();
    const before = await target.items.toArray();
    expect(() => backupOf(target).prepare({ version: 1, tables: { items: [], ui: [] } })).toThrow(
      BackupPartError,
    );
    expect(await target.items.toArray()).toEqual(before);
  });

  it('a write the browser refuses leaves every table as it was (one transaction)', async () => {
    const target = await seeded();
    const before = await target.items.orderBy('id').toArray();
    const file = (await exported(await seeded())) as { tables: { items: Array<{ title: string }> } };
    for (const row of file.tables.items) row.title = 'from the file';
    const prepared = backupOf(target).prepare(file);
    // The third table's write fails after the first two were made inside the transaction.
    target.ui.hook('creating', () => {
      throw new Error('quota');
    });
    await expect(prepared.apply('replace')).rejects.toThrow('quota');
    expect(await target.items.orderBy('id').toArray()).toEqual(before);
  });
});
