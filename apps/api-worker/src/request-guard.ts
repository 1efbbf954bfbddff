import type { MiddlewareHandler } from 'hono';

/** Methods that change something. Browsers send `Origin` with them, same-origin requests included. */
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards every unsafe request (CONTEXT.md § Origin policy): a browser page of another origin gets
 * 403 `FORBIDDEN_ORIGIN` (an `Origin` header not in `allowedOrigins`; requests without one, such as
 * curl, pass), and a body that is not `application/json` gets 415 `UNSUPPORTED_MEDIA_TYPE`. The
 * second rule also stops the HTML form posts (`text/plain`, `multipart/form-data`) that a
 * cross-site page can send without a CORS preflight.
 */
export function requestGuard({ allowedOrigins }: { allowedOrigins: readonly string[] }): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed.has(origin)) {
      return c.json({ error: 'Cross-site requests are not allowed', code: 'FORBIDDEN_ORIGIN' }, 403);
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return c.json(
        { error: 'Send the request body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
        415,
      );
    }
    return next();
  };
}
