import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Workspace packages export `dist/` to the world and their TypeScript under the `toolbox-source`
 * condition (docs/decisions/008-package-build.md): tests run on the sources, no build first.
 */
const sourceConditions = {
  // Vite's defaultClientConditions / defaultServerConditions, with `toolbox-source` first.
  resolve: { conditions: ['toolbox-source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['toolbox-source', 'module', 'node', 'development|production'] } },
};

interface ToolboxTestOptions {
  /** `node` for pure core code, `dom` for React components (jsdom + testing-library). */
  environment: 'node' | 'dom';
  include?: string[];
  extra?: ViteUserConfig;
}

/**
 * One preset for every package: the JSON report feeds the root `test` script, which
 * sums all packages into the single `N passed, N failed` line CI reads.
 */
export function defineToolboxConfig({ environment, include, extra = {} }: ToolboxTestOptions) {
  const isDom = environment === 'dom';
  return defineConfig({
    ...extra,
    resolve: { ...sourceConditions.resolve, ...extra.resolve },
    ssr: { ...extra.ssr, resolve: { ...sourceConditions.ssr.resolve, ...extra.ssr?.resolve } },
    test: {
      include: include ?? ['src/**/*.test.{ts,tsx}'],
      environment: isDom ? 'jsdom' : 'node',
      setupFiles: isDom ? [fileURLToPath(new URL('./setup-dom.ts', import.meta.url))] : [],
      reporters: ['default', 'json'],
      // Top-level, not in the reporter tuple, so `--outputFile=...` on the command line can rename it.
      outputFile: { json: '.reports/vitest.json' },
      pool: 'threads',
      // CI runs every package's suite at once on 2 cores: a set-up that takes 1 s alone (a fresh
      // PGlite database) can take over 10 s there. Time limits in tests guard hangs, not speed.
      hookTimeout: 30_000,
      ...extra.test,
    },
  });
}
