// Node's own Blob and IndexedDB stand-in: nothing here needs a DOM.
import 'fake-indexeddb/auto';
import { createTaskBackup } from '@toolbox/task-store/backup';
import { openTaskDatabase } from '@toolbox/task-store/database';
import { createAimBackup } from '@toolbox/tool-aim-trainer/backup';
import { createStoryBackup } from '@toolbox/tool-story-generator/backup';
import { describe, expect, it } from 'vitest';
import { openAimDatabase } from '../../../../../packages/tool-aim-trainer/src/data/history-db';
import { openStoryDatabase } from '../../../../../packages/tool-story-generator/src/storage/world-store';
import { buildBackup } from './export-backup';
import { applyBackup, previewBackup } from './import-backup';

/** localStorage's interface over a Map (the tests run in Node). */
class MemoryStorage implements Storage {
  #map = new Map<string, string>();
  get length() {
    return this.#map.size;
  }
  key(index: number) {
    return [...this.#map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#map.set(key, String(value));
  }
  removeItem(key: string) {
    this.#map.delete(key);
  }
  clear() {
    this.#map.clear();
  }
  entries() {
    return Object.fromEntries([...this.#map].sort());
  }
}

let counter = 0;
/** A browser: its localStorage and its three databases, under names of its own. */
function browser() {
  counter += 1;
  const tasks = openTaskDatabase(`site-backup-tasks-${counter}`);
  const story = openStoryDatabase(`site-backup-story-${counter}`);
  const aim = openAimDatabase(`site-backup-aim-${counter}`);
  const databases = [
    { id: 'tasks', load: async () => createTaskBackup(async () => tasks) },
    { id: 'story-generator', load: async () => createStoryBackup(async () => story) },
    { id: 'aim-trainer', load: async () => createAimBackup(async () => aim) },
  ];
  return { storage: new MemoryStorage(), tasks, story, aim, databases };
}

const at = '2027-03-01T10:00:00.000Z';

async function seeded() {
  const here = browser();
  here.storage.setItem('toolbox:site:favourites', JSON.stringify(['json-tools']));
  here.storage.setItem('toolbox:site:theme', JSON.stringify('dark'));
  here.storage.setItem(
    'toolbox:countdown-timer:countdown-presets',
    JSON.stringify([{ id: 'p1', name: 'Tea break', totalSeconds: 150 }]),
  );
  here.storage.setItem('another-app:key', '1');
  await here.tasks.items.put({
    id: 't1',
    title: 'Buy milk',
    status: 'open',
    labels: [],
    order: 0,
    pomodoro: { estimateMinutes: 25, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: at,
    updatedAt: at,
    ai: { source: 'user' },
  });
  await here.story.worldState.put({ id: 'current', updatedAt: at, state: { name: 'w' } as never });
  await here.story.worldCards.put({
    id: 'c',
    worldId: 'current',
    updatedAt: at,
    card: { id: 'c', picture: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }) } as never,
  });
  await here.aim.sessions.add({
    ts: 5,
    mode: 'reaction',
    durationMs: 60_000,
    hits: 40,
    attempts: 44,
    avgReactionMs: 420,
    score: 110,
  } as never);
  return here;
}

async function fileOf(here: Awaited<ReturnType<typeof seeded>>) {
  const built = await buildBackup({ storage: here.storage, databases: here.databases, now: new Date(at) });
  return { ...built, text: JSON.stringify(built.file) };
}

describe('the whole backup file (CONTEXT.md § Backup)', () => {
  it('round trip: every part of one browser comes back in an empty one', async () => {
    const source = await seeded();
    const { text, failed, file } = await fileOf(source);
    expect(failed).toEqual([]);
    expect(file.exportedAt).toBe(at);
    expect(file.site?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(file.localStorage)).not.toContain('another-app:key');

    const target = browser();
    const read = await previewBackup(text, target.databases);
    if (!read.ok) throw new Error(read.error);
    expect(
      read.preview.parts.map((part) => ('error' in part ? [part.id, part.error] : [part.id, part.counts])),
    ).toEqual([
      ['storage:countdown-timer', { records: 1 }],
      ['storage:site', { records: 2 }],
      ['tasks', { items: 1, queue_v2: 0, ui: 0 }],
      ['story-generator', { worldState: 1, worldCards: 1, storyBooks: 0 }],
      ['aim-trainer', { sessions: 1 }],
    ]);
    const results = await applyBackup({ parts: read.preview.parts, mode: 'merge', storage: target.storage });
    expect(results.every((result) => result.status === 'imported')).toBe(true);

    const { 'another-app:key': _other, ...sourceEntries } = source.storage.entries();
    expect(target.storage.entries()).toEqual(sourceEntries);
    expect(await target.tasks.items.toArray()).toEqual(await source.tasks.items.toArray());
    expect(await target.story.worldState.toArray()).toEqual(await source.story.worldState.toArray());
    const [cardRow] = await target.story.worldCards.toArray();
    const picture = (cardRow?.card as unknown as { picture: Blob } | undefined)?.picture;
    if (!picture) throw new Error('the card row did not come back');
    expect(picture.type).toBe('image/webp');
    expect([...new Uint8Array(await picture.arrayBuffer())]).toEqual([1, 2, 3]);
    expect((await target.aim.sessions.toArray()).map((row) => row.score)).toEqual([110]);
  });

  it('a damaged part costs that part only; the others import and nothing of it is written', async () => {
    const { file } = await fileOf(await seeded());
    const damaged = {
      ...file,
      databases: { ...file.databases, tasks: { version: 1, tables: { items: 'x' } } },
    };
    const target = browser();
    const read = await previewBackup(JSON.stringify(damaged), target.databases);
    if (!read.ok) throw new Error(read.error);
    const tasks = read.preview.parts.find((part) => part.id === 'tasks');
    expect(tasks).toMatchObject({ error: { code: 'damaged', detail: 'tables.items' } });
    const results = await applyBackup({ parts: read.preview.parts, mode: 'merge', storage: target.storage });
    expect(results.map((result) => result.id)).toEqual([
      'storage:countdown-timer',
      'storage:site',
      'story-generator',
      'aim-trainer',
    ]);
    expect(await target.tasks.items.count()).toBe(0);
    expect(await target.aim.sessions.count()).toBe(1);
  });

  it('only the parts chosen are imported; replace leaves other parts alone', async () => {
    const { text } = await fileOf(await seeded());
    const target = browser();
    target.storage.setItem('toolbox:site:favourites', JSON.stringify(['pdf-merge']));
    target.storage.setItem('toolbox:icon-maker:templates', JSON.stringify([{ id: 'mine' }]));
    const read = await previewBackup(text, target.databases);
    if (!read.ok) throw new Error(read.error);
    const site = read.preview.parts.filter((part) => part.id === 'storage:site');
    await applyBackup({ parts: site, mode: 'replace', storage: target.storage });
    expect(JSON.parse(target.storage.getItem('toolbox:site:favourites') ?? '')).toEqual(['json-tools']);
    expect(target.storage.getItem('toolbox:icon-maker:templates')).toBe('[{"id":"mine"}]');
    expect(target.storage.getItem('toolbox:countdown-timer:countdown-presets')).toBeNull();
    expect(await target.tasks.items.count()).toBe(0);
  });

  it('notes a database this site does not know, and refuses a newer file as a whole', async () => {
    const { file } = await fileOf(await seeded());
    const target = browser();
    const withUnknown = {
      ...file,
      databases: { ...file.databases, 'future-tool': { version: 1, tables: {} } },
    };
    const read = await previewBackup(JSON.stringify(withUnknown), target.databases);
    if (!read.ok) throw new Error(read.error);
    expect(read.preview.notes).toEqual([{ code: 'unknownDatabase', id: 'future-tool' }]);
    expect(await previewBackup(JSON.stringify({ ...file, version: 2 }), target.databases)).toEqual({
      ok: false,
      error: 'newerVersion',
      version: 2,
      supported: 1,
    });
  });

  it('a database that cannot be read is left out of the export and named; the rest is saved', async () => {
    const here = await seeded();
    const databases = [
      ...here.databases,
      {
        id: 'broken',
        load: async () => ({
          ...createTaskBackup(async () => here.tasks),
          id: 'broken',
          export: () => Promise.reject(new Error('blocked')),
        }),
      },
    ];
    const built = await buildBackup({ storage: here.storage, databases });
    expect(built.failed).toEqual([{ id: 'broken', message: 'blocked' }]);
    expect(Object.keys(built.file.databases)).toEqual(['tasks', 'story-generator', 'aim-trainer']);
  });
});
