import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Env } from './env.server.ts';
import { ApiError } from './errors.ts';

export interface ApiOptions {
  env: Env;
  /** Version string reported by the health check. */
  version?: string;
}

/** Largest JSON body any endpoint accepts; endpoints narrow it further with their zod schemas. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The Toolbox API as a Hono app whose routes live under `/api`. It runs alone (`src/main.ts`) or
 * is mounted by the site's server so one command serves pages and API together.
 */
export function createApiApp({ env, version = '0.0.0' }: ApiOptions) {
  const app = new Hono().basePath('/api');

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
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
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
    }),
  );

  app.notFound((c) =>
    c.json({ error: `No API route for ${c.req.method} ${c.req.path}`, code: 'NOT_FOUND' }, 404),
  );

  app.onError((error, c) => {
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
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
