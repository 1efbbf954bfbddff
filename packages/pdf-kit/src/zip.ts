import type { ByteSink } from '@toolbox/kit/byte-sink';
import { blobSink } from '@toolbox/kit/byte-sink';
import { readInputFile } from '@toolbox/kit/stored-blob';
import { Zip, ZipPassThrough } from 'fflate';
import { uniqueNames } from './file-names';

/**
 * The PDF tools' ZIPs (CONTEXT.md § ZIP), an engine module (fflate: workers only). Entries are
 * stored, not deflated (PDF content is compressed already, and storing is far faster for
 * thousands of parts), and the archive goes chunk by chunk into a sink as each entry is added, so
 * a worker never holds every file and a second copy of them in the archive.
 */

/**
 * What a ZIP without the ZIP64 extension can hold: 65,535 entries and 4 GB. Past either, adding
 * fails with `ZipFailure` rather than making a broken archive.
 */
export const ZIP_MAX_ENTRIES = 0xffff;
export const ZIP_MAX_BYTES = 0xffffffff;

/** Packing the ZIP failed (the archive is unusable); told apart from failures to make its files. */
export class ZipFailure extends Error {
  override name = 'ZipFailure';
}

export type CreateZip = (ondata: (error: Error | null, chunk: Uint8Array, final: boolean) => void) => Zip;

export interface ZipStream<File> {
  /** Adds one file, given as the chunks of its bytes in order (never changed afterwards). */
  add(name: string, chunks: readonly Uint8Array[]): void;
  /** Ends the archive and returns the sink's result. */
  end(): File;
}

/**
 * A streaming ZIP into `sink`. Names are used as given (`folder/file.pdf` makes a folder); the
 * caller makes them unique (`uniqueNames`). Every failure of the archive is a `ZipFailure`.
 * `expectedEntries`, when known, fails at once past the entry limit rather than after the work.
 */
export function zipStream<File>({
  sink,
  expectedEntries = 0,
  createZip = (ondata) => new Zip(ondata),
}: {
  sink: ByteSink<File>;
  expectedEntries?: number;
  /** Tests pass one that fails, to exercise a caller's fallback. */
  createZip?: CreateZip;
}): ZipStream<File> {
  const fail = (cause: unknown): never => {
    if (cause instanceof ZipFailure) throw cause;
    throw new ZipFailure('ZIP packing failed', { cause });
  };
  if (expectedEntries > ZIP_MAX_ENTRIES)
    fail(new Error(`${expectedEntries} files: more than a ZIP can hold`));
  let zipError: Error | null = null;
  let bytes = 0;
  let entries = 0;
  let zip: Zip;
  try {
    zip = createZip((error, chunk) => {
      if (error) zipError = error;
      else {
        bytes += chunk.length;
        sink.write(chunk);
      }
    });
  } catch (error) {
    return fail(error);
  }
  const check = () => {
    if (zipError) fail(zipError);
    if (bytes > ZIP_MAX_BYTES) fail(new Error('the ZIP would pass 4 GB'));
  };
  return {
    add(name, chunks) {
      if (++entries > ZIP_MAX_ENTRIES) fail(new Error('more files than a ZIP can hold'));
      try {
        const entry = new ZipPassThrough(name);
        entry.mtime = Date.now();
        zip.add(entry);
        if (chunks.length === 0) entry.push(new Uint8Array(0), true);
        chunks.forEach((chunk, at) => {
          entry.push(chunk, at === chunks.length - 1);
        });
      } catch (error) {
        fail(error);
      }
      check();
    },
    end() {
      try {
        zip.end();
      } catch (error) {
        fail(error);
      }
      check();
      return sink.finish();
    },
  };
}

/**
 * Files (Blobs, read one at a time) as one stored ZIP Blob, names made unique (` (2)`); in a
 * worker, the archive is built in a Blob sink. `onFile` follows the files packed.
 */
export async function zipBlobs(
  files: ReadonlyArray<{ name: string; blob: Blob }>,
  onFile?: (packed: number, total: number) => void,
): Promise<Blob> {
  const zip = zipStream({ sink: blobSink('application/zip'), expectedEntries: files.length });
  const names = uniqueNames(files.map((file) => file.name));
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await readInputFile(file.blob, file.name));
    zip.add(names[index] as string, [bytes]);
    onFile?.(index + 1, files.length);
  }
  return zip.end();
}
