import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module `entry` reaches through static imports, and the packages they import. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const base = join(dirname(file), specifier);
        const candidates = [`${base}.ts`, join(base, 'index.ts')];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) visit(found);
      } else packages.add(specifier);
    }
  };
  visit(join(src, entry));
  return { files, packages };
}

describe('story book entries', () => {
  it('the main entry never reaches the zip code; books-export does', () => {
    const main = reach('index.ts');
    expect(main.files.has(join(src, 'books', 'read-book.ts'))).toBe(true);
    expect([...main.files].some((file) => file.endsWith('books/epub.ts'))).toBe(false);
    expect(main.packages.has('fflate')).toBe(false);
    expect(reach('books-export.ts').packages.has('fflate')).toBe(true);
  });
});
