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
  const { app, close } = await import('./build/server/index.js');
  closeApi = close;
  const site = new Hono();
  // gzip or deflate for text (HTML, JS, CSS, JSON) when the browser accepts it; hono skips
  // already-compressed types and bodies under 1 KB.
  site.use('*', compress());
  // Hashed assets never change; everything else in public/ may.
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
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

try {
  const listener = isProduction ? await productionListener() : await developmentListener();
  const server = createServer(listener).listen(port, host, () => {
    console.log(`Toolbox ${isProduction ? '' : '(dev) '}listening on http://${host}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      server.close();
      closeApi().finally(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
