#!/usr/bin/env node
// Builds the package in the current directory to dist/ for publishing (CONTEXT.md Rules:
// Packages). The workspace itself runs on the TypeScript sources (the `toolbox-source` export
// condition); dist/ is what an npm install gets.
//   1. JavaScript: Vite library mode, one entry per export, dependencies and peers left as
//      imports; workers are bundled whole into assets/, and `?url` files (WASM, engines' workers)
//      are emitted next to them, both found with `new URL(…, import.meta.url)`.
//   2. Declarations: tsc --emitDeclarationOnly over src/ without tests and stories.
//   3. Files: locales (reachable through exports), CSS exports, and a tool's precompiled stylesheet.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { buildToolStylesheet } from './styles.mjs';

const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const dist = join(packageDir, 'dist');
const require = createRequire(import.meta.url);

/** `./dist/ui/json-tools-tool.js` → `ui/json-tools-tool`. */
const entryName = (target) => target.replace(/^\.\/dist\//, '').replace(/\.js$/, '');

const entries = {};
const copies = [];
for (const [key, target] of Object.entries(manifest.exports)) {
  // A plain path is a file shipped as it is (CSS); an export with no `import` target is for the
  // workspace only (test fixtures) and is not published.
  if (typeof target === 'string' || !target.import) continue;
  const source = target['toolbox-source'];
  if (/\.tsx?$/.test(source)) entries[entryName(target.import)] = resolve(packageDir, source);
  else copies.push({ key, source, target: target.default ?? target.import });
}

const bundled = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];
/** `?url`, or `?url&no-inline` (Vite's way to keep a small file a file: a worklet under a CSP). */
const FILE_URL_QUERY = /\?url(&no-inline)?$/;
const isExternal = (id) =>
  !FILE_URL_QUERY.test(id) && bundled.some((name) => id === name || id.startsWith(`${name}/`));

/** The file a relative or `package/sub/path` specifier names, found as Node would find it. */
function resolveFile(specifier, fromDir) {
  if (specifier.startsWith('.')) return resolve(fromDir, specifier);
  const parts = specifier.split('/');
  const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const subpath = parts.slice(name.split('/').length).join('/');
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(candidate)) return join(realpathSync(candidate), subpath);
    if (dirname(dir) === dir) throw new Error(`toolbox-build: cannot find ${specifier}`);
  }
}

/**
 * `import url from 'x/y.wasm?url'`: the file is emitted as an asset and its URL is made relative
 * to the importing chunk, so it resolves from the installed package in any bundler (never inlined).
 */
function fileUrlAssets() {
  // Virtual ids name only the file, so no path of the build machine ends up in the output.
  const files = new Map();
  return {
    name: 'toolbox:file-url-assets',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!FILE_URL_QUERY.test(id) || !importer) return null;
      const file = resolveFile(id.replace(FILE_URL_QUERY, ''), dirname(importer));
      const virtualId = `\0file-url:${files.size}:${basename(file)}`;
      files.set(virtualId, file);
      return virtualId;
    },
    load(id) {
      const file = files.get(id);
      if (!file) return null;
      const reference = this.emitFile({ type: 'asset', name: basename(file), source: readFileSync(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/**
 * Vite writes a worker as `new Worker(new URL(new URL("../assets/w.js", import.meta.url).href,
 * "" + import.meta.url))`; the plain `new Worker(new URL("../assets/w.js", import.meta.url))` is
 * the form the app's bundler (Vite, webpack, Rollup) recognises and copies with the app.
 */
function plainWorkerUrls() {
  const nested =
    /new URL\(\s*\/\* @vite-ignore \*\/\s*(new URL\("[^"]+", import\.meta\.url\))\.href,\s*"" \+ import\.meta\.url\s*\)/g;
  return {
    name: 'toolbox:plain-worker-urls',
    renderChunk: (code) => (nested.test(code) ? { code: code.replace(nested, '$1'), map: null } : null),
  };
}

rmSync(dist, { recursive: true, force: true });

if (Object.keys(entries).length > 0) {
  const output = {
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
  };
  await build({
    root: packageDir,
    configFile: false,
    // Relative URLs: a worker or WASM file is found next to the module that loads it.
    base: './',
    logLevel: 'warn',
    resolve: { conditions: ['toolbox-source'] },
    plugins: [fileUrlAssets(), plainWorkerUrls()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: true,
      // A library is minified by the app that bundles it; readable code debugs better.
      minify: false,
      target: 'es2022',
      lib: { entry: entries, formats: ['es'] },
      rollupOptions: { external: isExternal, output },
    },
    worker: {
      format: 'es',
      plugins: () => [fileUrlAssets()],
      rollupOptions: { output: { ...output, entryFileNames: 'assets/[name]-[hash].js' } },
    },
  });

  // Declarations for every module (tests, stories and test set-up left out).
  const cacheDir = join(packageDir, 'node_modules/.cache/toolbox-build');
  mkdirSync(cacheDir, { recursive: true });
  const tsconfig = join(cacheDir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: relative(cacheDir, join(packageDir, 'tsconfig.json')),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: relative(cacheDir, join(packageDir, 'src')),
        outDir: relative(cacheDir, dist),
      },
      include: [relative(cacheDir, join(packageDir, 'src'))],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test-*.ts', '**/test-*.tsx'].map(
        (pattern) => `${relative(cacheDir, join(packageDir, 'src'))}/${pattern}`,
      ),
    }),
  );
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  const declarations = spawnSync(process.execPath, [tsc, '-p', tsconfig], { stdio: 'inherit' });
  if (declarations.status !== 0) process.exit(declarations.status ?? 1);
}

for (const { source, target } of copies) {
  mkdirSync(dirname(join(packageDir, target)), { recursive: true });
  cpSync(join(packageDir, source), join(packageDir, target));
}
const locales = join(packageDir, 'src/locales');
if (existsSync(locales)) {
  cpSync(locales, join(dist, 'locales'), { recursive: true, filter: (file) => !file.includes('.test.') });
}

if (manifest.exports['./styles.css']) await buildToolStylesheet(packageDir);
console.log(`${manifest.name}: built to dist/`);
