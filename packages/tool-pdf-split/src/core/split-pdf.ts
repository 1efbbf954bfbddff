import type { ByteSink } from '@toolbox/kit/byte-sink';
import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { loadPdfDocument } from '@toolbox/pdf-kit/pdf-io';
import { type CreateZip, ZIP_MAX_BYTES, ZIP_MAX_ENTRIES, ZipFailure, zipStream } from '@toolbox/pdf-kit/zip';
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
 * What a ZIP without the ZIP64 extension can hold (pdf-kit's ZIP): 65,535 entries and 4 GB. Past
 * either, packing "fails" and the parts download one by one rather than as a broken archive.
 */
export { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES };

export interface SplitPdfInput<File> {
  /** The source, loaded once (`loadPdf`). Below high quality its pages lose their extras. */
  source: PDFDocument;
  /** Each part's pages, 1-based (from `planSplit`). */
  parts: readonly (readonly number[])[];
  namePattern: string;
  /** Each part's file name, when the plan names them (bookmarks); else they come from the pattern. */
  names?: readonly string[];
  quality: Quality;
  zipName: string;
  /** A new sink for each output file: the ZIP, the single PDF, or each part after a failed ZIP. */
  sink(kind: 'pdf' | 'zip'): ByteSink<File>;
  /** After each part is written and packed: parts finished over total parts. */
  onProgress?(finished: number, total: number): void;
  /** Makes a streaming ZIP; tests pass one that fails, to exercise the one-by-one fallback. */
  createZip?: CreateZip;
}

/**
 * Splits `source` into its parts and packs them as they are written (CONTEXT.md § Output,
 * § Memory): one part is the download itself; several stream into one stored (not deflated) ZIP
 * (pdf-kit's `zipStream`), each part going into the archive as soon as it is written, so the
 * worker never holds every part, nor a second copy of them in the archive. If packing fails, the
 * parts are written again into one file each, for one-by-one downloads.
 */
export function splitPdf<File>({
  source,
  parts,
  namePattern,
  names,
  quality,
  zipName,
  sink,
  onProgress,
  createZip,
}: SplitPdfInput<File>): Packed<File> {
  const total = parts.length;
  const nameOf = (index: number) =>
    names?.[index] ?? partFileName({ pattern: namePattern, n: index + 1, total });
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
    const zip = zipStream({ sink: sink('zip'), expectedEntries: total, createZip });
    write((chunks, index) => {
      zip.add(nameOf(index), chunks);
      onProgress?.(index + 1, total);
    });
    return { kind: 'zip', name: zipName, file: zip.end() };
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
