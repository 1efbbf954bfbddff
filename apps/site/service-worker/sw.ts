// The site's service worker. Built by scripts/build-service-worker.ts (bundled, then Workbox's
// injectManifest writes the precache list into `self.__WB_MANIFEST`), served as /sw.js.
//
// - Precache: the shell only (entry and page-route chunks, the stylesheet, the icon sprite, the app
//   icons, the offline pages). A tool's chunks, workers and WASM are cached the first time they are
//   used (cache first: hashed names never change their bytes).
// - Pages and React Router data requests: network first with a short timeout, then the cache; a
//   page never visited gets the translated offline page.
// - The API (`/api/*`) is never answered or cached here.
// - A new version waits until the page asks for it (the "update available" prompt's Reload).

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_NAMES,
  isDataRequest,
  isHashedAsset,
  isPageRequest,
  OFFLINE_PAGE_PATHS,
  pageLocale,
  reloadDocumentResponse,
} from './routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** Every file each tool may load (its chunks, workers, WASM), by tool id: written in at build time. */
declare const __TOOL_FILES__: Record<string, string[]>;

const origin = self.location.origin;
/** How long a page or data request waits for the network before the cached copy is used. */
const NETWORK_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 1000, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => isHashedAsset(url, origin), assets);

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
registerRoute(({ request, url }) => isPageRequest(request, url, origin), pages);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isDataRequest(url, origin),
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

/** Offline and not cached: the offline page for a page, a document reload for a data request. */
setCatchHandler(async ({ request, url }: RouteHandlerCallbackOptions) => {
  const target = url ?? new URL(request.url);
  if (isDataRequest(target, origin)) return reloadDocumentResponse(target);
  if (isPageRequest(request, target, origin)) {
    const offline = await matchPrecache(OFFLINE_PAGE_PATHS[pageLocale(target.pathname)]);
    if (offline) return offline;
  }
  return Response.error();
});

// `CACHE_URLS` messages: what the page loaded before this worker controlled it (its chunks, and the
// page itself asked with `Accept: text/html`), stored through the routes above, so the first page
// visited works offline too.
getOrCreateDefaultRouter().addCacheListener();

self.addEventListener('message', (event) => {
  // Only on the user's word (the prompt's Reload): a page never runs on two versions at once.
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // `CACHE_TOOL`: a tool page opened. Its page and every file the tool may load (chunks, workers,
  // WASM) are stored, so after this one visit the tool works offline whatever the user does in it.
  if (event.data?.type === 'CACHE_TOOL' && typeof event.data.toolId === 'string') {
    const { toolId, page } = event.data as { toolId: string; page?: string };
    const files = __TOOL_FILES__[toolId] ?? [];
    const requests = files.map((file) => assets.handle({ event, request: new Request(file) }));
    if (typeof page === 'string') {
      requests.push(
        pages.handle({ event, request: new Request(page, { headers: { Accept: 'text/html' } }) }),
      );
    }
    const stored = Promise.allSettled(requests).then((results) => {
      const failed = results.filter((result) => result.status === 'rejected').length;
      event.ports[0]?.postMessage({ toolId, stored: results.length - failed, failed });
    });
    event.waitUntil(stored);
  }
});

// The first worker takes the open page at once, so what it loads next (its tool's chunks, worker
// and WASM) is cached on this first visit. An update activates only after SKIP_WAITING.
clientsClaim();
