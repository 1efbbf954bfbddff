import { serve } from '@hono/node-server';
import { createApiApp } from './app.ts';
import { parseEnv } from './env.server.ts';

// Runs the API alone (without the site), e.g. behind a load balancer as its own service.
const env = parseEnv(process.env);
const app = createApiApp({ env });
serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`api-worker listening on http://${info.address}:${info.port}/api`);
});
