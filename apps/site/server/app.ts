import { createApiApp } from '@toolbox/api-worker/app';
import { parseEnv } from '@toolbox/api-worker/env';
import { Hono } from 'hono';
import { createRequestHandler } from 'react-router';
import { securityHeaders } from './security-headers';

// Parsed when the server starts, so a bad variable stops it with a message naming it.
export const env = parseEnv(process.env);

const handlePage = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  process.env.NODE_ENV,
);

/** Everything one process serves: the API under /api and the server-rendered pages. */
export const app = new Hono();
app.use('*', securityHeaders());
app.route('/', createApiApp({ env }));
app.all('*', (c) => handlePage(c.req.raw));
