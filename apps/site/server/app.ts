import { createHash, randomBytes } from 'node:crypto';
import { parseEnv } from '@toolbox/api-worker/env';
import { mountApi } from '@toolbox/api-worker/mount';
import { contentSecurityPolicy, securityHeaders } from '@toolbox/api-worker/security-headers';
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { THEME_BOOTSTRAP_SCRIPT } from '../app/components/theme';
import { nonceContext } from '../app/lib/nonce';
import { siteOriginContext } from '../app/lib/site-origin';
import sitePackage from '../package.json';
import { mountCatalogue } from './catalogue';

// Parsed when the server starts, so a bad variable stops it with a message naming it.
export const env = parseEnv(process.env);

type Api = Awaited<ReturnType<typeof import('@toolbox/api-worker/create-api').createApi>>;
const globalStore = globalThis as typeof globalThis & { __toolboxApi?: Promise<Api> };
// The API (its module graph and database) starts in the background: pages are served at once and
// API requests wait for it. A fresh embedded database alone takes seconds (initdb). One API per
// process: in development Vite re-runs this module on every change, and two PGlite instances must
// never open the same data folder.
globalStore.__toolboxApi ??= import('@toolbox/api-worker/create-api').then(({ createApi }) =>
  createApi({ env, version: sitePackage.version }),
);
/** Settles when the API is ready; the server stops if it fails (a bad DATABASE_URL...). */
export const apiReady: Promise<Api> = globalStore.__toolboxApi;

const handlePage = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  process.env.NODE_ENV,
);
/** The theme bootstrap is constant, so the CSP allows it by hash instead of a nonce. */
const themeScriptHash = `sha256-${createHash('sha256').update(THEME_BOOTSTRAP_SCRIPT).digest('base64')}`;

/** The IP tool's single-family origins of this service, when configured (env.server.ts). */
const connectSources = [env.IPV4_ORIGIN, env.IPV6_ORIGIN].filter((origin) => origin !== undefined);

/** Everything one process serves: the API under /api and the server-rendered pages. */
export const app = new Hono();
mountApi(app, apiReady);
// Before the pages' security headers: the catalogue sets its own (framing by this origin).
mountCatalogue(app);
app.use('*', securityHeaders());
app.all('*', async (c) => {
  // A fresh nonce per page: React Router puts it on its inline scripts (ServerRouter nonce).
  const nonce = randomBytes(16).toString('base64');
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(siteOriginContext, env.PUBLIC_ORIGIN);
  const response = await handlePage(c.req.raw, context);
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ scriptNonce: nonce, scriptHashes: [themeScriptHash], connectSources }),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});

/** Releases the database once the API has started (the server calls it on SIGINT/SIGTERM). */
export const close = () => apiReady.then((api) => api.close());
