// One way to bundle a tool's core for the benches' plain Node processes.
import { build } from 'esbuild';

/** For CommonJS dependencies (qpdf-wasm, essentia.js): the require, __filename and __dirname they read. */
const COMMONJS_GLOBALS =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url); const __filename = import.meta.filename; const __dirname = import.meta.dirname;";

/**
 * Bundles `contents` (resolved from `resolveDir`) or `entryPoint` into one ES module at `outfile`,
 * workspace packages taken from their TypeScript sources (the `toolbox-source` condition).
 * Returns `outfile`.
 */
export async function bundleForNode({
  outfile,
  contents,
  resolveDir,
  entryPoint,
  loader = 'ts',
  commonJs = false,
}) {
  await build({
    ...(entryPoint ? { entryPoints: [entryPoint] } : { stdin: { contents, resolveDir, loader } }),
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['toolbox-source'],
    target: 'node24',
    outfile,
    logLevel: 'error',
    ...(commonJs ? { banner: { js: COMMONJS_GLOBALS } } : {}),
  });
  return outfile;
}
