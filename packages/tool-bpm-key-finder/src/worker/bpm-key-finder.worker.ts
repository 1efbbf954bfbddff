import { exposeWorker } from '@toolbox/kit/worker-expose';
import Essentia from 'essentia.js/dist/essentia.js-core.es.js';
import EssentiaWASM from 'essentia.js/dist/essentia-wasm.web.js';
import wasmUrl from 'essentia.js/dist/essentia-wasm.web.wasm?url';
import type { EssentiaLike } from '../core/essentia';
import { createBpmKeyApi } from './api';

/**
 * essentia's browser build: its 2 MB WebAssembly fetched and compiled on the first analysis.
 * That build was compiled for pages only (Emscripten's ENVIRONMENT=web): starting, it reads
 * `document.currentScript` to find its files, which throws in a worker. `locateFile` finds them
 * here, so a stand-in with no current script is enough, for the time of the start only.
 */
async function loadEssentia(): Promise<EssentiaLike> {
  const scope = globalThis as { document?: unknown };
  const hadDocument = 'document' in scope;
  if (!hadDocument) scope.document = { currentScript: null };
  try {
    // `print`: its heap-growth notes would fill the console.
    const wasm = await EssentiaWASM({ locateFile: () => wasmUrl, print: () => {} });
    return new Essentia(wasm) as unknown as EssentiaLike;
  } finally {
    if (!hadDocument) delete scope.document;
  }
}

// essentia's build logs every growth of its memory with console.log; those lines are dropped.
const log = console.log.bind(console);
console.log = (...values: unknown[]) => {
  if (typeof values[0] === 'string' && values[0].startsWith('Heap resize call')) return;
  log(...values);
};

exposeWorker(createBpmKeyApi(loadEssentia));
