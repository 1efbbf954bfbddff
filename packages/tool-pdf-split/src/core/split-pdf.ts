import type { ByteSink } from '@toolbox/kit/byte-sink';
import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { loadPdfDocument } from '@toolbox/pdf-kit/pdf-io';
import { Zip, ZipPassThrough } from 'fflate';
import type { PDFDocument } from 'pdf-lib';
import { partFileName } from './names';
import { writeParts } from './write-parts';

/** A failure the UI names with its own message (CONTEXT.md § Errors). */
export class SplitFailure extends Error {
  override name = 'SplitFailure';
  constructor(readonly code: 'invalidPDF' | 'splitError') {
    super(code);
  }
}

/**
 * Loads a PDF once, with pdf-kit's options for a worker. Encrypted or unreadable files, and files
 * with no page, are invalidPDF. pdf-lib copies what it keeps, so the caller can drop `bytes`.
 */
export async function loadPdf(bytes: Uint8Array | ArrayBuffer): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    document = await loadPdfDocument(bytes);
  } catch {
    throw new SplitFailure('invalidPDF');
  }
  if (document.getPageCount() === 0) throw new SplitFailure('invalidPDF');
  return document;
}

/** The page count of a PDF (the file card), or invalidPDF. */
export async function countPages(bytes: Uint8Array | ArrayBuffer): Promise<number> {
  return (await loadPdf(bytes)).getPageCount();
}

/** What the split gives: one PDF, one ZIP of every part, or (ZIP packing failed) every part. */
export type Packed<File> =
  | { kind: 'single'; name: string; file: File }
  | { kind: 'zip'; name: string; file: File }
  /** ZIP packing failed: the UI downloads the parts one by one (CONTEXT.md § Output). */
  | { kind: 'parts'; parts: Array<{ name: string; file: File }> };

/**
 * What a ZIP without the ZIP64 extension can hold: 65,535 entries and 4 GB. Past either, packing
 * "fails" and the parts download one by one rather than as a broken archive.
 */
export const ZIP_MAX_ENTRIES = 0xffff;
export const ZIP_MAX_BYTES = 0xffffffff;

export interface SplitPdfInput<File> {
  /** The source, loaded once (`loadPdf`). Below high quality its pages lose their extras. */
  source: PDFDocument;
  /** Each part's pages, 1-based (from `planSplit`). */
  parts: readonly (readonly number[])[];
  namePattern: string;
  quality: Quality;
  zipName: string;
  /** A new sink for each output file: the ZIP, the single PDF, or each part after a failed ZIP. */
  sink(kind: 'pdf' | 'zip'): ByteSink<File>;
  /** After each part is written and packed: parts finished over total parts. */
  onProgress?(finished: number, total: number): void;
  /** Makes a streaming ZIP; tests pass one that fails, to exercise the one-by-one fallback. */
  createZip?(ondata: (error: Error | null, chunk: Uint8Array, final: boolean) => void): Zip;
}

/** A ZIP packing failure, told apart from a failure to write the PDF parts themselves. */
class ZipFailure extends Error {}

/**
 * Splits `source` into its parts and packs them as they are written (CONTEXT.md § Output,
 * § Memory): one part is the download itself; several stream into one stored (not deflated) ZIP,
 * each part going into the archive as soon as it is written, so the worker never holds every
 * part, nor a second copy of them in the archive. If packing fails, the parts are written again
 * into one file each, for one-by-one downloads.
 */
export function splitPdf<File>({
  source,
  parts,
  namePattern,
  quality,
  zipName,
  sink,
  onProgress,
  createZip = (ondata) => new Zip(ondata),
}: SplitPdfInput<File>): Packed<File> {
  const total = parts.length;
  const nameOf = (index: number) => partFileName({ pattern: namePattern, n: index + 1, total });
  const write = (onPart: (chunks: Uint8Array[], index: number) => void) => {
    try {
      writeParts({ source, parts, quality, onPart });
    } catch (error) {
      if (error instanceof ZipFailure) throw error;
      throw new SplitFailure('splitError');
    }
  };
  const intoFile = (chunks: Uint8Array[]) => {
    const out = sink('pdf');
    for (const chunk of chunks) out.write(chunk);
    return out.finish();
  };

  if (total === 1) {
    let file: File | undefined;
    write((chunks) => {
      file = intoFile(chunks);
      onProgress?.(1, 1);
    });
    return { kind: 'single', name: nameOf(0), file: file as File };
  }

  try {
    return {
      kind: 'zip',
      name: zipName,
      file: zipParts({ write, total, nameOf, sink, onProgress, createZip }),
    };
  } catch (error) {
    if (!(error instanceof ZipFailure)) throw error;
    console.warn('pdf-split: packing the ZIP failed; the parts download one by one', error.cause);
  }
  const files: Array<{ name: string; file: File }> = [];
  write((chunks, index) => {
    files.push({ name: nameOf(index), file: intoFile(chunks) });
    onProgress?.(index + 1, total);
  });
  return { kind: 'parts', parts: files };
}

function zipParts<File>({
  write,
  total,
  nameOf,
  sink,
  onProgress,
  createZip,
}: {
  write(onPart: (chunks: Uint8Array[], index: number) => void): void;
  total: number;
  nameOf(index: number): string;
  sink(kind: 'zip'): ByteSink<File>;
  onProgress?(finished: number, total: number): void;
  createZip(ondata: (error: Error | null, chunk: Uint8Array, final: boolean) => void): Zip;
}): File {
  const out = sink('zip');
  let zipError: Error | null = null;
  let zipBytes = 0;
  const fail = (cause: unknown): never => {
    throw new ZipFailure('ZIP packing failed', { cause });
  };
  try {
    if (total > ZIP_MAX_ENTRIES) fail(new Error(`${total} parts: more than a ZIP can hold`));
    const zip = createZip((error, chunk) => {
      if (error) zipError = error;
      else {
        zipBytes += chunk.length;
        out.write(chunk);
      }
    });
    write((chunks, index) => {
      try {
        const entry = new ZipPassThrough(nameOf(index));
        zip.add(entry);
        chunks.forEach((chunk, at) => {
          entry.push(chunk, at === chunks.length - 1);
        });
      } catch (error) {
        fail(error);
      }
      if (zipError) fail(zipError);
      if (zipBytes > ZIP_MAX_BYTES) fail(new Error('the ZIP would pass 4 GB'));
      onProgress?.(index + 1, total);
    });
    zip.end();
    if (zipError) fail(zipError);
  } catch (error) {
    if (error instanceof ZipFailure || error instanceof SplitFailure) throw error;
    fail(error);
  }
  return out.finish();
}
