/// <reference path="../types/vendor.d.ts" />
/**
 * Each library is imported once, on first use, behind a module-level promise (Squoosh-style). Only
 * the worker reaches these, so none of them is in the page's bundle.
 */

let terserPromise: Promise<typeof import('terser')> | undefined;
export function loadTerser() {
  terserPromise ??= import('terser');
  return terserPromise;
}

let cssoPromise: Promise<typeof import('csso/dist/csso.esm')> | undefined;
export function loadCsso() {
  // The dist bundle: csso's lib entry reads css-tree data through Node's createRequire.
  cssoPromise ??= import('csso/dist/csso.esm');
  return cssoPromise;
}

let htmlMinifierPromise:
  | Promise<typeof import('html-minifier-terser/dist/htmlminifier.esm.bundle')>
  | undefined;
export function loadHtmlMinifier() {
  // The browser bundle (clean-css and terser inlined); vitest aliases it to the Node entry.
  htmlMinifierPromise ??= import('html-minifier-terser/dist/htmlminifier.esm.bundle');
  return htmlMinifierPromise;
}

export type PrettierParser = 'babel' | 'css' | 'html';

const prettierCore = () => import('prettier/standalone');
const pluginLoaders = {
  babel: () => Promise.all([import('prettier/plugins/babel'), import('prettier/plugins/estree')]),
  css: () => Promise.all([import('prettier/plugins/postcss')]),
  // HTML needs the others too, for the code inside <script> and <style>.
  html: () =>
    Promise.all([
      import('prettier/plugins/html'),
      import('prettier/plugins/babel'),
      import('prettier/plugins/estree'),
      import('prettier/plugins/postcss'),
    ]),
};

async function importPrettier(parser: PrettierParser) {
  const [prettier, plugins] = await Promise.all([prettierCore(), pluginLoaders[parser]()]);
  return { prettier, plugins };
}

const prettierPromises = new Map<PrettierParser, ReturnType<typeof importPrettier>>();
/** Prettier with only the plugins one parser needs: beautifying CSS never downloads Babel. */
export function loadPrettier(parser: PrettierParser) {
  let promise = prettierPromises.get(parser);
  if (!promise) {
    promise = importPrettier(parser);
    prettierPromises.set(parser, promise);
  }
  return promise;
}
