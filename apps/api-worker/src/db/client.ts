import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the routes use, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar file, for `pgliteTemplate`. */
  dumpPglite?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations: PostgreSQL through postgres-js when `url` is
 * set, otherwise the embedded PGlite in `pgliteDir` (`memory://` keeps it in memory, for tests).
 * `searchPath` puts every table in one schema (tests give each run its own). `pgliteTemplate`, a
 * PGlite data-folder dump, starts an in-memory database from it instead of running `initdb`
 * (0.4 s instead of 3 s here; the test suites start each file's database this way).
 */
export async function openDatabase({
  url,
  pgliteDir,
  searchPath,
  pgliteTemplate,
}: {
  url?: string;
  pgliteDir: string;
  searchPath?: string;
  pgliteTemplate?: Blob;
}): Promise<OpenDatabase> {
  if (url) {
    const client = postgres(url, {
      max: 10,
      onnotice: () => {},
      connection: searchPath ? { search_path: searchPath } : {},
    });
    if (searchPath) await client.unsafe(`create schema if not exists "${searchPath.replace(/"/g, '')}"`);
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder, migrationsSchema: searchPath });
    return { db: db as unknown as AppDatabase, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  if (!pgliteDir.startsWith('memory://')) mkdirSync(pgliteDir, { recursive: true });
  const client = pgliteTemplate
    ? await PGlite.create({ dataDir: pgliteDir, loadDataDir: pgliteTemplate })
    : await PGlite.create(pgliteDir);
  if (searchPath) {
    await client.exec(
      `create schema if not exists "${searchPath.replace(/"/g, '')}"; set search_path to "${searchPath.replace(/"/g, '')}"`,
    );
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder, migrationsSchema: searchPath });
  return {
    db: db as unknown as AppDatabase,
    kind: 'pglite',
    close: () => client.close(),
    dumpPglite: () => client.dumpDataDir('none'),
  };
}
