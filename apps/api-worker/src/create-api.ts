import { createApiApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import type { Env } from './env.server.ts';
import { seedSayings } from './sayings/seed.ts';

/**
 * Opens the database (applying migrations and seeds) and builds the API app. `close` releases the
 * database; the site's server and `src/main.ts` both start the API this way.
 */
export async function createApi({ env, version }: { env: Env; version?: string }) {
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await seedSayings(database.db);
  const deps = createDeps({ env, db: database.db, databaseKind: database.kind });
  const app = createApiApp({ deps, version });
  return { app, deps, close: database.close };
}
