import { concatBytes } from './bytes';
import { storeBlob } from './stored-blob';

/**
 * Where a PDF tool's output goes as it is written (no engine: safe anywhere). The tools write
 * their files chunk by chunk (`pdf-writer`, a streamed ZIP) into a sink, so the worker never
 * holds a whole output as one array: see CONTEXT.md § Memory.
 */
export interface ByteSink<Result> {
  /** Takes a chunk; the sink may keep it, so the writer must not change it afterwards. */
  write(chunk: Uint8Array): void;
  /** Ends the output and returns it. */
  finish(): Result;
}

/** Bytes the Blob sink gathers before folding them into a Blob. */
export const BLOB_BATCH_BYTES = 16 * 1024 * 1024;

/**
 * Gathers the output into a Blob, resolved once the browser holds all of it. Every 16 MB the
 * chunks gathered so far become a Blob of their own, which the browser keeps outside the worker's
 * memory (and may page to disk); their chunks are released as soon as the browser has stored that
 * Blob, and kept until then so a Blob it failed to store is made again (`storeBlob`: Chromium
 * fails for a moment when it first pages Blobs to disk, CONTEXT.md § Memory). The stores settle
 * whenever the worker awaits (between input files), so it holds about one file's output at most.
 * The final Blob is made of the stored Blobs without copying them again.
 */
export function blobSink(type: string, batchBytes = BLOB_BATCH_BYTES): ByteSink<Promise<Blob>> {
  const batches: Array<Promise<Blob>> = [];
  let chunks: Uint8Array[] = [];
  let gathered = 0;
  const fold = () => {
    if (chunks.length === 0) return;
    const parts = chunks as BlobPart[];
    const what = `output batch ${batches.length + 1}`;
    batches.push(storeBlob(() => new Blob(parts), { what }));
    chunks = [];
    gathered = 0;
  };
  return {
    write(chunk) {
      chunks.push(chunk);
      gathered += chunk.length;
      if (gathered >= batchBytes) fold();
    },
    async finish() {
      fold();
      const stored = await Promise.all(batches);
      return storeBlob(() => new Blob(stored, { type }), { what: 'the whole output' });
    },
  };
}

/** Gathers the output into one array (tests, and outputs known to be small). */
export function bytesSink(): ByteSink<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return {
    write: (chunk) => chunks.push(chunk),
    finish: () => concatBytes(chunks),
  };
}
