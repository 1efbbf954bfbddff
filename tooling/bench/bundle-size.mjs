// Benchmark: the JavaScript a page loads before any interaction (gzip), served by the production site.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { startService } from './service.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, '..', '..', 'apps', 'site');
const KB = 1024;
/** Budgets in KB gzip: the home page, and every tool page including the tool's own UI chunk. */
const HOME_TARGET_KB = 150;
const TOOL_TARGET_KB = 170;

/**
 * Every tool the site registers, read from `apps/site/app/registry.ts` itself (a new tool is
 * measured without editing this file), with the file its manifest's `load()` imports: Vite names
 * the tool's UI chunk after that file (`./ui/crypto-tools-tool` → `assets/crypto-tools-tool-<hash>.js`).
 */
export function registeredTools() {
  const script = `
    const { registry } = await import('./app/registry.ts');
    const tools = registry.map((tool) => {
      const specifier = /import\\(\\s*["'\`]([^"'\`]+)["'\`]\\s*\\)/.exec(String(tool.load))?.[1];
      return { id: tool.id, uiModule: specifier?.split('/').pop()?.replace(/\\.[jt]sx?$/, '') };
    });
    process.stdout.write(JSON.stringify(tools));
  `;
  const result = spawnSync(
    process.execPath,
    ['--conditions=toolbox-source', '--input-type=module', '-e', script],
    {
      cwd: siteDir,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`reading the tool registry failed:\n${result.stderr}`);
  const tools = JSON.parse(result.stdout);
  for (const tool of tools) {
    if (!tool.uiModule) throw new Error(`${tool.id}: its manifest's load() imports no literal path`);
  }
  return tools;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The home page and every registered tool page, each with its budget. */
export function pagesToMeasure(tools = registeredTools()) {
  return [
    { label: 'home /', path: '/', targetKb: HOME_TARGET_KB },
    // toolChunk: the tool's own UI, which the route imports() as it renders: counted, since the page
    // is not usable without it.
    ...tools.map((tool) => ({
      label: `/tool/${tool.id}`,
      path: `/tool/${tool.id}`,
      targetKb: TOOL_TARGET_KB,
      toolChunk: new RegExp(`/assets/${escapeRegExp(tool.uiModule)}-[\\w-]+\\.js$`),
    })),
  ];
}

/** Markers that identify a library inside a minified chunk (used to say what a big chunk holds). */
const PACKAGE_MARKERS = [
  ['react-dom', /__reactFiber|__reactContainer/],
  ['react', /react\.transitional\.element|react\.element/],
  ['react-router', /__reactRouter|remix-run\/router|react-router\//],
  ['i18next', /i18next/],
  ['radix', /radix/i],
  ['sonner', /sonner/],
  ['lucide', /lucide/],
  ['@tanstack/react-query', /tanstack|QueryClient/],
  ['zod', /\bZodError\b|\b_zod\b/],
  ['dexie', /\bDexie\b/],
];

/** Library markers in a chunk, ignoring chunk file names (react-dom-x.js) in imports and preload lists. */
export function packagesIn(code, imports = []) {
  let text = '';
  let position = 0;
  for (const entry of imports) {
    if (entry.s < position) continue;
    text += code.slice(position, entry.s);
    position = entry.e;
  }
  text = (text + code.slice(position)).replace(/assets\/[\w.-]+\.js/g, '');
  return PACKAGE_MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

export function ensureBuilt(log) {
  const built = () =>
    existsSync(join(siteDir, 'build', 'server', 'index.js')) && existsSync(join(siteDir, 'build', 'client'));
  if (built()) return;
  log('apps/site/build is missing: building the site (pnpm --filter @toolbox/site build)');
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@toolbox/site', 'build'], {
    cwd: join(here, '..', '..'),
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0 || !built()) throw new Error('building @toolbox/site failed');
}

function startServer(log) {
  return startService({ label: 'the production site', cwd: siteDir, script: 'server.js', log });
}

function attributes(text) {
  const result = {};
  for (const match of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return result;
}

const decodeEntities = (text) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

/** Specifiers an inline script loads right away: its static imports and literal import("..."). */
function inlineScriptImports(code) {
  try {
    return parse(code)[0]
      .filter((entry) => entry.n && (entry.t === 1 || entry.t === 2))
      .map((entry) => entry.n);
  } catch {
    return [...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
  }
}

/** Every script the HTML makes the browser load before any interaction. */
export function initialScripts(html, pageUrl) {
  const found = new Set();
  const add = (specifier) => {
    if (specifier) found.add(new URL(decodeEntities(specifier), pageUrl).href);
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1]);
    const type = (attrs.type ?? '').toLowerCase();
    const isJavaScript = type === '' || type === 'module' || type === 'text/javascript';
    if (!isJavaScript) continue;
    if (attrs.src !== undefined) add(attrs.src);
    else for (const specifier of inlineScriptImports(match[2])) add(specifier);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) add(attrs.href);
  }
  return [...found];
}

/**
 * A module's static imports (import ... from, import "x", export ... from), which load with it, and
 * its literal dynamic import() targets, which load later (listed, never counted).
 */
function moduleImports(code, url) {
  const [entries] = parse(code);
  const isStatic = (entry) => (entry.t === undefined ? entry.d === -1 : entry.t === 1);
  const isDynamic = (entry) => (entry.t === undefined ? entry.d > -1 : entry.t === 2);
  const resolve = (entry) => new URL(entry.n, url).href;
  return {
    imports: entries.filter((entry) => entry.n && isStatic(entry)).map(resolve),
    dynamicImports: entries.filter((entry) => entry.n && isDynamic(entry)).map(resolve),
    packages: packagesIn(code, entries),
  };
}

async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.text();
}

async function fetchModule(url, files) {
  if (!files.has(url)) {
    const code = await fetchText(url);
    const bytes = Buffer.from(code);
    files.set(url, {
      path: new URL(url).pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      ...moduleImports(code, url),
    });
  }
  return files.get(url);
}

async function measurePage({ origin, page, files }) {
  const pageUrl = `${origin}${page.path}`;
  const html = await fetchText(pageUrl);
  const queue = initialScripts(html, pageUrl);
  if (queue.length === 0)
    throw new Error(`${page.path}: the HTML loads no JavaScript (did the build change?)`);
  const seen = new Set();
  const follow = async () => {
    while (queue.length) {
      const url = queue.shift();
      if (seen.has(url)) continue;
      seen.add(url);
      if (new URL(url).origin !== origin) continue; // a third-party script: listed, not fetched
      queue.push(...(await fetchModule(url, files)).imports);
    }
  };
  await follow();
  let toolChunk;
  if (page.toolChunk) {
    const loaded = [...seen, ...[...seen].flatMap((url) => files.get(url)?.dynamicImports ?? [])];
    const chunk = loaded.find((url) => page.toolChunk.test(new URL(url).pathname));
    if (!chunk) throw new Error(`${page.path}: no loaded or imported chunk matches ${page.toolChunk}`);
    queue.push(chunk);
    await follow();
    toolChunk = files.get(chunk);
  }
  const external = { raw: 0, gzip: 0, imports: [], dynamicImports: [], packages: ['external, not measured'] };
  const list = [...seen].map((url) => files.get(url) ?? { ...external, path: url });
  list.sort((a, b) => b.gzip - a.gzip);

  // What the page's modules import() later: not initial, listed for context.
  const lazyUrls = new Set(list.flatMap((file) => file.dynamicImports));
  for (const url of seen) lazyUrls.delete(url);
  const lazy = [];
  for (const url of lazyUrls) if (new URL(url).origin === origin) lazy.push(await fetchModule(url, files));
  lazy.sort((a, b) => b.gzip - a.gzip);

  return { ...page, list, lazy, toolChunk, gzip: list.reduce((sum, file) => sum + file.gzip, 0) };
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const describe = (file) =>
  `${kb(file.gzip).padStart(7)} KB gz ${kb(file.raw).padStart(8)} KB raw  ${file.path}${file.packages.length ? `  [${file.packages.join(', ')}]` : ''}`;

export async function bundleSize({ log = () => {} } = {}) {
  ensureBuilt(log);
  await init;
  const toMeasure = pagesToMeasure();
  log(`measuring the home page and ${toMeasure.length - 1} tool pages from the registry`);
  const server = await startServer(log);
  let pages;
  try {
    const files = new Map();
    pages = [];
    for (const page of toMeasure) pages.push(await measurePage({ origin: server.origin, page, files }));
  } finally {
    await server.stop();
    log('stopped the server');
  }

  const [home] = pages;
  const homePaths = new Set(home.list.map((file) => file.path));
  const addedOverHome = (page) => page.list.filter((file) => !homePaths.has(file.path));
  const rows = pages.map((page) => ({
    label: page.toolChunk
      ? `${page.label}: initial JS incl. UI chunk (UI chunk ${kb(page.toolChunk.gzip)}, ${page.list.length} files)`
      : `${page.label}: initial JS (${page.list.length} files)`,
    value: kb(page.gzip),
    unit: 'KB gz',
    target: `≤ ${page.targetKb}`,
    pass: page.gzip <= page.targetKb * KB,
  }));
  const pass = rows.every((row) => row.pass);

  const details = [];
  for (const page of pages) {
    details.push(`${page.label} (${kb(page.gzip)} KB gzip, target ${page.targetKb} KB):`);
    for (const file of page.list) details.push(`  ${describe(file)}`);
    if (page !== home) {
      const added = addedOverHome(page);
      details.push(
        `  adds over home: ${kb(added.reduce((sum, file) => sum + file.gzip, 0))} KB gzip in ${added.length} files`,
      );
    }
    details.push(`  loaded later with import() (not counted):`);
    for (const file of page.lazy) details.push(`  ${describe(file)}`);
  }

  const notes = [];
  for (const page of pages.filter((entry) => entry.gzip > entry.targetKb * KB)) {
    notes.push(`${page.label} is over by ${kb(page.gzip - page.targetKb * KB)} KB; largest files:`);
    for (const file of page.list.slice(0, 5)) notes.push(`  ${describe(file)}`);
  }

  return {
    name: 'Initial JavaScript size',
    rows,
    target: 'gzip level 9, 1 KB = 1024 bytes',
    pass,
    details,
    notes,
  };
}
