// essentia.js's package entry (CommonJS) has no declarations; what the tests and the bench use.
declare module 'essentia.js' {
  export const EssentiaWASM: unknown;
  export class Essentia {
    constructor(wasm: unknown);
  }
}
