/**
 * The site's backup file (CONTEXT.md Rules: Backup): every `toolbox:*` localStorage record and
 * every IndexedDB database whose package exposes a `DatabaseBackup`, in one JSON document. Pure:
 * no Dexie, no React; each database package brings its own exporter (`<package>/backup`).
 */
import { decodeBackupValue, encodeBackupValue, isIncomingNewer } from './backup-codec';

export {
  BACKUP_TAG,
  BackupValueError,
  decodeBackupValue,
  encodeBackupValue,
  isIncomingNewer,
  updatedAtOf,
} from './backup-codec';

export const BACKUP_FORMAT = 'toolbox-backup';
/** The file version this code writes and the newest it reads (Rules: Backup › Versions). */
export const BACKUP_VERSION = 1;

export type ImportMode = 'merge' | 'replace';

/** One database in the file: its section version and its tables' rows (JSON-ready, Blobs tagged). */
export interface DatabaseSection {
  version: number;
  tables: Record<string, unknown[]>;
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  /** The version of the site that wrote the file, when it knows it. */
  site?: { version: string };
  /** Every `toolbox:<namespace>:<key>` record, its value parsed from the stored JSON. */
  localStorage: Record<string, unknown>;
  databases: Record<string, DatabaseSection>;
}

/** What an import did to one part. */
export interface PartOutcome {
  /** Records that were not here before. */
  added: number;
  /** Records here that the file's copy replaced (merge: a newer one; replace: every one). */
  updated: number;
  /** Records here that merge left as they were (the local copy was as new or newer). */
  kept: number;
  /** Records here that replace cleared and the file did not bring back. */
  removed: number;
}

export const emptyOutcome = (): PartOutcome => ({ added: 0, updated: 0, kept: 0, removed: 0 });

/** A database section that passed validation, ready to be written. */
export interface PreparedDatabase {
  /** Readable rows per table: what the preview shows and what will be written. */
  counts: Record<string, number>;
  /** Rows left out per table because they could not be read (each costs only itself). */
  skipped: Record<string, number>;
  /** Writes the rows in one transaction: all or nothing. Rejects when the browser refuses. */
  apply(mode: ImportMode): Promise<PartOutcome>;
}

/**
 * What a package with an IndexedDB database exposes from its `./backup` entry, for the site's
 * settings page. Its module loads Dexie only when `export` or `apply` runs.
 */
export interface DatabaseBackup {
  /** The key under `databases` in the file. */
  id: string;
  /** The tables it exports, in the order the preview lists them. */
  tables: readonly string[];
  export(): Promise<DatabaseSection>;
  /** Validates and decodes a section without writing anything; throws `BackupPartError`. */
  prepare(section: unknown): PreparedDatabase;
}

export type BackupPartErrorCode = 'damaged' | 'newerVersion';

/** A part of the file that cannot be imported; the rest of the file still can. */
export class BackupPartError extends Error {
  readonly code: BackupPartErrorCode;
  /** Where in the part (English, technical: a path such as `tables.items`). */
  readonly detail: string;
  constructor(code: BackupPartErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.name = 'BackupPartError';
    this.code = code;
    this.detail = detail;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a database section's frame (a version this code reads, every expected table a list) and
 * decodes each row on its own: a row whose tagged values are damaged is counted in `skipped`,
 * never the table. Throws `BackupPartError` for a frame it cannot read.
 */
export function readDatabaseSection(
  section: unknown,
  { version, tables }: { version: number; tables: readonly string[] },
): { rows: Record<string, unknown[]>; skipped: Record<string, number> } {
  if (!isRecord(section)) throw new BackupPartError('damaged', 'not an object');
  const sectionVersion = section.version;
  if (typeof sectionVersion !== 'number' || !Number.isInteger(sectionVersion) || sectionVersion < 1)
    throw new BackupPartError('damaged', 'version');
  if (sectionVersion > version) throw new BackupPartError('newerVersion', `version ${sectionVersion}`);
  if (!isRecord(section.tables)) throw new BackupPartError('damaged', 'tables');
  const rows: Record<string, unknown[]> = {};
  const skipped: Record<string, number> = {};
  for (const table of tables) {
    const stored = section.tables[table];
    if (!Array.isArray(stored)) throw new BackupPartError('damaged', `tables.${table}`);
    rows[table] = [];
    skipped[table] = 0;
    for (const [index, row] of stored.entries()) {
      try {
        rows[table].push(decodeBackupValue(row, `${table}[${index}]`));
      } catch {
        skipped[table] += 1;
      }
    }
  }
  return { rows, skipped };
}

/**
 * Which rows an import writes (Rules: Backup › Merge, › Replace). `existing[i]` is the row stored
 * under `incoming[i]`'s key, or undefined. Merge adds what is new and takes the file's copy only
 * when it is newer by `updatedAt`; replace writes everything (the caller has cleared the table).
 */
export function planRows<T>({
  incoming,
  existing,
  mode,
}: {
  incoming: readonly T[];
  existing: readonly (unknown | undefined)[];
  mode: ImportMode;
}): { put: T[]; outcome: PartOutcome } {
  const outcome = emptyOutcome();
  const put: T[] = [];
  for (const [index, row] of incoming.entries()) {
    const local = existing[index];
    if (local === undefined) {
      outcome.added += 1;
      put.push(row);
    } else if (mode === 'replace' || isIncomingNewer(local, row)) {
      outcome.updated += 1;
      put.push(row);
    } else {
      outcome.kept += 1;
    }
  }
  return { put, outcome };
}

/** The few Dexie `Table` methods `importTableRows` needs (the kit does not depend on Dexie). */
export interface BackupTable<T, K> {
  bulkGet(keys: K[]): PromiseLike<(T | undefined)[]>;
  bulkPut(rows: readonly T[]): PromiseLike<unknown>;
  clear(): PromiseLike<void>;
  toCollection(): { primaryKeys(): PromiseLike<K[]> };
}

/**
 * Imports `rows` into one table; call it inside the database's one `rw` transaction, so a failure
 * anywhere leaves every table as it was. Merge follows `planRows`; replace counts the rows here
 * first (to tell updated from removed), then clears the table and writes the file's rows.
 */
export async function importTableRows<T, K>({
  table,
  rows,
  keyOf,
  mode,
}: {
  table: BackupTable<T, K>;
  rows: readonly T[];
  keyOf: (row: T) => K;
  mode: ImportMode;
}): Promise<PartOutcome> {
  const keys = rows.map(keyOf);
  const existing = await table.bulkGet(keys);
  const plan = planRows({ incoming: rows, existing, mode });
  if (mode === 'replace') {
    const incoming = new Set(keys.map((key) => JSON.stringify(key)));
    const here = await table.toCollection().primaryKeys();
    plan.outcome.removed = here.filter((key) => !incoming.has(JSON.stringify(key))).length;
    await table.clear();
  }
  if (plan.put.length > 0) await table.bulkPut(plan.put);
  return plan.outcome;
}

export function addOutcomes(a: PartOutcome, b: PartOutcome): PartOutcome {
  return {
    added: a.added + b.added,
    updated: a.updated + b.updated,
    kept: a.kept + b.kept,
    removed: a.removed + b.removed,
  };
}

/** One table of a database in the backup file. */
export interface TableBackup<D, T, K> {
  /** The table in the open database. */
  of(db: D): BackupTable<T, K> & { toArray(): PromiseLike<T[]> };
  /**
   * Reads one decoded row of the file: the row to write (mended, as every read of the package
   * mends), or undefined to leave it out, counted in `skipped`: a damaged row costs only itself.
   */
  read(row: unknown): T | undefined;
  keyOf(row: T): K;
}

/** The one Dexie method `databaseBackup` needs: a transaction over several tables. */
export interface BackupDatabase {
  // `never[]`: any database's own table type fits (Dexie's is `(string | Table)[]`).
  transaction<R>(mode: 'r' | 'rw', tables: never[], scope: () => PromiseLike<R>): PromiseLike<R>;
}

/**
 * A package's `DatabaseBackup` from its tables alone: export reads them all in one transaction (so
 * they agree) and encodes each; prepare checks the section and reads each row with the table's
 * `read`; apply imports every table with `importTableRows` in one `rw` transaction, all or nothing.
 */
export function databaseBackup<D extends BackupDatabase, Rows extends Record<string, unknown>>({
  id,
  version,
  open,
  tables,
}: {
  id: string;
  /** The section version this code writes and the newest it reads. */
  version: number;
  open: () => Promise<D>;
  /** In the order the preview lists them. Tables left out (such as `setAside`) stay in the browser. */
  tables: { [Name in keyof Rows]: TableBackup<D, Rows[Name], unknown> };
}): DatabaseBackup {
  const names = Object.keys(tables) as Array<keyof Rows & string>;
  const specs = names.map((name) => tables[name] as TableBackup<D, unknown, unknown>);
  return {
    id,
    tables: names,
    async export(): Promise<DatabaseSection> {
      const db = await open();
      const stores = specs.map((spec) => spec.of(db));
      const rows = await db.transaction('r', stores as never[], () =>
        Promise.all(stores.map((store) => store.toArray())),
      );
      const encoded: Record<string, unknown[]> = {};
      for (const [index, name] of names.entries()) {
        encoded[name] = (await encodeBackupValue(rows[index])) as unknown[];
      }
      return { version, tables: encoded };
    },
    prepare(section) {
      const { rows, skipped } = readDatabaseSection(section, { version, tables: names });
      const kept = specs.map((spec, index) => {
        const name = names[index] as string;
        const readable: unknown[] = [];
        for (const row of rows[name] ?? []) {
          const clean = spec.read(row);
          if (clean === undefined) skipped[name] = (skipped[name] ?? 0) + 1;
          else readable.push(clean);
        }
        return readable;
      });
      return {
        counts: Object.fromEntries(names.map((name, index) => [name, kept[index]?.length ?? 0])),
        skipped,
        async apply(mode: ImportMode): Promise<PartOutcome> {
          const db = await open();
          const stores = specs.map((spec) => spec.of(db));
          return db.transaction('rw', stores as never[], async () => {
            let outcome = emptyOutcome();
            for (const [index, spec] of specs.entries()) {
              const table = stores[index] as BackupTable<unknown, unknown>;
              const part = await importTableRows({ table, rows: kept[index] ?? [], keyOf: spec.keyOf, mode });
              outcome = addOutcomes(outcome, part);
            }
            return outcome;
          });
        },
      };
    },
  };
}

/** `toolbox-backup-YYYY-MM-DD.json`, the visitor's local date. */
export function backupFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `toolbox-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function createBackupFile({
  exportedAt,
  siteVersion,
  localStorage,
  databases,
}: {
  exportedAt: Date;
  siteVersion?: string;
  localStorage: Record<string, unknown>;
  databases: Record<string, DatabaseSection>;
}): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: exportedAt.toISOString(),
    ...(siteVersion ? { site: { version: siteVersion } } : {}),
    localStorage,
    databases,
  };
}

/** Something in the file that was left alone, said in the import report. */
export type BackupNote =
  | { code: 'unknownField'; name: string }
  | { code: 'foreignKey'; key: string }
  | { code: 'unknownDatabase'; id: string };

export type ReadBackupResult =
  | { ok: false; error: 'notJson' | 'notBackup' }
  | { ok: false; error: 'newerVersion'; version: number }
  | { ok: true; file: ReadBackup };

export interface ReadBackup {
  exportedAt?: string;
  siteVersion?: string;
  /** The localStorage records by namespace, or 'damaged' when the section cannot be read. */
  storage: Map<string, Record<string, unknown>> | 'damaged';
  /**
   * Each database's section as found, unchecked (its exporter's `prepare` checks it), or 'damaged'
   * when the `databases` field is there but not an object.
   */
  databases: Record<string, unknown> | 'damaged';
  notes: BackupNote[];
}

const KNOWN_FIELDS = new Set(['format', 'version', 'exportedAt', 'site', 'localStorage', 'databases']);
const STORAGE_KEY = /^toolbox:([^:]+):(.+)$/s;

/** The namespace of a `toolbox:<namespace>:<key>` key, or undefined for any other key. */
export function namespaceOf(key: string): string | undefined {
  return STORAGE_KEY.exec(key)?.[1];
}

/**
 * Reads a backup file's text. Only a file that is not a backup at all, or one from a newer version,
 * is refused as a whole; a damaged part is reported as that part (Rules: Backup › Damaged part).
 */
export function readBackupFile(text: string): ReadBackupResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT) return { ok: false, error: 'notBackup' };
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, error: 'notBackup' };
  if (version > BACKUP_VERSION) return { ok: false, error: 'newerVersion', version };

  const notes: BackupNote[] = Object.keys(parsed)
    .filter((name) => !KNOWN_FIELDS.has(name))
    .map((name) => ({ code: 'unknownField', name }));

  let storage: ReadBackup['storage'] = new Map();
  if (parsed.localStorage !== undefined && !isRecord(parsed.localStorage)) storage = 'damaged';
  else if (parsed.localStorage !== undefined) {
    for (const [key, value] of Object.entries(parsed.localStorage)) {
      const namespace = namespaceOf(key);
      if (namespace === undefined || value === undefined) {
        notes.push({ code: 'foreignKey', key });
        continue;
      }
      const records = storage.get(namespace) ?? {};
      records[key] = value;
      storage.set(namespace, records);
    }
  }

  const databases =
    parsed.databases === undefined ? {} : isRecord(parsed.databases) ? parsed.databases : 'damaged';
  return {
    ok: true,
    file: {
      ...(typeof parsed.exportedAt === 'string' ? { exportedAt: parsed.exportedAt } : {}),
      ...(isRecord(parsed.site) && typeof parsed.site.version === 'string'
        ? { siteVersion: parsed.site.version }
        : {}),
      storage,
      databases,
      notes,
    },
  };
}
