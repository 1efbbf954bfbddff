// essentia.js's package entry (CommonJS) has no declarations; what the tests and the bench use.
declare module 'essentia.js' {
  export const EssentiaWASM: unknown;
  export class Essentia {
    constructor(wasm: unknown);
  }
}

// The browser build the worker loads: the core API (ES module) and the WebAssembly factory (UMD).
declare module 'essentia.js/dist/essentia.js-core.es.js' {
  export default class Essentia {
    constructor(wasm: unknown);
  }
}
declare module 'essentia.js/dist/essentia-wasm.web.js' {
  export default function EssentiaWASM(options: {
    locateFile: (path: string) => string;
    print?: (text: string) => void;
  }): Promise<unknown>;
}
