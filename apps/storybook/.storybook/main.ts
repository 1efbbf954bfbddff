import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, mergeConfig, type UserConfig } from 'vite';

const viteOverrides: UserConfig = {
  plugins: [tailwindcss()],
  // Stories render the packages' TypeScript (`toolbox-source` export condition), not their dist/.
  resolve: { conditions: ['toolbox-source', ...defaultClientConditions] },
  build: {
    // Storybook's own preview runtime is one ~1.2 MB chunk; for a local catalogue that is fine.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // Radix, lucide and sonner mark modules "use client" for React Server Components; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  // Every workspace package keeps its stories beside its components; tool packages are picked up as they appear.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages (props tables from the components' TSDoc) for stories tagged 'autodocs': the ui package's.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, viteOverrides),
};

export default config;
