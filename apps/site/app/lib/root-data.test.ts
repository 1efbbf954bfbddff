import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('root data', () => {
  it('is read from its own module: nothing imports the root route (no import cycle)', () => {
    const importsRoot = /from '(?:#app\/root|(?:\.\.?\/)+root)'/;
    const offenders = sourceFiles(appDir)
      .filter((path) => importsRoot.test(readFileSync(path, 'utf8')))
      .map((path) => relative(appDir, path));
    expect(offenders).toEqual([]);
  });
});
