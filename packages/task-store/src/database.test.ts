import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { getTaskDatabase, openTaskDatabase } from './database';
import { TASK_DATABASE_NAME } from './schema';

describe('the shared database', () => {
  it('has one name and the tables items, queue_v2 and ui', async () => {
    const db = getTaskDatabase();
    expect(db.name).toBe(TASK_DATABASE_NAME);
    expect(TASK_DATABASE_NAME).toBe('toolbox-tasks');
    expect(getTaskDatabase()).toBe(db);
    await db.open();
    expect(db.tables.map((table) => table.name).sort()).toEqual(['items', 'queue_v2', 'setAside', 'ui']);
    db.close();
  });

  it('opens data written by the first schema version without losing it', async () => {
    const name = `v1-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      items: 'id, parentId, order',
      queue_v2: 'id, kind, taskId, groupId, order',
      ui: 'key',
    });
    await v1.table('items').add({ id: 'kept', title: 'from v1', order: 0 });
    await v1.table('ui').put({ key: 'pomodoro_settings', value: { focus: 25 } });
    v1.close();
    const current = openTaskDatabase(name);
    expect(await current.items.get('kept')).toMatchObject({ title: 'from v1' });
    expect(await current.ui.get('pomodoro_settings')).toEqual({
      key: 'pomodoro_settings',
      value: { focus: 25 },
    });
    current.close();
  });
});

describe('schema version 2', () => {
  it('keeps every version-1 row and adds the setAside table', async () => {
    const name = `v1-to-v2-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      items: 'id, parentId, order',
      queue_v2: 'id, kind, taskId, groupId, order',
      ui: 'key',
    });
    await v1.table('items').bulkAdd([
      { id: 'a', title: 'first', order: 0 },
      { id: 'b', parentId: 'a', title: 'second', order: 1 },
    ]);
    await v1.table('queue_v2').add({ id: 'g', kind: 'group', taskId: 'a', groupId: null, order: 0 });
    await v1.table('ui').put({ key: 'pomodoro_log_2026-11-22', value: [{ taskId: 'a', minutes: 25 }] });
    v1.close();
    const current = openTaskDatabase(name);
    expect(await current.items.count()).toBe(2);
    expect(await current.queue_v2.get('g')).toMatchObject({ kind: 'group', taskId: 'a' });
    expect(await current.ui.get('pomodoro_log_2026-11-22')).toMatchObject({ value: [{ taskId: 'a' }] });
    expect(await current.setAside.count()).toBe(0);
    expect(current.verno).toBe(2);
    current.close();
  });
});
