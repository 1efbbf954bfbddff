import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';

/**
 * `GET /ip`: the caller's own address, so the IP tool works without a third party. Behind a proxy
 * it is the forwarded address only when the proxy is in TRUSTED_PROXIES (see client-address.ts).
 */
export function ipRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.get('/ip', (c) => {
    const ip = deps.clientAddress(c);
    if (!ip) throw new ApiError('INTERNAL', 'Could not determine your address');
    c.header('Cache-Control', 'no-store');
    return c.json({ ip });
  });
  return app;
}
