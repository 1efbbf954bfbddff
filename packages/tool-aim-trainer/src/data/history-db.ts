import Dexie, { type Table } from 'dexie';
import type { SessionRecord } from '../core/history';

/** The browser database of finished rounds (CONTEXT.md Rules: History › Database). */
export const AIM_DATABASE_NAME = 'aim_trainer_db';

export type AimDatabase = Dexie & { sessions: Table<SessionRecord, number> };

/**
 * Declares every version of the schema on `db`. A later change is a new `db.version(n)` with an
 * upgrade here, never an edit of an older one (CONTEXT.md Rules: History › Versions).
 */
export function declareAimSchema(db: Dexie): AimDatabase {
  db.version(1).stores({ sessions: '++id, ts' });
  // Version 2 indexes mode and score; rows written by version 1 get the one mode there is.
  db.version(2)
    .stores({ sessions: '++id, ts, mode, score' })
    .upgrade((transaction) =>
      transaction
        .table('sessions')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (row.mode === undefined) row.mode = 'reaction';
        }),
    );
  return db as AimDatabase;
}

/** A database with this schema under any name (tests, stories). */
export function openAimDatabase(name: string = AIM_DATABASE_NAME): AimDatabase {
  return declareAimSchema(new Dexie(name));
}

let shared: AimDatabase | undefined;

/** The page's database, opened on first use (never while rendering on the server). */
export function getAimDatabase(): AimDatabase {
  shared ??= openAimDatabase();
  return shared;
}
