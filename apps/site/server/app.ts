import { createHash, randomBytes } from 'node:crypto';
import { createApi } from '@toolbox/api-worker/create-api';
import { parseEnv } from '@toolbox/api-worker/env';
import { contentSecurityPolicy, securityHeaders } from '@toolbox/api-worker/security-headers';
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { THEME_BOOTSTRAP_SCRIPT } from '../app/components/theme';
import { nonceContext } from '../app/lib/nonce';

// Parsed when the server starts, so a bad variable stops it with a message naming it.
export const env = parseEnv(process.env);

type Api = Awaited<ReturnType<typeof createApi>>;
const globalStore = globalThis as typeof globalThis & { __toolboxApi?: Promise<Api> };
// One API (and one database connection) per process: in development Vite re-runs this module on
// every change, and two PGlite instances must never open the same data folder.
globalStore.__toolboxApi ??= createApi({ env });
const api = await globalStore.__toolboxApi;

const handlePage = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  process.env.NODE_ENV,
);
/** The theme bootstrap is constant, so the CSP allows it by hash instead of a nonce. */
const themeScriptHash = `sha256-${createHash('sha256').update(THEME_BOOTSTRAP_SCRIPT).digest('base64')}`;

/** Everything one process serves: the API under /api and the server-rendered pages. */
export const app = new Hono();
app.route('/', api.app);
app.use('*', securityHeaders());
app.all('*', async (c) => {
  // A fresh nonce per page: React Router puts it on its inline scripts (ServerRouter nonce).
  const nonce = randomBytes(16).toString('base64');
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  const response = await handlePage(c.req.raw, context);
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ scriptNonce: nonce, scriptHashes: [themeScriptHash] }),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});

/** Releases the database (the server calls it on SIGINT/SIGTERM). */
export const close = () => api.close();
