import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site in Debian Chromium. One file at a time (2-core machines). */
export default defineConfig({
  // Tests import workspace packages (the registry's manifests): read their TypeScript sources.
  ssr: { resolve: { conditions: ['toolbox-source', 'module', 'node', 'development|production'] } },
  test: {
    // Tool packages keep their e2e specs beside their code (one place per tool).
    dir: '../..',
    include: ['apps/site/e2e/**/*.e2e.test.ts', 'packages/tool-*/e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '.reports/vitest-e2e.json' }]],
  },
});
