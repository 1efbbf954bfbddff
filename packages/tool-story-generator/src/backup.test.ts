// Node's own Blob (jsdom's cannot be cloned into fake-indexeddb); nothing here needs a DOM.
// @vitest-environment node
import 'fake-indexeddb/auto';
import {
  addPage,
  type Card,
  createBlankCard,
  createBook,
  createEmptyWorld,
  createPage,
  putCard,
} from '@toolbox/story-world';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoryBackup } from './backup';
import { listBooks, saveBook } from './storage/book-store';
import { CURRENT_WORLD_ID, type StoryDatabase } from './storage/schema';
import { createWorld, loadWorld, openStoryDatabase, saveChange } from './storage/world-store';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});
let counter = 0;
function open(): StoryDatabase {
  counter += 1;
  const db = openStoryDatabase(`story-backup-test-${process.pid}-${counter}`);
  opened.push(db);
  return db;
}

const card = (type: Card['type'], id: string, name = id): Card =>
  ({ ...createBlankCard(type, { id }), name }) as Card;

const backupOf = (db: StoryDatabase) => createStoryBackup(async () => db);

async function exported(db: StoryDatabase): Promise<unknown> {
  return JSON.parse(JSON.stringify(await backupOf(db).export()));
}

async function seeded(): Promise<StoryDatabase> {
  const db = open();
  const world = [card('Goal', 'g', 'Find the lost city'), card('Character', 'c', 'Mara')].reduce(
    putCard,
    createEmptyWorld(),
  );
  await saveChange(db, createEmptyWorld(), world);
  const second = await createWorld(db, 'Second', 1000);
  await saveChange(
    db,
    createEmptyWorld(),
    putCard(createEmptyWorld(), card('Goal', 'g', 'Other goal')),
    second,
  );
  const made = createBook({ title: 'The road', now: new Date('2027-01-01T00:00:00Z') });
  if (!made.ok) throw new Error(made.reason);
  await saveBook(
    db,
    addPage(made.book, createPage({ title: 'One', content: 'Once upon a time.' })),
    new Date('2027-01-02T00:00:00Z'),
  );
  return db;
}

describe('the story backup (CONTEXT.md Rules: Storage › Backup)', () => {
  it('round trip: worlds, their cards and the books come back in an empty database', async () => {
    const source = await seeded();
    const target = open();
    const prepared = backupOf(target).prepare(await exported(source));
    expect(prepared.counts).toEqual({ worldState: 2, worldCards: 3, storyBooks: 1 });
    expect(await prepared.apply('merge')).toEqual({ added: 6, updated: 0, kept: 0, removed: 0 });
    expect(await loadWorld(target)).toEqual(await loadWorld(source));
    expect(await loadWorld(target, 'world_1000')).toEqual(await loadWorld(source, 'world_1000'));
    expect((await listBooks(target)).books).toEqual((await listBooks(source)).books);
  });

  it('a picture stored as a Blob in a card row survives with its bytes and type', async () => {
    const source = open();
    const picture = new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' });
    await source.worldCards.put({
      id: 'c',
      worldId: CURRENT_WORLD_ID,
      updatedAt: '2027-01-01T00:00:00.000Z',
      card: { ...card('Character', 'c'), pictureBlob: picture } as unknown as Card,
    });
    const target = open();
    await backupOf(target)
      .prepare(await exported(source))
      .apply('merge');
    const back = (await target.worldCards.get([CURRENT_WORLD_ID, 'c']))?.card as unknown as {
      pictureBlob: Blob;
    };
    expect(back.pictureBlob).toBeInstanceOf(Blob);
    expect(back.pictureBlob.type).toBe('image/png');
    expect([...new Uint8Array(await back.pictureBlob.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3]);
  });

  it('merge keeps the local card unless the file’s is newer; replace leaves only the file’s', async () => {
    const file = (await exported(await seeded())) as {
      tables: { worldCards: Array<Record<string, unknown>> };
    };
    const local = open();
    await local.worldCards.bulkPut([
      {
        id: 'g',
        worldId: CURRENT_WORLD_ID,
        updatedAt: '2999-01-01T00:00:00.000Z',
        card: card('Goal', 'g', 'Mine'),
      },
      {
        id: 'c',
        worldId: CURRENT_WORLD_ID,
        updatedAt: '2000-01-01T00:00:00.000Z',
        card: card('Character', 'c', 'Old'),
      },
      {
        id: 'x',
        worldId: CURRENT_WORLD_ID,
        updatedAt: '2000-01-01T00:00:00.000Z',
        card: card('SpecialObject', 'x', 'Only here'),
      },
    ]);
    await backupOf(local).prepare(file).apply('merge');
    const names = async () =>
      Object.fromEntries(
        (await local.worldCards.where('worldId').equals(CURRENT_WORLD_ID).toArray()).map((row) => [
          row.id,
          row.card.name,
        ]),
      );
    expect(await names()).toEqual({ g: 'Mine', c: 'Mara', x: 'Only here' });

    const outcome = await backupOf(local).prepare(file).apply('replace');
    expect(outcome.removed).toBe(1);
    expect(await names()).toEqual({ g: 'Find the lost city', c: 'Mara' });
  });

  it('a damaged row costs only itself; a damaged section is refused before writing', async () => {
    const file = (await exported(await seeded())) as { tables: Record<string, unknown[]> };
    file.tables.worldCards?.push({ id: 'broken' });
    file.tables.storyBooks?.push({ title: 'no id' });
    const target = open();
    const prepared = backupOf(target).prepare(file);
    expect(prepared.skipped).toEqual({ worldState: 0, worldCards: 1, storyBooks: 1 });
    expect(prepared.counts).toEqual({ worldState: 2, worldCards: 3, storyBooks: 1 });
    expect(() => backupOf(target).prepare({ version: 1, tables: { worldState: [] } })).toThrow(
      'tables.worldCards',
    );
    expect(await target.worldCards.count()).toBe(0);
  });
});
