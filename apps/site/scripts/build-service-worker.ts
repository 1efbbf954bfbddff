// Run after `react-router build`: writes build/client/sw.js, the site's service worker. It bundles
// service-worker/sw.ts (Workbox's runtime modules included), writes the offline pages, then Workbox's
// injectManifest puts the precache list (the shell only: service-worker/shell.ts) into it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { toolIconSpriteUrl } from '../app/lib/tool-icon-sprite.server.ts';
import en from '../app/locales/en.json' with { type: 'json' };
import zh from '../app/locales/zh.json' with { type: 'json' };
import { offlinePageHtml } from '../service-worker/offline-page.ts';
import { OFFLINE_PAGE_PATHS } from '../service-worker/routing.ts';
import { shellFiles, toolFiles, type ViteManifest } from '../service-worker/shell.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(siteDir, 'build/client');

// The client build's chunk graph. Vite writes it only because vite.config.ts asks; it is moved out
// of the served folder (build/client-manifest.json), so it is never served.
const servedManifestPath = join(clientDir, '.vite/manifest.json');
const viteManifestPath = join(siteDir, 'build/client-manifest.json');
if (existsSync(servedManifestPath)) {
  writeFileSync(viteManifestPath, readFileSync(servedManifestPath));
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
}
const viteManifest = JSON.parse(readFileSync(viteManifestPath, 'utf8')) as ViteManifest;

// The offline page, in each language.
for (const [locale, messages, homePath] of [
  ['en', en, '/'],
  ['zh', zh, '/zh/'],
] as const) {
  const path = join(clientDir, OFFLINE_PAGE_PATHS[locale]);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(
    path,
    offlinePageHtml({
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      homePath,
      messages: {
        siteName: messages.site.name,
        title: messages.offline.title,
        body: messages.offline.body,
        retry: messages.offline.retry,
        home: messages.offline.home,
      },
    }),
  );
}

const shell = shellFiles(viteManifest);
// What each tool loads, stored when its page is first opened (not precached).
const builtText = new Map<string, string | undefined>();
const readBuilt = (file: string) => {
  if (!builtText.has(file)) {
    const path = join(clientDir, file);
    builtText.set(file, existsSync(path) ? readFileSync(path, 'latin1') : undefined);
  }
  return builtText.get(file);
};
const tools = toolFiles(viteManifest, readBuilt, new Set(shell));
const toolUrls = Object.fromEntries(
  Object.entries(tools).map(([tool, files]) => [tool, files.map((file) => `/${file}`)]),
);

// The worker's code, one classic script (every browser with service workers runs it).
const bundleDir = mkdtempSync(join(tmpdir(), 'toolbox-sw-'));
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: siteDir,
    mode: 'production',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __TOOL_FILES__: JSON.stringify(toolUrls),
    },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      lib: {
        entry: join(siteDir, 'service-worker/sw.ts'),
        formats: ['iife'],
        name: 'toolboxServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });

  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDir, 'sw.js'),
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: [
      ...shell,
      'favicon.svg',
      'manifest.webmanifest',
      'zh/manifest.webmanifest',
      'icons/*.png',
      'offline/*.html',
    ],
    // Hashed names carry their version; the other files get a revision from their bytes.
    dontCacheBustURLsMatching: /^assets\//,
    // The icon sprite is served by a route with its version in the address.
    additionalManifestEntries: [{ url: toolIconSpriteUrl(), revision: null }],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB before compression`);
  const toolSizes = Object.values(tools).map((files) =>
    files.reduce((sum, file) => sum + (readBuilt(file)?.length ?? 0), 0),
  );
  console.log(
    `service worker: ${Object.keys(tools).length} tools stored on first use, ${(Math.max(...toolSizes) / 1048576).toFixed(1)} MB the largest`,
  );
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
