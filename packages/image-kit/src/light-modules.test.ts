import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
/** Engines: only workers (or a dynamic import on demand) may load them. */
const ENGINES = ['@jsquash', 'fflate', 'image-q', './codecs', './palette'];
/** The modules a tool's UI may import (CONTEXT.md: engines stay in workers). */
const LIGHT = ['formats.ts', 'file-names.ts', 'favicon-set.ts', 'ico.ts', 'sizes.ts', 'decode.ts', 'png.ts'];

/** Static imports (`import … from`, `import '…'`, `export … from`) of a module; `import()` is not one. */
function staticImports(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [
    ...source.matchAll(
      /^\s*(?:import|export)\b[^;(]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm,
    ),
  ]
    .filter((match) => !/^\s*(?:import|export)\s+type\b/.test(match[0]))
    .map((match) => (match[1] ?? match[2]) as string);
}

describe('light modules', () => {
  it.each(LIGHT)('%s reaches no codec and no ZIP writer through its static imports', (entry) => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (ENGINES.includes(specifier)) reached.push(specifier);
        if (specifier.startsWith('./')) visit(`${specifier.slice(2)}.ts`);
        else reached.push(specifier);
      }
    };
    visit(entry);
    expect(reached.filter((specifier) => ENGINES.some((engine) => specifier.startsWith(engine)))).toEqual([]);
  });

  it('tells an engine import apart (the check itself works)', () => {
    expect(staticImports('zip.ts')).toContain('fflate');
    // The codecs are imported by `encode` only on demand, inside a function.
    expect(staticImports('encode.ts')).not.toContain('./codecs');
  });
});
