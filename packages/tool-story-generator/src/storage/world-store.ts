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
  return db.transaction('rw', db.worldState, db.worldCards, db.setAside, async () => {
    const [stateRow, cardRows] = await Promise.all([
      db.worldState.get(worldId),
      db.worldCards.where('worldId').equals(worldId).toArray(),
    ]);
    const stored = {
      ...(stateRow?.state ?? createEmptyWorld()),
      cards: Object.fromEntries(cardRows.map((row) => [row.id, row.card])),
    };
    const { world, setAside } = readWorld(stored);
    if (setAside.length > 0) {
      const at = new Date().toISOString();
      await db.setAside.bulkAdd(setAside.map(({ key, reason, raw }) => ({ key, reason, raw, at })));
      await db.worldCards.bulkDelete(setAside.map(({ key }) => [worldId, key] as [string, string]));
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
  await db.transaction('rw', db.worldState, db.worldCards, async () => {
    if (changed.length > 0) await db.worldCards.bulkPut(changed);
    if (removed.length > 0)
      await db.worldCards.bulkDelete(removed.map((id) => [worldId, id] as [string, string]));
    const current = await db.worldState.get(worldId);
    if (metaChanged || !current)
      await db.worldState.put({ ...current, id: worldId, updatedAt, state: metaOf(next) });
    else await db.worldState.update(worldId, { updatedAt });
  });
}

/** The cards that were set aside, newest first (the page offers them for download). */
export function listSetAside(db: StoryDatabase) {
  return db.setAside.orderBy('id').reverse().toArray();
}

export type { Card };

// ---------------------------------------------------------------------------------------------
// Several worlds (CONTEXT.md Rules: Worlds): each has a worldState row (its name and the rest of
// the world) and its cards; `current` is the first world, always there.

export interface WorldSummary {
  id: string;
  name: string;
  updatedAt: string;
  cardCount: number;
}

/** Every world, the first one (`current`) first, then by name. */
export async function listWorlds(db: StoryDatabase): Promise<WorldSummary[]> {
  return db.transaction('r', db.worldState, db.worldCards, async () => {
    const rows = await db.worldState.toArray();
    if (!rows.some((row) => row.id === CURRENT_WORLD_ID))
      rows.push({ id: CURRENT_WORLD_ID, updatedAt: '', state: metaOf(createEmptyWorld()) });
    const summaries = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        name: row.name ?? '',
        updatedAt: row.updatedAt,
        cardCount: await db.worldCards.where('worldId').equals(row.id).count(),
      })),
    );
    return summaries.sort((a, b) =>
      a.id === CURRENT_WORLD_ID ? -1 : b.id === CURRENT_WORLD_ID ? 1 : a.name.localeCompare(b.name),
    );
  });
}

/** A new empty world named `name`; its id is `world_{timestamp}` (a counter when taken). */
export async function createWorld(db: StoryDatabase, name: string, now = Date.now()): Promise<string> {
  return db.transaction('rw', db.worldState, async () => {
    let id = `world_${now}`;
    for (let n = 2; await db.worldState.get(id); n++) id = `world_${now}_${n}`;
    await db.worldState.add({
      id,
      name: name.trim(),
      updatedAt: new Date(now).toISOString(),
      state: metaOf(createEmptyWorld()),
    });
    return id;
  });
}

export async function renameWorld(db: StoryDatabase, id: string, name: string): Promise<void> {
  await db.transaction('rw', db.worldState, async () => {
    const row = await db.worldState.get(id);
    const updatedAt = new Date().toISOString();
    if (row) await db.worldState.update(id, { name: name.trim(), updatedAt });
    else await db.worldState.put({ id, name: name.trim(), updatedAt, state: metaOf(createEmptyWorld()) });
  });
}

/** Deletes a world and its cards in one transaction. The first world cannot be deleted. */
export async function deleteWorld(db: StoryDatabase, id: string): Promise<void> {
  if (id === CURRENT_WORLD_ID) throw new Error('The first world cannot be deleted');
  await db.transaction('rw', db.worldState, db.worldCards, async () => {
    await db.worldCards.where('worldId').equals(id).delete();
    await db.worldState.delete(id);
  });
}
