import { fileURLToPath } from 'node:url';
import { defineToolboxConfig } from '@toolbox/vitest';

export default defineToolboxConfig({
  environment: 'dom',
  extra: {
    resolve: {
      alias: {
        // The browser bundle needs XMLHttpRequest at load; Node tests use the package's Node entry.
        'html-minifier-terser/dist/htmlminifier.esm.bundle': fileURLToPath(
          import.meta.resolve('html-minifier-terser'),
        ),
      },
    },
  },
});
