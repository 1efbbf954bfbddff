// Benchmark: what the service worker downloads up front (its precache, gzip) and what each tool
// stores the first time its page opens, from the production build served by the site.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from './bundle-size.mjs';
import { startService } from './service.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, '..', '..', 'apps', 'site');
const KB = 1024;
/** The precache budget: the shell only, tools are stored on first use. */
const PRECACHE_TARGET_KB = 2048;

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * The precache list Workbox wrote into build/client/sw.js (`[{"revision":…,"url":"…"}, …]`), as
 * site paths.
 */
export function precacheUrls(swText) {
  const urls = [...swText.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) =>
    match[1].startsWith('/') ? match[1] : `/${match[1]}`,
  );
  if (urls.length === 0) throw new Error('build/client/sw.js holds no precache list (did the build change?)');
  return urls;
}

/** The files each tool stores on first use, written into sw.js by the build (`__TOOL_FILES__`). */
function toolLists() {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { shellFiles, toolFiles } = await import('./service-worker/shell.ts');
    const manifest = JSON.parse(readFileSync('build/client-manifest.json', 'utf8'));
    const read = (file) => { try { return readFileSync('build/client/' + file, 'latin1'); } catch { return undefined; } };
    const shell = shellFiles(manifest);
    process.stdout.write(JSON.stringify(toolFiles(manifest, read, new Set(shell))));
  `;
  return import('node:child_process').then(({ spawnSync }) => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`reading the tools' file lists failed:\n${result.stderr}`);
    return JSON.parse(result.stdout);
  });
}

export async function offlineBench({ log = () => {}, verbose = false } = {}) {
  ensureBuilt(log);
  const swText = readFileSync(join(siteDir, 'build', 'client', 'sw.js'), 'utf8');
  const urls = precacheUrls(swText);
  log(`fetching the ${urls.length} precached files and /sw.js from the production site`);
  const server = await startService({ label: 'the production site', cwd: siteDir, script: 'server.js', log });
  const files = [];
  try {
    for (const url of ['/sw.js', ...urls]) {
      const response = await fetch(`${server.origin}${url}`);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      files.push({ url, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
  } finally {
    await server.stop();
    log('stopped the server');
  }
  const [worker, ...precached] = files;
  const precacheGzip = precached.reduce((sum, file) => sum + file.gzip, 0);

  const tools = await toolLists();
  const toolSizes = Object.entries(tools).map(([tool, list]) => {
    let gzip = 0;
    for (const file of list)
      gzip += gzipSync(readFileSync(join(siteDir, 'build', 'client', file)), { level: 9 }).length;
    return { tool, files: list.length, gzip };
  });
  toolSizes.sort((a, b) => b.gzip - a.gzip);
  const largest = toolSizes[0];

  const rows = [
    {
      label: `precache: the shell (${precached.length} files)`,
      value: kb(precacheGzip),
      unit: 'KB gz',
      target: `< ${PRECACHE_TARGET_KB}`,
      pass: precacheGzip < PRECACHE_TARGET_KB * KB,
    },
    { label: 'the service worker itself (/sw.js)', value: kb(worker.gzip), unit: 'KB gz' },
    {
      label: `stored on a tool's first visit: largest (${largest.tool}, ${largest.files} files)`,
      value: kb(largest.gzip),
      unit: 'KB gz',
    },
    {
      label: `stored on a tool's first visit: median of ${toolSizes.length} tools`,
      value: kb(toolSizes[Math.floor(toolSizes.length / 2)].gzip),
      unit: 'KB gz',
    },
  ];
  const details = [];
  if (verbose) {
    details.push('precached files:');
    for (const file of [...precached].sort((a, b) => b.gzip - a.gzip))
      details.push(`  ${kb(file.gzip).padStart(7)} KB gz  ${file.url}`);
    details.push('stored on first use, per tool:');
    for (const entry of toolSizes)
      details.push(`  ${kb(entry.gzip).padStart(8)} KB gz  ${entry.tool} (${entry.files} files)`);
  }
  const notes = [];
  if (precacheGzip >= PRECACHE_TARGET_KB * KB) {
    notes.push('largest precached files:');
    for (const file of [...precached].sort((a, b) => b.gzip - a.gzip).slice(0, 8))
      notes.push(`  ${kb(file.gzip)} KB gz  ${file.url}`);
  }
  return {
    name: 'Offline: service worker precache',
    rows,
    target: 'gzip level 9, 1 KB = 1024 bytes',
    pass: rows[0].pass,
    details,
    notes,
  };
}
