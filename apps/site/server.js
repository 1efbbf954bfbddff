// One command serves the site and the API (`pnpm dev` and `pnpm start`). Plain JavaScript so Node
// runs it directly; the Hono app it serves is server/app.ts (bundled into build/server in production).
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';

const isProduction = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';
/** Set once the app is loaded: releases the database on shutdown. */
let closeApi = async () => {};

async function productionListener() {
  const { serveStatic } = await import('@hono/node-server/serve-static');
  const { Hono } = await import('hono');
  const { compress } = await import('hono/compress');
  const { app, close, apiReady } = await import('./build/server/index.js');
  closeApi = close;
  // The API starts in the background (server/app.ts); if it cannot (a database that does not
  // answer...), the server stops rather than serve pages whose tools would all fail.
  apiReady.catch((error) => {
    console.error('The API could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
  const site = new Hono();
  // gzip or deflate for text (HTML, JS, CSS, JSON) when the browser accepts it; hono skips
  // already-compressed types and bodies under 1 KB.
  site.use('*', compress());
  // Hashed assets never change; everything else in public/ may.
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and what names its version (the web app manifests, the offline pages) are
  // checked with the server on every use: a cached copy would hide a new version for a day.
  site.use('*', async (c, next) => {
    await next();
    if (c.res.ok && /^\/(?:sw\.js|(?:zh\/)?manifest\.webmanifest|offline\/[a-z]+\.html)$/.test(c.req.path))
      c.header('Cache-Control', 'no-cache');
  });
  site.use('*', serveStatic({ root: './build/client' }));
  site.route('/', app);
  return getRequestListener(site.fetch);
}

async function developmentListener() {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  return (req, res) =>
    vite.middlewares(req, res, async () => {
      try {
        const { app, close } = await vite.ssrLoadModule('./server/app.ts');
        closeApi = close;
        await getRequestListener(app.fetch)(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.statusCode = 500;
        res.end(String(error?.stack ?? error));
      }
    });
}

function shutDown(server) {
  server.close();
  closeApi().finally(() => process.exit(0));
}

/**
 * Started by a package-manager script (`pnpm start`), this process sits under pnpm's `node` shim,
 * a shell script that runs node as a child instead of exec'ing it: stopping pnpm ends the shim and
 * leaves this process behind. A new parent means whoever started it is gone, so it stops too.
 * (Only under a script: `nohup node server.js &` must outlive its shell.)
 */
function stopWithParent(server) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) shutDown(server);
  }, 500);
  timer.unref();
}

try {
  const listener = isProduction ? await productionListener() : await developmentListener();
  const server = createServer(listener).listen(port, host, () => {
    console.log(`Toolbox ${isProduction ? '' : '(dev) '}listening on http://${host}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shutDown(server));
  stopWithParent(server);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
