import type { Card, World } from '@toolbox/story-world';
import type Dexie from 'dexie';
import type { Table } from 'dexie';

/** The story tool's IndexedDB database (this browser only; nothing is sent anywhere). */
export const STORY_DATABASE_NAME = 'story_generator_db';
/** The one world this version keeps (the spec's worldState id). */
export const CURRENT_WORLD_ID = 'current';

/**
 * Version 1 (the spec's shape): the whole world in one `worldState` row. Version 2 keeps the cards
 * in their own table, one row each, so saving an edit writes one card (not the whole world) and a
 * damaged row costs that card only; `worldState` keeps the rest of the world.
 */
export interface WorldStateRowV1 {
  id: string;
  updatedAt: string;
  state: World;
}

export type WorldMeta = Omit<World, 'cards'>;

export interface WorldStateRow {
  id: string;
  /** The world's name (several worlds, CONTEXT.md Rules: Worlds); '' for the first, unnamed one. */
  name?: string;
  updatedAt: string;
  state: WorldMeta;
}

export interface CardRow {
  /** The card's id (also `card.id`). */
  id: string;
  /** Which world the card belongs to ('current'). */
  worldId: string;
  updatedAt: string;
  card: Card;
}

/** A stored card that could not be read: kept, not deleted, so nothing the user wrote is lost. */
export interface SetAsideRow {
  id?: number;
  key: string;
  reason: string;
  raw: unknown;
  at: string;
}

/** Story books (issue 18 fills them); declared now so the schema has one history. */
export interface StoryBookRow {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export type StoryDatabase = Dexie & {
  worldState: Table<WorldStateRow, string>;
  /** Version 3: cards keyed by [worldId+id], so two worlds may hold the same card id. */
  worldCards: Table<CardRow, [string, string]>;
  setAside: Table<SetAsideRow, number>;
  storyBooks: Table<StoryBookRow, string>;
};

/**
 * Every version of the schema. A later change is a new `db.version(n)` with its upgrade, never an
 * edit of an older one.
 */
export function declareStorySchema(db: Dexie): StoryDatabase {
  db.version(1).stores({
    storyBooks: 'id, title, createdAt, updatedAt',
    worldState: 'id, updatedAt',
  });
  db.version(2)
    .stores({ cards: 'id, worldId, updatedAt', setAside: '++id, key' })
    .upgrade(async (transaction) => {
      // Move each world's cards into rows of their own; the worldState row keeps the rest.
      const worlds = transaction.table<WorldStateRowV1 | WorldStateRow, string>('worldState');
      const cards = transaction.table<CardRow, string>('cards');
      for (const row of await worlds.toArray()) {
        const state = (row.state ?? {}) as Partial<World>;
        const { cards: stored, ...rest } = state;
        if (stored && typeof stored === 'object') {
          await cards.bulkPut(
            Object.entries(stored).map(([key, card]) => ({
              id: key,
              worldId: row.id,
              updatedAt: row.updatedAt,
              card: card as Card,
            })),
          );
        }
        await worlds.put({ ...row, state: rest as WorldMeta });
      }
    });
  // Version 3 (several worlds): the card table's key becomes [worldId+id]. Dexie cannot change a
  // table's primary key, so the rows move to `worldCards` and `cards` is dropped.
  db.version(3)
    .stores({ worldCards: '[worldId+id], worldId, updatedAt' })
    .upgrade(async (transaction) => {
      const rows = await transaction.table<CardRow, string>('cards').toArray();
      await transaction.table<CardRow, [string, string]>('worldCards').bulkPut(rows);
    });
  db.version(4).stores({ cards: null });
  return db as StoryDatabase;
}
