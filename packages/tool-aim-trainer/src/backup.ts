/**
 * The round history in the site's backup file (CONTEXT.md Rules: History › Backup): the `sessions`
 * table of `aim_trainer_db`. Dexie loads only when a backup is made or imported.
 */
import {
  type DatabaseBackup,
  type DatabaseSection,
  emptyOutcome,
  encodeBackupValue,
  type ImportMode,
  type PartOutcome,
  readDatabaseSection,
} from '@toolbox/kit/backup';
import { isSessionRecord, type NewSessionRecord, type SessionRecord } from './core/history';
import type { AimDatabase } from './data/history-db';

export const AIM_BACKUP_ID = 'aim-trainer';
const SECTION_VERSION = 1;
const TABLES = ['sessions'] as const;

/**
 * A round's ids are numbers the browser hands out, so another browser's round 3 is not this one's:
 * two rows are the same round when everything but the id is the same.
 */
const roundKey = ({ ts, mode, durationMs, hits, attempts, avgReactionMs, score }: NewSessionRecord) =>
  JSON.stringify([ts, mode, durationMs, hits, attempts, avgReactionMs, score]);

const withoutId = ({ id: _id, ...round }: SessionRecord): NewSessionRecord => round;

/** A backup of `open()`'s database; the site's uses the tool's own (`aimBackup`). */
export function createAimBackup(open: () => Promise<AimDatabase>): DatabaseBackup {
  return {
    id: AIM_BACKUP_ID,
    tables: TABLES,
    async export(): Promise<DatabaseSection> {
      const db = await open();
      return {
        version: SECTION_VERSION,
        tables: { sessions: (await encodeBackupValue(await db.sessions.toArray())) as unknown[] },
      };
    },
    prepare(section) {
      const { rows, skipped } = readDatabaseSection(section, { version: SECTION_VERSION, tables: TABLES });
      const rounds: NewSessionRecord[] = [];
      const seen = new Set<string>();
      for (const row of rows.sessions ?? []) {
        // The id is not kept (see roundKey); any number stands in for it while checking.
        const candidate = typeof row === 'object' && row !== null ? { ...row, id: 0 } : row;
        if (!isSessionRecord(candidate)) {
          skipped.sessions = (skipped.sessions ?? 0) + 1;
          continue;
        }
        const round = withoutId(candidate);
        const key = roundKey(round);
        if (seen.has(key)) continue;
        seen.add(key);
        rounds.push(round);
      }
      return {
        counts: { sessions: rounds.length },
        skipped,
        async apply(mode: ImportMode): Promise<PartOutcome> {
          const db = await open();
          return db.transaction('rw', db.sessions, async () => {
            const here = await db.sessions.toArray();
            const hereKeys = new Set(here.filter(isSessionRecord).map((row) => roundKey(withoutId(row))));
            const outcome = emptyOutcome();
            const fresh = rounds.filter((round) => !hereKeys.has(roundKey(round)));
            if (mode === 'replace') {
              const incoming = new Set(rounds.map(roundKey));
              outcome.removed = here.filter(
                (row) => !isSessionRecord(row) || !incoming.has(roundKey(withoutId(row))),
              ).length;
              outcome.updated = rounds.length - fresh.length;
              await db.sessions.clear();
              await db.sessions.bulkAdd(rounds as SessionRecord[]);
            } else {
              outcome.kept = rounds.length - fresh.length;
              await db.sessions.bulkAdd(fresh as SessionRecord[]);
            }
            outcome.added = fresh.length;
            return outcome;
          });
        },
      };
    },
  };
}

/** The tool's own database, for the site's settings page. */
export const aimBackup: DatabaseBackup = createAimBackup(async () => {
  const { getAimDatabase } = await import('./data/history-db');
  return getAimDatabase();
});
