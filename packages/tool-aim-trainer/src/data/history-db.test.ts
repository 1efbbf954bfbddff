import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { listableSessions } from '../core/history';
import { AIM_DATABASE_NAME, getAimDatabase, openAimDatabase } from './history-db';

const row = (ts: number, extra: Record<string, unknown> = {}) => ({
  ts,
  durationMs: 60_000,
  hits: 45,
  attempts: 50,
  avgReactionMs: 400,
  score: 118,
  ...extra,
});

describe('the history database (CONTEXT.md Rules: History › Database)', () => {
  it('is aim_trainer_db at version 2 with the sessions table indexed by ts, mode and score', async () => {
    const db = getAimDatabase();
    expect(db.name).toBe(AIM_DATABASE_NAME);
    expect(AIM_DATABASE_NAME).toBe('aim_trainer_db');
    await db.open();
    expect(db.verno).toBe(2);
    const sessions = db.table('sessions');
    expect(sessions.schema.primKey).toMatchObject({ name: 'id', auto: true });
    expect(sessions.schema.indexes.map((index) => index.name).sort()).toEqual(['mode', 'score', 'ts']);
    db.close();
  });

  it('stores a round and gives it an id', async () => {
    const db = openAimDatabase(`add-${Math.random()}`);
    const id = await db.sessions.add({ ...row(5), mode: 'reaction' } as never);
    expect(await db.sessions.get(id)).toEqual({ ...row(5), mode: 'reaction', id });
    db.close();
  });
});

describe('schema version 2 (CONTEXT.md Rules: History › Versions)', () => {
  it('keeps every version-1 row, fills the missing mode and leaves damaged rows alone', async () => {
    const name = `v1-to-v2-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ sessions: '++id, ts' });
    await v1
      .table('sessions')
      .bulkAdd([row(1000), row(2000, { mode: 'reaction' }), row(3000, { hits: 'broken' }), { ts: 4000 }]);
    v1.close();

    const v2 = openAimDatabase(name);
    const rows = await v2.sessions.toArray();
    expect(v2.verno).toBe(2);
    expect(rows).toHaveLength(4);
    expect(rows.every((stored) => stored.mode === 'reaction')).toBe(true);
    expect(rows.find((stored) => stored.ts === 3000)).toMatchObject({ hits: 'broken' });
    // The new indexes answer queries over the old rows.
    expect(await v2.sessions.where('mode').equals('reaction').count()).toBe(4);
    expect((await v2.sessions.where('score').equals(118).toArray()).map((stored) => stored.ts)).toEqual([
      1000, 2000, 3000,
    ]);
    // The damaged ones are skipped in the list, the others shown, newest first.
    expect(listableSessions(rows).map((stored) => stored.ts)).toEqual([2000, 1000]);
    v2.close();
  });
});
