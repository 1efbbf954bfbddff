/// <reference path="../types/vendor.d.ts" />
/**
 * Each library is imported on first use behind a module-level promise (Squoosh-style). Only the
 * worker reaches these, so none of them is in the page's bundle.
 */

/**
 * `load` once, sharing the promise between callers. A failed load is forgotten, so the next use
 * tries again (a dropped connection must not break the tool until the worker ends).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
}

export const loadTerser = loadOnce(() => import('terser'));

// The dist bundle: csso's lib entry reads css-tree data through Node's createRequire.
export const loadCsso = loadOnce(() => import('csso/dist/csso.esm'));

// The browser bundle (clean-css and terser inlined); vitest aliases it to the Node entry.
export const loadHtmlMinifier = loadOnce(() => import('html-minifier-terser/dist/htmlminifier.esm.bundle'));

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

const prettierLoaders = {
  babel: loadOnce(() => importPrettier('babel')),
  css: loadOnce(() => importPrettier('css')),
  html: loadOnce(() => importPrettier('html')),
};
/** Prettier with only the plugins one parser needs: beautifying CSS never downloads Babel. */
export function loadPrettier(parser: PrettierParser) {
  return prettierLoaders[parser]();
}
