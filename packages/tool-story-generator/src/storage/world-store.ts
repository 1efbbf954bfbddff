/**
 * The world in IndexedDB (CONTEXT.md Rules: Storage): one row per card plus the `current`
 * worldState row. Loading reads each card on its own, and a damaged one is moved to `setAside`
 * (kept, never deleted) instead of costing the world. Saving writes only what a change touched.
 */
import { type Card, createEmptyWorld, readWorld, type World } from '@toolbox/story-world';
import Dexie from 'dexie';
import {
  type CardRow,
  CURRENT_WORLD_ID,
  declareStorySchema,
  STORY_DATABASE_NAME,
  type StoryDatabase,
  type WorldMeta,
} from './schema';

let shared: StoryDatabase | undefined;

/** The tool's database, opened on first use (never during server rendering). */
export function getStoryDatabase(): StoryDatabase {
  shared ??= openStoryDatabase(STORY_DATABASE_NAME);
  return shared;
}

/** A database with the schema under another name (tests, stories). */
export function openStoryDatabase(name: string): StoryDatabase {
  return declareStorySchema(new Dexie(name));
}

export interface LoadedWorld {
  world: World;
  /** Cards that could not be read this time, now in the setAside table. */
  setAside: Array<{ key: string; reason: string }>;
}

const metaOf = ({ cards: _cards, ...meta }: World): WorldMeta => meta;

export async function loadWorld(db: StoryDatabase, worldId = CURRENT_WORLD_ID): Promise<LoadedWorld> {
  return db.transaction('rw', db.worldState, db.cards, db.setAside, async () => {
    const [stateRow, cardRows] = await Promise.all([
      db.worldState.get(worldId),
      db.cards.where('worldId').equals(worldId).toArray(),
    ]);
    const stored = {
      ...(stateRow?.state ?? createEmptyWorld()),
      cards: Object.fromEntries(cardRows.map((row) => [row.id, row.card])),
    };
    const { world, setAside } = readWorld(stored);
    if (setAside.length > 0) {
      const at = new Date().toISOString();
      await db.setAside.bulkAdd(setAside.map(({ key, reason, raw }) => ({ key, reason, raw, at })));
      await db.cards.bulkDelete(setAside.map(({ key }) => key));
    }
    return { world, setAside: setAside.map(({ key, reason }) => ({ key, reason })) };
  });
}

/**
 * Writes what changed from `previous` to `next`: cards added or changed (a new object), cards
 * removed, and the rest of the world when any of it changed. One transaction: all or nothing.
 * Rejects when the browser refuses the write; the page then keeps the edit on screen and says so.
 */
export async function saveChange(
  db: StoryDatabase,
  previous: World,
  next: World,
  worldId = CURRENT_WORLD_ID,
): Promise<void> {
  const updatedAt = new Date().toISOString();
  const changed: CardRow[] = [];
  for (const [id, card] of Object.entries(next.cards)) {
    if (previous.cards[id] !== card) changed.push({ id, worldId, updatedAt, card });
  }
  const removed = Object.keys(previous.cards).filter((id) => !(id in next.cards));
  const metaChanged = (Object.keys(next) as Array<keyof World>).some(
    (key) => key !== 'cards' && next[key] !== previous[key],
  );
  if (changed.length === 0 && removed.length === 0 && !metaChanged) return;
  await db.transaction('rw', db.worldState, db.cards, async () => {
    if (changed.length > 0) await db.cards.bulkPut(changed);
    if (removed.length > 0) await db.cards.bulkDelete(removed);
    const current = await db.worldState.get(worldId);
    if (metaChanged || !current) await db.worldState.put({ id: worldId, updatedAt, state: metaOf(next) });
    else await db.worldState.update(worldId, { updatedAt });
  });
}

/** The cards that were set aside, newest first (the page offers them for download). */
export function listSetAside(db: StoryDatabase) {
  return db.setAside.orderBy('id').reverse().toArray();
}

export type { Card };
