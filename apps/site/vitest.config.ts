import { defineToolboxConfig } from '@toolbox/vitest';

export default defineToolboxConfig({
  environment: 'node',
  include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'service-worker/**/*.test.ts'],
});
