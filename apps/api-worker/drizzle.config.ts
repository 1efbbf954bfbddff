import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @toolbox/api-worker db:generate` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
