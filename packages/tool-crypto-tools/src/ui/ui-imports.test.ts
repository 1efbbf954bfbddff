// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CONTEXT.md § Where the work runs: the page's chunk (the UI entry and every module it
 * imports statically) never reaches an engine; those load in the worker. The worker is started with
 * `new URL(..., import.meta.url)`, which is not an import, so its modules are not followed.
 */
const ENGINES = ['hash-wasm', 'crypto-js'];
const entry = fileURLToPath(new URL('./crypto-tools-tool.tsx', import.meta.url));

function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] as string,
  );
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** Package names the UI entry reaches through the package's own modules. */
function reachablePackages(start: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  }
  return packages;
}

describe('the UI chunk', () => {
  it('imports no engine', () => {
    const packages = reachablePackages(entry);
    expect(packages.has('react')).toBe(true); // the walk does reach the UI's own imports
    expect(
      [...packages].filter((name) =>
        ENGINES.some((engine) => name === engine || name.startsWith(`${engine}/`)),
      ),
    ).toEqual([]);
  });
});
