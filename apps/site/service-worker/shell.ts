// Which build files the service worker precaches: the shell, never a tool. Pure (unit-tested
// beside); scripts/build-service-worker.ts feeds it the client build's Vite manifest.

/** One entry of Vite's `.vite/manifest.json` (keys are source paths relative to the site). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The page routes' modules (resource routes such as the sitemap have no UI to cache). */
export const SHELL_ROUTE_SOURCES = [
  'app/root.tsx',
  'app/routes/localized.tsx',
  'app/routes/shell.tsx',
  'app/routes/home.tsx',
  'app/routes/tool.tsx',
  'app/routes/licences.tsx',
  'app/routes/privacy.tsx',
  'app/routes/not-found.tsx',
];

/**
 * A lazy import the shell makes of its own (the toaster and sonner, the command palette, the menu
 * drawer, the site's messages for an error page), as opposed to a tool's: anything in a tool
 * package (its UI, messages, workers, engines) is cached when the tool is first used, not up front.
 */
export function isShellSource(key: string): boolean {
  return !/(^|\/)packages\/tool-[^/]+\//.test(key);
}

/**
 * The files to precache, relative to `build/client`: the entry, the page routes and everything they
 * import statically, the shell's own lazy chunks (but not what those import lazily from a tool),
 * and every stylesheet of those chunks.
 */
export function shellFiles(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (isShellSource(lazy)) visit(lazy);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // React Router keys a route module with a query (`app/root.tsx?__react-router-build-client-route`).
  for (const source of SHELL_ROUTE_SOURCES) {
    const keys = Object.keys(manifest).filter((key) => key.split('?')[0] === source);
    if (keys.length === 0) throw new Error(`the Vite manifest has no entry ${source}`);
    for (const key of keys) visit(key);
  }
  return [...files].sort();
}

/** The tool a source belongs to (`…/packages/tool-pdf-merge/src/ui/…` → `pdf-merge`). */
export function toolOfSource(key: string): string | undefined {
  return /(?:^|\/)packages\/tool-([^/]+)\//.exec(key)?.[1];
}

/** A built file name as Vite writes it (`name-<hash>.ext`), as it appears inside another file. */
const BUILT_FILE =
  /[\w.~-]+-[\w-]{8}\.(?:m?js|wasm|css|woff2?|ttf|otf|svg|png|jpe?g|webp|avif|gif|json|data|bin)/g;

/**
 * Every file a tool may load, by tool id: its UI chunk and, followed through the files' own text
 * (static and lazy imports, `new URL(…)` for workers and WASM, the workers' own imports), all they
 * reference, less the shell (already precached). The worker stores a tool's list the first time
 * its page opens, so the tool then works offline whatever the user does in it.
 */
export function toolFiles(
  manifest: ViteManifest,
  readFile: (file: string) => string | undefined,
  shell: ReadonlySet<string>,
): Record<string, string[]> {
  const assetsByName = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])])
      assetsByName.set(file.split('/').pop() as string, file);
  }
  const closure = (start: string) => {
    const files = new Set<string>();
    const queue = [start];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (files.has(file) || shell.has(file)) continue;
      files.add(file);
      if (!/\.(?:m?js|css)$/.test(file)) continue;
      for (const [name] of (readFile(file) ?? '').matchAll(BUILT_FILE)) {
        const referenced =
          assetsByName.get(name) ?? (readFile(`assets/${name}`) !== undefined ? `assets/${name}` : undefined);
        if (referenced) queue.push(referenced);
      }
    }
    return [...files].sort();
  };
  const tools: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const tool = toolOfSource(key);
    // A tool's entry: the UI module its manifest's load() imports (a lazy chunk of the tool route).
    if (!tool || !chunk.isDynamicEntry || !/\/src\/ui\//.test(key)) continue;
    tools[tool] = [...new Set([...(tools[tool] ?? []), ...closure(chunk.file)])].sort();
  }
  return tools;
}
