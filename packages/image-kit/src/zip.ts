import { blobSink } from '@toolbox/kit/byte-sink';
import { readInputFile } from '@toolbox/kit/stored-blob';
import { Zip, ZipPassThrough } from 'fflate';
import { uniqueFileNames } from './file-names';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * One ZIP of the tools' output files (CONTEXT.md Rules: ZIP): stored, not deflated (images are
 * compressed already; deflating them again costs time and saves nothing), names made unique
 * (` (n)`), each file's modification time now. The archive's chunks go to `onChunk` as they are
 * written, so a worker can hand them to a Blob sink and never hold the archive whole.
 */
export function writeZip(entries: readonly ZipEntry[], onChunk: (chunk: Uint8Array) => void): void {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else onChunk(chunk);
  });
  const names = uniqueFileNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    const file = new ZipPassThrough(names[index] as string);
    file.mtime = Date.now();
    zip.add(file);
    file.push(entry.bytes, true);
  });
  zip.end();
  if (failure) throw failure;
}

/** The entries as one ZIP Blob, built while it is written (in a worker: `blobSink`). */
export function zipToBlob(entries: readonly ZipEntry[]): Promise<Blob> {
  const sink = blobSink('application/zip');
  writeZip(entries, sink.write);
  return sink.finish();
}

/** A tool's results (Blobs) as one ZIP: each read in turn, names made unique (` (n)`). */
export async function zipBlobs(files: ReadonlyArray<{ name: string; blob: Blob }>): Promise<Blob> {
  const entries: ZipEntry[] = [];
  for (const { name, blob } of files)
    entries.push({ name, bytes: new Uint8Array(await readInputFile(blob, name)) });
  return zipToBlob(entries);
}
