import { defineConfig } from 'vite';

export default defineConfig({
  // Tools start their Web Workers from files next to their modules; Vite's dev-time
  // pre-bundling would move the modules away from those files (a production build is fine).
  optimizeDeps: { exclude: ['@toolbox/tool-json-tools', '@toolbox/tool-pdf-merge'] },
  build: {
    rollupOptions: { input: { main: 'index.html', server: 'server.html' } },
  },
});
