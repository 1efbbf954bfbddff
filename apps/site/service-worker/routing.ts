// What the service worker does with a request, as pure functions of its URL (unit-tested beside).
// The worker itself (sw.ts) wires them to Workbox strategies.

/** Where the precached offline pages live (written by scripts/build-service-worker.ts). */
export const OFFLINE_PAGE_PATHS = { en: '/offline/en.html', zh: '/offline/zh.html' } as const;

/** Cache names: one per kind, so each has its own limits and none mixes with the precache. */
export const CACHE_NAMES = {
  assets: 'toolbox-assets',
  pages: 'toolbox-pages',
  data: 'toolbox-data',
} as const;

/** Server paths the worker never answers: the API, the component catalogue, generated files. */
const SERVER_ONLY = /^\/(?:api|catalogue|og)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt|source\.tar\.gz|sw\.js)$/;

/** Whether a same-origin path belongs to the server alone (never cached, never a fallback). */
export function isServerOnly(pathname: string): boolean {
  return SERVER_ONLY.test(pathname);
}

/**
 * A hashed build file (`/assets/name-<hash>.ext`): JavaScript chunks, workers, WASM, fonts, CSS.
 * Its name changes with its bytes, so a cached copy is always right (cache first).
 */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** A React Router data request of a client-side navigation (`/tool/x.data`, `/_.data`). */
export function isDataRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.endsWith('.data') && !isServerOnly(url.pathname);
}

/**
 * A page of the site: a navigation, or a GET the page asks to store for later (the page it was
 * loaded with before the worker controlled it, sent with `Accept: text/html`).
 */
export function isPageRequest(
  request: { mode: string; method: string; headers: Headers },
  url: URL,
  origin: string,
) {
  if (url.origin !== origin || request.method !== 'GET' || isServerOnly(url.pathname)) return false;
  // A file name with an extension (/favicon.svg, /manifest.webmanifest) is not a page.
  if (/\.[a-z\d]+$/i.test(url.pathname)) return false;
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').startsWith('text/html');
}

/** The language of a path, as the site decides it: `/zh` and `/zh/...` are Chinese, the rest English. */
export function pageLocale(pathname: string): keyof typeof OFFLINE_PAGE_PATHS {
  return /^\/zh(?:\/|$)/.test(pathname) ? 'zh' : 'en';
}

/**
 * The page a data request belongs to (`/zh/tool/x.data?_routes=…` → `/zh/tool/x`, `/_.data` → `/`),
 * keeping the page's own query but not React Router's parameters.
 */
export function pageOfDataRequest(url: URL): string {
  let pathname = url.pathname.replace(/\.data$/, '');
  if (pathname.endsWith('/_')) pathname = pathname.slice(0, -1);
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * What a data request gets when the network is down and nothing is cached: React Router's
 * "redirect with a document reload" (a 204 with `X-Remix-Redirect`), to the page itself. The
 * browser then navigates there for real, and the worker answers that navigation with the page from
 * the cache or the translated offline page, rather than the tool showing a failed load.
 */
export function reloadDocumentResponse(url: URL): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': pageOfDataRequest(url),
      'X-Remix-Status': '302',
      'X-Remix-Reload-Document': 'true',
    },
  });
}
