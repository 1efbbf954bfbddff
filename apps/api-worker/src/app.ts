import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import packageJson from '../package.json' with { type: 'json' };
import type { ApiDeps } from './deps.ts';
import { ApiError } from './errors.ts';
import { requestGuard } from './request-guard.ts';
import { aiRoutes } from './routes/ai.ts';
import { ipRoutes } from './routes/ip.ts';
import { leaderboardRoutes } from './routes/leaderboard.ts';
import { plantumlRoutes } from './routes/plantuml.ts';
import { sayingsRoutes } from './routes/sayings.ts';
import { webCrawlerRoutes } from './routes/web-crawler.ts';
import { securityHeaders } from './security-headers.ts';

export interface ApiOptions {
  deps: ApiDeps;
  /** Version reported by the health check: the site's when it mounts the API, else this package's. */
  version?: string;
}

/** Largest JSON body any endpoint accepts; endpoints narrow it further with their zod schemas. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The Toolbox API as a Hono app whose routes live under `/api`. It runs alone (`src/main.ts`) or
 * is mounted by the site's server so one command serves pages and API together.
 */
export function createApiApp({ deps, version = packageJson.version }: ApiOptions) {
  const { env } = deps;
  const app = new Hono().basePath('/api');

  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', requestGuard({ allowedOrigins: env.ALLOWED_ORIGINS }));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' }, 413),
    }),
  );

  app.get('/health', (c) =>
    c.json({
      status: 'ok',
      version,
      aiProvider: env.AI_PROVIDER,
      database: deps.databaseKind,
    }),
  );

  // Route modules (one per feature), each `(deps) => Hono` with paths under /api.
  app.route('/', aiRoutes(deps));
  app.route('/', leaderboardRoutes(deps));
  app.route('/', sayingsRoutes(deps));
  app.route('/', ipRoutes(deps));
  app.route('/', webCrawlerRoutes(deps));
  app.route('/', plantumlRoutes(deps));

  // A route, not only `notFound`: a parent app that mounts this one (the site) has its own
  // not-found handling, and `/api/*` must answer JSON there too.
  const notFound = (c: Context) =>
    c.json({ error: `No API route for ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404);
  app.all('*', notFound);
  app.notFound(notFound);

  app.onError(apiErrorHandler);

  return app;
}

/**
 * The JSON `{ error, code }` answer for an error thrown by a route: an `ApiError` with its status,
 * Hono's own HTTP errors, anything else a logged 500. Exported so a test can mount one route module
 * (with an injected clock) and get the same answers.
 */
export function apiErrorHandler(error: Error, c: Context) {
  if (error instanceof ApiError) return c.json({ error: error.message, code: error.code }, error.status);
  if (error instanceof HTTPException) {
    return c.json(
      {
        error: error.message || 'Request failed',
        code: error.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      },
      error.status,
    );
  }
  console.error('[api] unhandled error', error);
  return c.json({ error: 'Internal server error', code: 'INTERNAL' }, 500);
}

export type ApiApp = ReturnType<typeof createApiApp>;
