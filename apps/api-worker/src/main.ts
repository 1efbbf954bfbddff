import { serve } from '@hono/node-server';
import { createApi } from './create-api.ts';
import { parseEnv } from './env.server.ts';

// Runs the API alone (without the site), e.g. behind a load balancer as its own service.
const env = parseEnv(process.env);
const api = await createApi({ env });
const server = serve({ fetch: api.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`api-worker listening on http://${info.address}:${info.port}/api`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void api.close().finally(() => process.exit(0));
  });
}
