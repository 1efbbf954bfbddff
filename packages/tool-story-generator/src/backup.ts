/**
 * The story database in the site's backup file (CONTEXT.md Rules: Storage › Backup): the worlds
 * (`worldState`), their cards (`worldCards`) and the books (`storyBooks`). Dexie loads only when
 * a backup is made or imported; nothing of the tool's UI is imported.
 */
import { type DatabaseBackup, databaseBackup } from '@toolbox/kit/backup';
import { readBook } from '@toolbox/story-world';
import type { CardRow, StoryBookRow, StoryDatabase, WorldStateRow } from './storage/schema';

export const STORY_BACKUP_ID = 'story-generator';

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

const isBookRow = (row: unknown): row is StoryBookRow => isRecord(row) && readBook(row).ok;

/** A row that passes its check is imported as it is; the rest are left out and counted. */
const keepIf =
  <T>(isValid: (row: unknown) => row is T) =>
  (row: unknown): T | undefined =>
    isValid(row) ? row : undefined;
const readWorld = keepIf(isWorldRow);
const readCard = keepIf(isCardRow);
const readBookRow = keepIf(isBookRow);

/**
 * A backup of `open()`'s database; the site's uses the tool's own (`storyBackup`). `setAside`
 * (cards and books no version could read) stays in this browser.
 */
export function createStoryBackup(open: () => Promise<StoryDatabase>): DatabaseBackup {
  return databaseBackup({
    id: STORY_BACKUP_ID,
    version: 1,
    open,
    tables: {
      worldState: { of: (db) => db.worldState, read: readWorld, keyOf: (row) => row.id },
      worldCards: {
        of: (db) => db.worldCards,
        read: readCard,
        keyOf: (row): [string, string] => [row.worldId, row.id],
      },
      storyBooks: { of: (db) => db.storyBooks, read: readBookRow, keyOf: (row) => row.id },
    },
  });
}

/** The tool's own database, for the site's settings page. */
export const storyBackup: DatabaseBackup = createStoryBackup(async () => {
  const { getStoryDatabase } = await import('./storage/world-store');
  return getStoryDatabase();
});
