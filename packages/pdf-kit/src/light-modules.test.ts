import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
/** Engines: only workers (or a dynamic import on demand) may load them. */
const ENGINES = ['pdf-lib', 'pdfjs-dist', 'fflate'];
/** The modules a tool's UI may import (CONTEXT.md § Engines stay in workers). */
const LIGHT = ['file-names.ts', 'page-range.ts', 'pdf-file.ts', 'preview.tsx'];

/** Static imports (`import … from`, `import '…'`, `export … from`) of a module; `import()` is not one. */
function staticImports(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [
    ...source.matchAll(
      /^\s*(?:import|export)\b[^;(]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => (match[1] ?? match[2]) as string);
}

describe('light modules', () => {
  it.each(LIGHT)('%s reaches no PDF engine through its static imports', (entry) => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('./'))
          visit(`${specifier.slice(2)}${/\.tsx?$/.test(specifier) ? '' : '.ts'}`);
        else reached.push(specifier);
      }
    };
    visit(entry);
    expect(reached.filter((specifier) => ENGINES.some((engine) => specifier.startsWith(engine)))).toEqual([]);
  });

  it('tells an engine import apart (the check itself works)', () => {
    expect(staticImports('pdf-io.ts')).toContain('pdf-lib');
    expect(staticImports('preview.tsx')).not.toContain('pdfjs-dist');
  });
});
