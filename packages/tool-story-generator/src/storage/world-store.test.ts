import 'fake-indexeddb/auto';
import {
  type Card,
  createBlankCard,
  createEmptyWorld,
  putCard,
  removeCards,
  type World,
} from '@toolbox/story-world';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_WORLD_ID, declareStorySchema } from './schema';
import {
  createWorld,
  deleteWorld,
  listSetAside,
  listWorlds,
  loadWorld,
  openStoryDatabase,
  renameWorld,
  saveChange,
} from './world-store';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

let counter = 0;
function freshName() {
  counter += 1;
  return `story-test-${process.pid}-${counter}`;
}
function open(name = freshName()) {
  const db = openStoryDatabase(name);
  opened.push(db);
  return db;
}

const card = (type: Card['type'], id: string, name = id): Card =>
  ({ ...createBlankCard(type, { id }), name }) as Card;

describe('world storage', () => {
  it('starts empty, saves only what changed, and loads it back', async () => {
    const db = open();
    expect(await loadWorld(db)).toEqual({ world: createEmptyWorld(), setAside: [] });
    const empty = createEmptyWorld();
    const one = putCard(empty, card('Goal', 'g'));
    await saveChange(db, empty, one);
    const two = putCard(one, card('Character', 'c'));
    await saveChange(db, one, two);
    expect(await db.worldCards.count()).toBe(2);
    const withClock: World = {
      ...two,
      clocks: { d: { id: 'd', name: 'Doom', value: 1, max: 6, kind: 'countdown' } },
    };
    await saveChange(db, two, withClock);
    const removed = removeCards(withClock, ['g']);
    await saveChange(db, withClock, removed);
    expect(await loadWorld(db)).toEqual({ world: removed, setAside: [] });
  });

  it('writes only the changed card row', async () => {
    const db = open();
    const base = [card('Goal', 'a'), card('Goal', 'b')].reduce(putCard, createEmptyWorld());
    await saveChange(db, createEmptyWorld(), base);
    const before = await db.worldCards.get([CURRENT_WORLD_ID, 'b']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = putCard(base, { ...(base.cards.a as Card), name: 'A2' });
    await saveChange(db, base, edited);
    expect((await db.worldCards.get([CURRENT_WORLD_ID, 'a']))?.card.name).toBe('A2');
    expect(await db.worldCards.get([CURRENT_WORLD_ID, 'b'])).toEqual(before);
  });

  it('sets a damaged card aside with a reason, keeps it, and loads the rest of the world', async () => {
    const db = open();
    const world = [card('Goal', 'good'), card('Faction', 'f')].reduce(putCard, createEmptyWorld());
    await saveChange(db, createEmptyWorld(), world);
    await db.worldCards.put({
      id: 'bad',
      worldId: CURRENT_WORLD_ID,
      updatedAt: 'x',
      card: { id: 'bad', type: 'Dragon' } as never,
    });
    await db.worldCards.put({
      id: 'moved',
      worldId: CURRENT_WORLD_ID,
      updatedAt: 'x',
      card: card('Goal', 'other'),
    });
    const loaded = await loadWorld(db);
    expect(Object.keys(loaded.world.cards).sort()).toEqual(['f', 'good']);
    expect(loaded.setAside).toEqual([
      { key: 'bad', reason: 'unknown card type: Dragon' },
      { key: 'moved', reason: 'id other stored under moved' },
    ]);
    const kept = await listSetAside(db);
    expect(kept.map((row) => row.key).sort()).toEqual(['bad', 'moved']);
    expect(kept.find((row) => row.key === 'bad')?.raw).toEqual({ id: 'bad', type: 'Dragon' });
    // Set aside once: the next load is clean.
    expect((await loadWorld(db)).setAside).toEqual([]);
  });

  it('rejects when the browser refuses the write, so the page can keep the edit', async () => {
    const db = open();
    const world = putCard(createEmptyWorld(), card('Goal', 'g'));
    // A value IndexedDB cannot store (a function) makes the put fail.
    const broken = putCard(createEmptyWorld(), { ...card('Goal', 'x'), summary: (() => 1) as never });
    await expect(saveChange(db, world, broken)).rejects.toThrow();
  });
});

describe('several worlds', () => {
  it('keeps each world’s cards apart, even with the same card ids', async () => {
    const db = open();
    const first = putCard(createEmptyWorld(), card('Goal', 'g', 'First goal'));
    await saveChange(db, createEmptyWorld(), first);
    const id = await createWorld(db, '  Second  ', 1000);
    expect(id).toBe('world_1000');
    expect(await createWorld(db, 'Third', 1000)).toBe('world_1000_2');
    const second = putCard(createEmptyWorld(), card('Goal', 'g', 'Second goal'));
    await saveChange(db, createEmptyWorld(), second, id);
    expect((await loadWorld(db)).world.cards.g?.name).toBe('First goal');
    expect((await loadWorld(db, id)).world.cards.g?.name).toBe('Second goal');
    expect(await listWorlds(db)).toEqual([
      expect.objectContaining({ id: CURRENT_WORLD_ID, name: '', cardCount: 1 }),
      expect.objectContaining({ id: 'world_1000', name: 'Second', cardCount: 1 }),
      expect.objectContaining({ id: 'world_1000_2', name: 'Third', cardCount: 0 }),
    ]);
  });

  it('renames and deletes a world with its cards; the first world stays', async () => {
    const db = open();
    const id = await createWorld(db, 'Temp');
    await saveChange(db, createEmptyWorld(), putCard(createEmptyWorld(), card('Goal', 'g')), id);
    await renameWorld(db, id, 'Kept name');
    await renameWorld(db, CURRENT_WORLD_ID, 'Home');
    expect((await listWorlds(db)).map((world) => world.name)).toEqual(['Home', 'Kept name']);
    // Saving a world's cards keeps its name.
    await saveChange(db, createEmptyWorld(), { ...createEmptyWorld(), resources: { gold: 1 } }, id);
    expect((await listWorlds(db))[1]?.name).toBe('Kept name');
    await deleteWorld(db, id);
    expect((await listWorlds(db)).map((world) => world.id)).toEqual([CURRENT_WORLD_ID]);
    expect(await db.worldCards.where('worldId').equals(id).count()).toBe(0);
    await expect(deleteWorld(db, CURRENT_WORLD_ID)).rejects.toThrow('first world');
  });
});

describe('schema upgrades', () => {
  it('1 → 4: moves every card of the version-1 world into its own row and keeps the rest', async () => {
    const name = freshName();
    const v1 = new Dexie(name);
    v1.version(1).stores({ storyBooks: 'id, title, createdAt, updatedAt', worldState: 'id, updatedAt' });
    const stored = {
      ...createEmptyWorld(),
      cards: { g: card('Goal', 'g'), c: card('Character', 'c'), bad: { id: 'bad', type: 'Nope' } },
      resources: { gold: 4 },
    };
    await v1
      .table('worldState')
      .put({ id: CURRENT_WORLD_ID, updatedAt: '2026-01-01T00:00:00.000Z', state: stored });
    await v1.table('storyBooks').put({ id: 'b1', title: 'Book', createdAt: 'x', updatedAt: 'x' });
    v1.close();

    const v2 = declareStorySchema(new Dexie(name));
    opened.push(v2);
    expect((await v2.worldCards.toArray()).map((row) => row.id).sort()).toEqual(['bad', 'c', 'g']);
    expect((await v2.worldState.get(CURRENT_WORLD_ID))?.state).not.toHaveProperty('cards');
    expect(await v2.storyBooks.count()).toBe(1);
    const loaded = await loadWorld(v2);
    expect(Object.keys(loaded.world.cards).sort()).toEqual(['c', 'g']);
    expect(loaded.world.resources).toEqual({ gold: 4 });
    expect(loaded.setAside).toEqual([{ key: 'bad', reason: 'unknown card type: Nope' }]);
  });

  it('2 → 4: moves version-2 card rows to the [worldId+id] table, every row kept', async () => {
    const name = freshName();
    const v2 = new Dexie(name);
    v2.version(1).stores({ storyBooks: 'id, title, createdAt, updatedAt', worldState: 'id, updatedAt' });
    v2.version(2).stores({ cards: 'id, worldId, updatedAt', setAside: '++id, key' });
    await v2.table('cards').bulkPut([
      { id: 'g', worldId: CURRENT_WORLD_ID, updatedAt: 'x', card: card('Goal', 'g') },
      { id: 'c', worldId: CURRENT_WORLD_ID, updatedAt: 'x', card: card('Character', 'c') },
    ]);
    await v2.table('setAside').add({ key: 'old', reason: 'r', raw: 1, at: 'x' });
    v2.close();
    const latest = declareStorySchema(new Dexie(name));
    opened.push(latest);
    expect(latest.verno).toBe(4);
    expect(latest.tables.map((table) => table.name).sort()).toEqual([
      'setAside',
      'storyBooks',
      'worldCards',
      'worldState',
    ]);
    expect(Object.keys((await loadWorld(latest)).world.cards).sort()).toEqual(['c', 'g']);
    expect(await latest.setAside.count()).toBe(1);
  });
});
