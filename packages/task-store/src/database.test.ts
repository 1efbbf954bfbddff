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
    expect(db.tables.map((table) => table.name).sort()).toEqual(['items', 'queue_v2', 'ui']);
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
