import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import type { Quality } from './constants';
import { partFileName } from './names';
import { writeParts } from './write-parts';

/** A failure the UI names with its own message (spec A § 8). */
export class SplitFailure extends Error {
  override name = 'SplitFailure';
  constructor(readonly code: 'invalidPDF' | 'splitError') {
    super(code);
  }
}

/**
 * Loads a PDF once, fast: no metadata rewrite and no yielding between objects (the caller is a
 * worker, so there is no page to keep responsive). Encrypted or unreadable files are invalidPDF.
 */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: Number.POSITIVE_INFINITY,
    });
    if (document.getPageCount() === 0) throw new Error('no pages');
    return document;
  } catch {
    throw new SplitFailure('invalidPDF');
  }
}

/** The page count of a PDF (the file card), or invalidPDF. */
export async function countPages(bytes: Uint8Array): Promise<number> {
  return (await loadPdf(bytes)).getPageCount();
}

export interface SplitPart {
  name: string;
  bytes: Uint8Array;
}

export interface SplitPdfInput {
  bytes: Uint8Array;
  /** Each part's pages, 1-based (from `planSplit`). */
  parts: readonly (readonly number[])[];
  namePattern: string;
  quality: Quality;
  /** Called after each part with parts finished over total parts (spec A § 4). */
  onProgress?(finished: number, total: number): void;
}

/** Splits a PDF into its parts, loading the source once for all of them. */
export async function splitPdf({
  bytes,
  parts,
  namePattern,
  quality,
  onProgress,
}: SplitPdfInput): Promise<SplitPart[]> {
  const source = await loadPdf(bytes);
  const out: SplitPart[] = [];
  try {
    writeParts({
      source,
      parts,
      quality,
      onPart(partBytes, index) {
        out.push({
          name: partFileName({ pattern: namePattern, n: index + 1, total: parts.length }),
          bytes: partBytes,
        });
        onProgress?.(index + 1, parts.length);
      },
    });
  } catch {
    throw new SplitFailure('splitError');
  }
  return out;
}

export type Packed =
  | { kind: 'single'; part: SplitPart }
  | { kind: 'zip'; name: string; bytes: Uint8Array }
  /** ZIP packing failed: the UI downloads the parts one by one (spec A § 8). */
  | { kind: 'parts'; parts: SplitPart[] };

/**
 * One part is the download itself; several go into a ZIP, stored rather than deflated (PDF
 * content is compressed already, and storing is many times faster).
 */
export function packParts({
  parts,
  zipName,
  zip = (files) => zipSync(files, { level: 0 }),
}: {
  parts: SplitPart[];
  zipName: string;
  zip?: (files: Record<string, Uint8Array>) => Uint8Array;
}): Packed {
  const [first] = parts;
  if (parts.length === 1 && first) return { kind: 'single', part: first };
  try {
    const files: Record<string, Uint8Array> = {};
    for (const part of parts) files[part.name] = part.bytes;
    return { kind: 'zip', name: zipName, bytes: zip(files) };
  } catch {
    return { kind: 'parts', parts };
  }
}
