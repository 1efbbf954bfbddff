import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Runtime static imports of a module (`import type` and `import()` do not load anything). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [
    ...source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^;(]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => (match[1] ?? match[2]) as string);
}

function reachedPackages(entry: string): string[] {
  const seen = new Set<string>();
  const reached: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('./')) visit(`${specifier.slice(2)}.ts`);
      else reached.push(specifier);
    }
  };
  visit(entry);
  return reached;
}

describe('Dexie loads on demand', () => {
  it.each(['index.ts', 'react.ts', 'backup.ts'])(
    '%s reaches no Dexie through its static imports',
    (entry) => {
      expect(reachedPackages(entry).filter((specifier) => specifier.startsWith('dexie'))).toEqual([]);
    },
  );

  it('the check sees a static Dexie import (database.ts, loaded by loadTaskDatabase)', () => {
    expect(reachedPackages('database.ts')).toContain('dexie');
  });
});
