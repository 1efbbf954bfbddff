// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createAimBackup } from './backup';
import { type AimDatabase, openAimDatabase } from './data/history-db';

const round = (ts: number, score = 100) => ({
  ts,
  mode: 'reaction' as const,
  durationMs: 60_000,
  hits: 45,
  attempts: 50,
  avgReactionMs: 400,
  score,
});

function open(): AimDatabase {
  return openAimDatabase(`aim-backup-${Math.random()}`);
}

const backupOf = (db: AimDatabase) => createAimBackup(async () => db);

async function exported(db: AimDatabase): Promise<unknown> {
  return JSON.parse(JSON.stringify(await backupOf(db).export()));
}

const times = async (db: AimDatabase) => (await db.sessions.orderBy('ts').toArray()).map((row) => row.ts);

describe('the history backup (CONTEXT.md Rules: History › Backup)', () => {
  it('round trip: every round comes back in an empty database, with new ids', async () => {
    const source = open();
    await source.sessions.bulkAdd([round(1), round(2), round(3, 140)] as never);
    const target = open();
    const prepared = backupOf(target).prepare(await exported(source));
    expect(prepared.counts).toEqual({ sessions: 3 });
    expect(await prepared.apply('merge')).toEqual({ added: 3, updated: 0, kept: 0, removed: 0 });
    const strip = (rows: Array<{ id: number }>) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(await target.sessions.orderBy('ts').toArray())).toEqual(
      strip(await source.sessions.orderBy('ts').toArray()),
    );
  });

  it('merge adds only rounds not here (same round = same everything but the id)', async () => {
    const source = open();
    await source.sessions.bulkAdd([round(1), round(2)] as never);
    const target = open();
    await target.sessions.bulkAdd([round(9), round(2)] as never);
    expect(
      await backupOf(target)
        .prepare(await exported(source))
        .apply('merge'),
    ).toEqual({
      added: 1,
      updated: 0,
      kept: 1,
      removed: 0,
    });
    expect(await times(target)).toEqual([1, 2, 9]);
  });

  it('replace leaves only the file’s rounds', async () => {
    const source = open();
    await source.sessions.bulkAdd([round(1), round(2)] as never);
    const target = open();
    await target.sessions.bulkAdd([round(9), round(2)] as never);
    expect(
      await backupOf(target)
        .prepare(await exported(source))
        .apply('replace'),
    ).toEqual({
      added: 1,
      updated: 1,
      kept: 0,
      removed: 1,
    });
    expect(await times(target)).toEqual([1, 2]);
  });

  it('a damaged round costs only itself', async () => {
    const prepared = backupOf(open()).prepare({
      version: 1,
      tables: { sessions: [round(1), { ...round(2), score: 'high' }, null] },
    });
    expect(prepared.counts).toEqual({ sessions: 1 });
    expect(prepared.skipped).toEqual({ sessions: 2 });
  });
});
