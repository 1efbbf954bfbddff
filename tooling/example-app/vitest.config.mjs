import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.e2e.test.mjs'],
    // npm install from the registry and two Vite builds come first.
    hookTimeout: 600_000,
    testTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: '.reports/vitest-e2e.json' }]],
  },
});
