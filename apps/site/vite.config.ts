import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  // Workspace packages are read from their TypeScript (`toolbox-source` export condition), never a build.
  resolve: { conditions: ['toolbox-source', ...defaultClientConditions] },
  // The server bundle's entry is our Hono app (pages + /api), not the bare React Router build.
  environments: {
    ssr: {
      // The API stays outside the bundle: Node runs its TypeScript directly (erasable syntax only),
      // and its dependencies (PGlite's WASM, postgres, jsdom...) resolve from its own package.
      build: { rollupOptions: { input: './server/app.ts', external: [/^@toolbox\/api-worker(\/|$)/] } },
      resolve: {
        external: ['@toolbox/api-worker'],
        conditions: ['toolbox-source', ...defaultServerConditions],
      },
    },
  },
  build: {
    // The chunk graph (.vite/manifest.json), from which scripts/build-service-worker.ts picks the
    // shell to precache; it deletes the client's copy, so it is never served. React Router keeps the
    // file only when this top-level option asks for it.
    manifest: true,
    modulePreload: {
      // A dynamic import normally carries the list of its chunk's dependencies, to preload them in
      // parallel. Every tool's manifest sits in the tool route's chunk, so each tool page would carry
      // the lists of all tools (4.5 KB gzip at 15 tools, growing with each one). A tool's UI chunk
      // finds its few own dependencies itself; the shared ones are already loaded.
      resolveDependencies: (file, dependencies) => (/-tool-[^/]+\.js$/.test(file) ? [] : dependencies),
    },
  },
  plugins: [tailwindcss(), reactRouter()],
  worker: { format: 'es' },
});
