import { defineToolboxConfig } from '@toolbox/vitest';

export default defineToolboxConfig({
  environment: 'node',
  // One migrated PGlite template for the suite; each file's database starts from it.
  extra: { test: { globalSetup: ['src/test/global-setup.ts'] } },
});
