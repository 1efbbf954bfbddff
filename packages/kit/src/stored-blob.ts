/**
 * Blobs made in a worker, kept readable (CONTEXT.md Rules: Workers › Blob results). A worker hands
 * a Blob's bytes to the browser after `new Blob()` returns; until they have all arrived, the Blob
 * is not safe to pass on. Measured in Chromium 156 (headless, fresh profile):
 * - a 1 GB Blob posted by a worker that was then terminated could not be read;
 * - the first time a page's Blobs pass about 500 MB, the browser starts keeping them on disk, and
 *   for a moment new Blobs fail (`NotReadableError`); the same bytes, made into a Blob again a
 *   little later, are stored fine. A 1 GB merged PDF failed that way, every time, in a fresh
 *   browser.
 */

/** Resolves once the browser holds all of a Blob's bytes; rejects if it could not store them. */
export async function whenStored(blob: Blob): Promise<void> {
  // Reading the last byte waits until the Blob is complete, and costs one byte.
  if (blob.size > 0) await blob.slice(blob.size - 1).arrayBuffer();
}

/**
 * The browser could not store a Blob the worker made, even after the retries. Its message says
 * which Blob (`what`), how large, and the browser's own error, so a failure report tells a failed
 * output store apart from a failed read of an input file.
 */
export class BlobStoreError extends Error {
  override name = 'BlobStoreError';
}

/**
 * An input file (a `File` the user chose) could not be read, for instance because it was moved,
 * changed or deleted after it was chosen. The message names the file and the browser's error.
 */
export class InputReadError extends Error {
  override name = 'InputReadError';
  constructor(
    readonly fileName: string,
    cause: unknown,
  ) {
    super(`Could not read the input file "${fileName}": ${describeError(cause)}`, { cause });
  }
}

/** Reads a chosen file's bytes; a failure is an `InputReadError` naming the file. */
export async function readInputFile(
  file: Blob,
  fileName = file instanceof File ? file.name : 'the file',
): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer();
  } catch (error) {
    throw new InputReadError(fileName, error);
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** How often, and after how long, a Blob the browser failed to store is made again. */
export const STORE_ATTEMPTS = 10;
export const STORE_RETRY_DELAY_MS = 100;

/**
 * Makes a Blob with `make` and resolves with it once it is stored, making it again (with the
 * same parts, which the caller keeps until then) after a growing delay when the browser failed
 * to store it: 100, 200, 400… ms, ten attempts in all (51 s of waiting at most). With six (3 s) a
 * 1 GB merge still failed once on a busy machine; whether a longer window was the cause is not
 * yet known.
 */
export async function storeBlob(
  make: () => Blob,
  { what = 'a Blob', attempts = STORE_ATTEMPTS, delayMs = STORE_RETRY_DELAY_MS } = {},
): Promise<Blob> {
  for (let attempt = 1; ; attempt++) {
    const blob = make();
    try {
      await whenStored(blob);
      return blob;
    } catch (error) {
      if (attempt >= attempts) {
        const message = `Could not store ${what} (${blob.size} bytes) after ${attempts} attempts: ${describeError(error)}`;
        throw new BlobStoreError(message, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
  }
}
