import { createApi } from '@toolbox/api-worker/create-api';
import { parseEnv } from '@toolbox/api-worker/env';
import { securityHeaders } from '@toolbox/api-worker/security-headers';
import { Hono } from 'hono';
import { createRequestHandler } from 'react-router';

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

/** Everything one process serves: the API under /api and the server-rendered pages. */
export const app = new Hono();
app.route('/', api.app);
app.use('*', securityHeaders());
app.all('*', (c) => handlePage(c.req.raw));

/** Releases the database (the server calls it on SIGINT/SIGTERM). */
export const close = () => api.close();
