import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createApiApp } from '../app.ts';
import { type OpenDatabase, openDatabase } from '../db/client.ts';
import { type ApiDeps, createDeps } from '../deps.ts';
import { type Env, parseEnv } from '../env.server.ts';

/**
 * A database of its own for each caller: in-memory PGlite started from the suite's migrated
 * template (global-setup.ts) by default, or, when TEST_DATABASE_URL is set (CI's PostgreSQL run),
 * a fresh schema of that server, so the same suite runs on both.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template });
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const database = await openDatabase({ url, pgliteDir: 'memory://', searchPath: schema });
  return {
    ...database,
    async close() {
      await database.db.execute(`drop schema if exists "${schema}" cascade`);
      await database.close();
    },
  };
}

/** The API app on a test database; `env` overrides the defaults, `testDeps` adds test-only deps. */
export async function createTestApi(
  env: Record<string, string> = {},
  testDeps: Partial<Pick<ApiDeps, 'crawler' | 'geoIp'>> = {},
) {
  const database = await openTestDatabase();
  const parsedEnv: Env = parseEnv(env);
  const deps = {
    ...createDeps({ env: parsedEnv, db: database.db, databaseKind: database.kind }),
    ...testDeps,
  };
  const app = createApiApp({ deps });
  return { app, deps, db: database.db, kind: database.kind, close: database.close };
}

/** Request bindings for `app.request` that make the caller appear at `address`. */
export function fromAddress(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 50_000,
        remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}
