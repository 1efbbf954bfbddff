import type { Context, Hono } from 'hono';
import type { ApiApp } from './app.ts';

/**
 * Hands every `/api` request of `site` to the API, which may still be starting: the site listens at
 * once and serves pages while the database opens (a fresh embedded database takes seconds), and API
 * requests wait for it. Everything under `/api` is the API's, so an unknown path is its JSON 404,
 * never the site's HTML one. `c.env` carries the Node bindings the API reads the client address from.
 */
export function mountApi(site: Hono, api: Promise<{ app: ApiApp }>): void {
  const forward = async (c: Context) => (await api).app.fetch(c.req.raw, c.env);
  site.all('/api', forward);
  site.all('/api/*', forward);
}
