import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { securityHeaders } from '@toolbox/api-worker/security-headers';
import type { Hono } from 'hono';

/**
 * Where `pnpm build` leaves the built Storybook, seen from the site's folder (the server's
 * working directory, as for build/client).
 */
export const CATALOGUE_DIR = resolve(process.cwd(), '../storybook/storybook-static');

/** The `sha256-…` CSP sources of a page's inline scripts (those without `src`). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
}

/**
 * The component catalogue at /catalogue/: the built Storybook's static files, under the site's
 * security headers. Its few inline scripts (Storybook's configuration globals) are allowed by
 * hash, read from the built pages when the server starts, never by 'unsafe-inline'; its manager
 * page shows each story in a frame, so this origin (only) may frame these pages.
 */
export function mountCatalogue(app: Hono, dir = CATALOGUE_DIR) {
  app.get('/catalogue', (c) => c.redirect('/catalogue/', 301));
  if (!existsSync(join(dir, 'index.html'))) {
    app.get('/catalogue/*', (c) => c.text('The component catalogue is not built: run `pnpm build`.', 404));
    return;
  }
  const scriptHashes = ['index.html', 'iframe.html'].flatMap((page) =>
    existsSync(join(dir, page)) ? inlineScriptHashes(readFileSync(join(dir, page), 'utf8')) : [],
  );
  app.use(
    '/catalogue/*',
    securityHeaders({ scriptHashes, frameAncestors: 'self' }),
    serveStatic({
      root: relative(process.cwd(), dir),
      rewriteRequestPath: (path) => path.slice('/catalogue'.length),
    }),
  );
}
