import { readInputFile, storeBlob } from '@toolbox/kit/stored-blob';
import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import { zipBlobs } from '@toolbox/pdf-kit/zip';
import { PDF_MIME_TYPE } from '../core/constants';
import { decryptPdf, inspectEncryption, type QpdfEngine } from '../core/qpdf';
import { type BatchOutcome, unlockBatchFile } from '../core/unlock-batch-file';

/** One file of a batch as it goes back to the page: the unlocked copy as a Blob, stored. */
export type BatchFileResult =
  | { status: 'unlocked'; file: Blob }
  | { status: 'not-encrypted' }
  | { status: 'failed'; error: Extract<BatchOutcome, { status: 'failed' }>['error'] };

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

    /**
     * Several files, one after another (CONTEXT.md § Batch): each file's result or its own error,
     * never stopping the others. Progress: files done over files, the stage naming the file.
     */
    async unlockMany(
      input: { items: Array<{ file: Blob; name: string; password: string }> },
      context: WorkerContext,
    ): Promise<BatchFileResult[]> {
      const engineReady = await qpdf();
      const results: BatchFileResult[] = [];
      for (const [index, item] of input.items.entries()) {
        context.progress(index / input.items.length, JSON.stringify({ index, name: item.name }));
        let outcome: BatchOutcome;
        try {
          outcome = unlockBatchFile(
            engineReady,
            new Uint8Array(await readInputFile(item.file, item.name)),
            item.password,
          );
        } catch {
          outcome = { status: 'failed', error: 'LOAD_ERROR' };
        }
        if (outcome.status === 'unlocked') {
          const { bytes } = outcome;
          results.push({
            status: 'unlocked',
            file: await storeBlob(() => new Blob([bytes as BlobPart], { type: PDF_MIME_TYPE }), {
              what: item.name,
            }),
          });
        } else results.push(outcome);
      }
      context.progress(1, JSON.stringify({ index: input.items.length, name: '' }));
      return results;
    },

    /** Every result as one ZIP, built here with pdf-kit's stored ZIP (CONTEXT.md § Batch › ZIP). */
    zip(input: { files: Array<{ name: string; blob: Blob }> }, context: WorkerContext): Promise<Blob> {
      return zipBlobs(input.files, (packed, total) => context.progress(packed / total, String(packed)));
    },
  };
}

export type UnlockApi = ReturnType<typeof createUnlockApi>;
