/**
 * The story database in the site's backup file (CONTEXT.md Rules: Storage › Backup): the worlds
 * (`worldState`), their cards (`worldCards`) and the books (`storyBooks`). Dexie loads only when
 * a backup is made or imported; nothing of the tool's UI is imported.
 */
import {
  addOutcomes,
  type DatabaseBackup,
  type DatabaseSection,
  encodeBackupValue,
  type ImportMode,
  importTableRows,
  type PartOutcome,
  readDatabaseSection,
} from '@toolbox/kit/backup';
import { readBook } from '@toolbox/story-world';
import type { CardRow, StoryBookRow, StoryDatabase, WorldStateRow } from './storage/schema';

export const STORY_BACKUP_ID = 'story-generator';
const SECTION_VERSION = 1;
const TABLES = ['worldState', 'worldCards', 'storyBooks'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWorldRow = (row: unknown): row is WorldStateRow =>
  isRecord(row) &&
  typeof row.id === 'string' &&
  typeof row.updatedAt === 'string' &&
  isRecord(row.state) &&
  (row.name === undefined || typeof row.name === 'string');

/** The card itself is checked when the world loads: a damaged one is set aside there, alone. */
const isCardRow = (row: unknown): row is CardRow =>
  isRecord(row) &&
  typeof row.id === 'string' &&
  typeof row.worldId === 'string' &&
  typeof row.updatedAt === 'string' &&
  isRecord(row.card);

/** A backup of `open()`'s database; the site's uses the tool's own (`storyBackup`). */
export function createStoryBackup(open: () => Promise<StoryDatabase>): DatabaseBackup {
  return {
    id: STORY_BACKUP_ID,
    tables: TABLES,
    async export(): Promise<DatabaseSection> {
      const db = await open();
      // `setAside` (cards and books no version could read) stays in this browser.
      const [worlds, cards, books] = await db.transaction(
        'r',
        db.worldState,
        db.worldCards,
        db.storyBooks,
        () => Promise.all([db.worldState.toArray(), db.worldCards.toArray(), db.storyBooks.toArray()]),
      );
      return {
        version: SECTION_VERSION,
        tables: {
          worldState: (await encodeBackupValue(worlds)) as unknown[],
          worldCards: (await encodeBackupValue(cards)) as unknown[],
          storyBooks: (await encodeBackupValue(books)) as unknown[],
        },
      };
    },
    prepare(section) {
      const { rows, skipped } = readDatabaseSection(section, { version: SECTION_VERSION, tables: TABLES });
      const worlds = keep(rows.worldState, isWorldRow, skipped, 'worldState');
      const cards = keep(rows.worldCards, isCardRow, skipped, 'worldCards');
      const books = keep(
        rows.storyBooks,
        (row): row is StoryBookRow => isRecord(row) && readBook(row).ok,
        skipped,
        'storyBooks',
      );
      return {
        counts: { worldState: worlds.length, worldCards: cards.length, storyBooks: books.length },
        skipped,
        async apply(mode: ImportMode): Promise<PartOutcome> {
          const db = await open();
          return db.transaction('rw', db.worldState, db.worldCards, db.storyBooks, async () => {
            const outcomes = [
              await importTableRows({ table: db.worldState, rows: worlds, keyOf: (row) => row.id, mode }),
              await importTableRows({
                table: db.worldCards,
                rows: cards,
                keyOf: (row): [string, string] => [row.worldId, row.id],
                mode,
              }),
              await importTableRows({ table: db.storyBooks, rows: books, keyOf: (row) => row.id, mode }),
            ];
            return outcomes.reduce(addOutcomes);
          });
        },
      };
    },
  };
}

function keep<T>(
  rows: readonly unknown[] | undefined,
  isValid: (row: unknown) => row is T,
  skipped: Record<string, number>,
  table: string,
): T[] {
  const kept: T[] = [];
  for (const row of rows ?? []) {
    if (isValid(row)) kept.push(row);
    else skipped[table] = (skipped[table] ?? 0) + 1;
  }
  return kept;
}

/** The tool's own database, for the site's settings page. */
export const storyBackup: DatabaseBackup = createStoryBackup(async () => {
  const { getStoryDatabase } = await import('./storage/world-store');
  return getStoryDatabase();
});
