import { readInputFile } from '@toolbox/kit/stored-blob';
import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import { decryptPdf, inspectEncryption, type QpdfEngine } from '../core/qpdf';

/**
 * The unlock work off the main thread, on qpdf compiled to WASM. `engine` starts qpdf once (the
 * first call loads the 1.3 MB module) and the same instance serves every later call.
 */
export function createUnlockApi(startEngine: () => Promise<QpdfEngine>) {
  let engine: Promise<QpdfEngine> | undefined;
  const qpdf = () => {
    engine ??= startEngine().catch((error) => {
      engine = undefined; // a failed start (network hiccup fetching the WASM) may be retried
      throw error;
    });
    return engine;
  };
  return {
    async inspect(input: { file: Blob }) {
      const bytes = new Uint8Array(await readInputFile(input.file));
      return inspectEncryption(await qpdf(), bytes);
    },
    async decrypt(input: { file: Blob; password: string }, context: WorkerContext) {
      const [engineReady, bytes] = await Promise.all([qpdf(), readInputFile(input.file)]);
      context.progress(0.4, 'decrypting');
      const unlocked = decryptPdf(engineReady, new Uint8Array(bytes), input.password);
      return transfer(unlocked, [unlocked.buffer]);
    },
  };
}

export type UnlockApi = ReturnType<typeof createUnlockApi>;
