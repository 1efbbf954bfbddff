import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, as a tar file (see openTestDatabase). */
    pgliteTemplate: string;
  }
}

/**
 * Runs `initdb` and the migrations once for the whole suite: each test file then starts its own
 * in-memory database from this dump. Creating thirty fresh databases at once on two busy cores
 * took long enough to time out set-up hooks.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-api-test-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const dump = await database.dumpPglite?.();
  await database.close();
  if (!dump) throw new Error('PGlite gave no data folder dump');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
