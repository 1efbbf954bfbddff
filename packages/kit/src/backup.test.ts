import { describe, expect, it } from 'vitest';
import {
  BACKUP_VERSION,
  BackupPartError,
  backupFileName,
  createBackupFile,
  databaseBackup,
  decodeBackupValue,
  encodeBackupValue,
  isIncomingNewer,
  planRows,
  readBackupFile,
  readDatabaseSection,
} from './backup';

/** Through the text of a file and back, as an export then an import does. */
async function throughJson(value: unknown): Promise<unknown> {
  return decodeBackupValue(JSON.parse(JSON.stringify(await encodeBackupValue(value))));
}

describe('backup values (CONTEXT.md Rules: Backup › Blobs)', () => {
  it('a Blob survives with its bytes and its type', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 137, 80, 78, 71]);
    const back = (await throughJson({ picture: new Blob([bytes], { type: 'image/png' }) })) as {
      picture: Blob;
    };
    expect(back.picture).toBeInstanceOf(Blob);
    expect(back.picture.type).toBe('image/png');
    expect([...new Uint8Array(await back.picture.arrayBuffer())]).toEqual([...bytes]);
  });

  it('byte arrays, ArrayBuffers and Dates survive', async () => {
    const back = (await throughJson({
      bytes: new Uint8Array([1, 2, 3]),
      buffer: new Uint8Array([4, 5]).buffer,
      when: new Date('2027-03-04T05:06:07.000Z'),
      nested: [{ deep: new Uint8Array([9]) }],
    })) as { bytes: Uint8Array; buffer: ArrayBuffer; when: Date; nested: [{ deep: Uint8Array }] };
    expect([...back.bytes]).toEqual([1, 2, 3]);
    expect(back.buffer).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(back.buffer)]).toEqual([4, 5]);
    expect(back.when.toISOString()).toBe('2027-03-04T05:06:07.000Z');
    expect([...back.nested[0].deep]).toEqual([9]);
  });

  it('a stored object with a $backup key of its own is read back as it was, not as a tag', async () => {
    const row = { $backup: 'blob', type: 'text/plain', base64: 'not really', note: 'user data' };
    expect(await throughJson(row)).toEqual(row);
  });

  it('plain JSON data is written unchanged', async () => {
    const row = { id: 'a', list: [1, 'two', null, true], nested: { x: 1.5 } };
    expect(await encodeBackupValue(row)).toEqual(row);
  });

  it('a damaged tag is refused with its path', () => {
    expect(() => decodeBackupValue({ rows: [{ $backup: 'blob', base64: '@@' }] })).toThrow(
      '$.rows[0]: bad base64',
    );
    expect(() => decodeBackupValue({ $backup: 'video' })).toThrow('unknown kind');
    expect(() => decodeBackupValue({ $backup: 'date', value: 'soon' })).toThrow('not a date');
  });
});

describe('the file (CONTEXT.md Rules: Backup › File)', () => {
  const file = createBackupFile({
    exportedAt: new Date('2027-05-06T07:08:09.000Z'),
    siteVersion: '0.1.0',
    localStorage: {
      'toolbox:site:favourites': ['json-tools'],
      'toolbox:countdown-timer:countdown-presets': [{ id: 'p1', name: 'Tea' }],
    },
    databases: { tasks: { version: 1, tables: { items: [] } } },
  });

  it('is one JSON document with the format, version, date and site version', () => {
    expect(file).toMatchObject({
      format: 'toolbox-backup',
      version: BACKUP_VERSION,
      exportedAt: '2027-05-06T07:08:09.000Z',
      site: { version: '0.1.0' },
    });
  });

  it('is named toolbox-backup-YYYY-MM-DD.json on the local date', () => {
    expect(backupFileName(new Date(2027, 0, 5, 23, 59))).toBe('toolbox-backup-2027-01-05.json');
  });

  it('reads back, localStorage grouped by namespace', () => {
    const read = readBackupFile(JSON.stringify(file));
    if (!read.ok) throw new Error(read.error);
    expect(read.file.exportedAt).toBe('2027-05-06T07:08:09.000Z');
    expect(read.file.siteVersion).toBe('0.1.0');
    expect(read.file.storage).toEqual(
      new Map([
        ['site', { 'toolbox:site:favourites': ['json-tools'] }],
        ['countdown-timer', { 'toolbox:countdown-timer:countdown-presets': [{ id: 'p1', name: 'Tea' }] }],
      ]),
    );
    expect(read.file.databases).toEqual({ tasks: { version: 1, tables: { items: [] } } });
    expect(read.file.notes).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"format": "toolbox-backup",', 'notJson'],
    ['JSON of something else', '{"hello": "world"}', 'notBackup'],
    ['a backup without a version', '{"format": "toolbox-backup"}', 'notBackup'],
  ])('refuses %s as a whole', (_name, text, error) => {
    expect(readBackupFile(text)).toEqual({ ok: false, error });
  });

  it('refuses a file from a newer version, naming it (Rules: Backup › Versions)', () => {
    expect(readBackupFile(JSON.stringify({ ...file, version: BACKUP_VERSION + 1 }))).toEqual({
      ok: false,
      error: 'newerVersion',
      version: BACKUP_VERSION + 1,
    });
  });

  it('ignores unknown fields and keys that are not the site’s, with a note each', () => {
    const read = readBackupFile(
      JSON.stringify({
        ...file,
        comment: 'from my laptop',
        localStorage: { ...file.localStorage, theme: 'dark', 'other-site:x': 1 },
      }),
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.file.notes).toEqual([
      { code: 'unknownField', name: 'comment' },
      { code: 'foreignKey', key: 'theme' },
      { code: 'foreignKey', key: 'other-site:x' },
    ]);
    expect([...(read.file.storage as Map<string, unknown>).keys()]).toEqual(['site', 'countdown-timer']);
  });

  it('a damaged localStorage or databases field costs that part only (Rules: Backup › Damaged part)', () => {
    const read = readBackupFile(JSON.stringify({ ...file, localStorage: 'oops', databases: [1, 2] }));
    if (!read.ok) throw new Error(read.error);
    expect(read.file.storage).toBe('damaged');
    expect(read.file.databases).toBe('damaged');
    const other = readBackupFile(JSON.stringify({ ...file, localStorage: 7 }));
    if (!other.ok) throw new Error(other.error);
    expect(other.file.databases).toEqual(file.databases);
  });
});

describe('database sections', () => {
  const shape = { version: 1, tables: ['items', 'ui'] } as const;

  it('decodes each row on its own: a damaged row is counted, the table is kept', () => {
    const read = readDatabaseSection(
      {
        version: 1,
        tables: { items: [{ id: 'a' }, { id: 'b', picture: { $backup: 'blob', base64: '%' } }], ui: [] },
      },
      shape,
    );
    expect(read.rows).toEqual({ items: [{ id: 'a' }], ui: [] });
    expect(read.skipped).toEqual({ items: 1, ui: 0 });
  });

  it.each([
    ['not an object', 'nope', 'damaged', 'not an object'],
    ['no version', { tables: {} }, 'damaged', 'version'],
    ['a missing table', { version: 1, tables: { items: [] } }, 'damaged', 'tables.ui'],
    ['a table that is not a list', { version: 1, tables: { items: {}, ui: [] } }, 'damaged', 'tables.items'],
    ['a newer section version', { version: 2, tables: { items: [], ui: [] } }, 'newerVersion', 'version 2'],
  ])('refuses %s as a part', (_name, section, code, detail) => {
    try {
      readDatabaseSection(section, shape);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BackupPartError);
      expect(error).toMatchObject({ code, detail });
    }
  });
});

describe('merge and replace of rows (CONTEXT.md Rules: Backup › Merge, › Replace)', () => {
  const older = { id: 'a', updatedAt: '2027-01-01T00:00:00.000Z', title: 'old' };
  const newer = { id: 'a', updatedAt: '2027-02-01T00:00:00.000Z', title: 'new' };

  it('the file’s copy wins only when both have an updatedAt and the file’s is later', () => {
    expect(isIncomingNewer(older, newer)).toBe(true);
    expect(isIncomingNewer(newer, older)).toBe(false);
    expect(isIncomingNewer(newer, newer)).toBe(false);
    expect(isIncomingNewer({ key: 'x' }, { key: 'x', updatedAt: '2030-01-01' })).toBe(false);
    expect(isIncomingNewer({ updatedAt: 5 }, { updatedAt: 6 })).toBe(true);
  });

  it('merge adds new rows, takes newer ones and keeps the rest', () => {
    const plan = planRows({
      incoming: [newer, { id: 'b' }, { ...older, id: 'c' }],
      existing: [older, undefined, { ...newer, id: 'c' }],
      mode: 'merge',
    });
    expect(plan.put).toEqual([newer, { id: 'b' }]);
    expect(plan.outcome).toEqual({ added: 1, updated: 1, kept: 1, removed: 0 });
  });

  it('replace writes every row of the file', () => {
    const plan = planRows({ incoming: [older, { id: 'b' }], existing: [newer, undefined], mode: 'replace' });
    expect(plan.put).toEqual([older, { id: 'b' }]);
    expect(plan.outcome).toEqual({ added: 1, updated: 1, kept: 0, removed: 0 });
  });
});

/** A table of one database, in memory, with the few Dexie methods the backup uses. */
function memoryTable<T extends { id: string }>(rows: T[]) {
  const stored = new Map(rows.map((row) => [row.id, row]));
  return {
    stored,
    toArray: async () => [...stored.values()],
    bulkGet: async (keys: string[]) => keys.map((key) => stored.get(key)),
    bulkPut: async (put: readonly T[]) => {
      for (const row of put) stored.set(row.id, row);
    },
    clear: async () => stored.clear(),
    toCollection: () => ({ primaryKeys: async () => [...stored.keys()] }),
  };
}

type Note = { id: string; text: string; updatedAt: string };
const isNote = (row: unknown): row is Note =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as Note).id === 'string' &&
  typeof (row as Note).text === 'string';

function notesDatabase(notes: Note[], tags: Note[]) {
  const db = {
    notes: memoryTable(notes),
    tags: memoryTable(tags),
    modes: [] as string[],
    transaction<R>(mode: 'r' | 'rw', _tables: never[], scope: () => PromiseLike<R>): PromiseLike<R> {
      db.modes.push(mode);
      return scope();
    },
  };
  return db;
}

describe('databaseBackup (a package’s tables in the file)', () => {
  const note = (id: string, text: string, updatedAt = '2026-01-01T00:00:00.000Z'): Note => ({
    id,
    text,
    updatedAt,
  });
  const backupOf = (db: ReturnType<typeof notesDatabase>) =>
    databaseBackup({
      id: 'notes',
      version: 1,
      open: async () => db,
      tables: {
        notes: {
          of: (open) => open.notes,
          read: (row: unknown) => (isNote(row) ? row : undefined),
          keyOf: (row) => row.id,
        },
        tags: {
          of: (open) => open.tags,
          read: (row: unknown) => (isNote(row) ? row : undefined),
          keyOf: (row) => row.id,
        },
      },
    });

  it('exports every table in one read transaction, in the order given', async () => {
    const db = notesDatabase([note('a', 'A')], [note('t', 'T')]);
    const backup = backupOf(db);
    expect(backup.tables).toEqual(['notes', 'tags']);
    expect(await backup.export()).toEqual({
      version: 1,
      tables: { notes: [note('a', 'A')], tags: [note('t', 'T')] },
    });
    expect(db.modes).toEqual(['r']);
  });

  it('leaves out and counts a row its table cannot read; merge keeps the newer copy', async () => {
    const db = notesDatabase([note('a', 'here', '2026-02-01T00:00:00.000Z'), note('b', 'old')], []);
    const prepared = backupOf(db).prepare({
      version: 1,
      tables: {
        notes: [
          note('a', 'file'),
          note('b', 'newer', '2026-03-01T00:00:00.000Z'),
          note('c', 'new'),
          { id: 7 },
        ],
        tags: [],
      },
    });
    expect(prepared.counts).toEqual({ notes: 3, tags: 0 });
    expect(prepared.skipped).toEqual({ notes: 1, tags: 0 });
    expect(await prepared.apply('merge')).toEqual({ added: 1, updated: 1, kept: 1, removed: 0 });
    expect([...db.notes.stored.values()].map((row) => `${row.id}:${row.text}`)).toEqual([
      'a:here',
      'b:newer',
      'c:new',
    ]);
    expect(db.modes).toEqual(['rw']);
  });

  it('replace leaves only the file’s rows in every table', async () => {
    const db = notesDatabase([note('a', 'here'), note('z', 'only here')], [note('t', 'tag')]);
    const outcome = await backupOf(db)
      .prepare({ version: 1, tables: { notes: [note('a', 'file')], tags: [] } })
      .apply('replace');
    expect(outcome).toEqual({ added: 0, updated: 1, kept: 0, removed: 2 });
    expect([...db.notes.stored.values()]).toEqual([note('a', 'file')]);
    expect(db.tags.stored.size).toBe(0);
  });

  it('refuses a section from a newer version before reading a row', () => {
    const db = notesDatabase([], []);
    expect(() => backupOf(db).prepare({ version: 2, tables: { notes: [], tags: [] } })).toThrow(
      BackupPartError,
    );
  });
});
