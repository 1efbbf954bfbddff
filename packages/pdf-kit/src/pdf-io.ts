import { EncryptedPDFError, ParseSpeeds, PDFDocument, PDFName } from 'pdf-lib';
import { type PdfProblem, PdfReadError } from './pdf-file';

/**
 * pdf-lib reading for the PDF tools' workers (an engine module: never import it from a UI).
 *
 * Loading is tuned (measured by `pnpm bench pdf-merge`): parse without yielding to a timer every
 * 100 objects (the default exists for the main thread; PDF work here runs in a worker) and without
 * rewriting the producer and dates of a document that is only read.
 */
export const LOAD_OPTIONS = { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false } as const;

export interface LoadPdfOptions {
  /** Load an encrypted file's structure anyway (pdf-lib cannot decrypt its content). */
  ignoreEncryption?: boolean;
}

/**
 * Loads bytes with the tuned options; errors are pdf-lib's own (see `readPdf` for classified ones).
 * pdf-lib copies what it keeps out of `bytes`, so the caller may drop them once this resolves.
 */
export function loadPdfDocument(
  bytes: Uint8Array | ArrayBuffer,
  options: LoadPdfOptions = {},
): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ...LOAD_OPTIONS, ignoreEncryption: options.ignoreEncryption ?? false });
}

/** Turns a pdf-lib load failure into the two cases the tools tell apart. */
export function classifyLoadError(error: unknown): PdfProblem {
  // pdf-lib's errors are ES5 classes, so `instanceof EncryptedPDFError` is false for a thrown one;
  // its message is the stable signal.
  if (error instanceof EncryptedPDFError) return 'encrypted';
  return error instanceof Error && /\bis encrypted\b/.test(error.message) ? 'encrypted' : 'invalid';
}

export interface ReadPdfOptions {
  /**
   * Load encrypted files anyway (pdf-lib cannot decrypt: only the structure is readable, e.g. to
   * count pages). Off by default: an encrypted file is a `PdfReadError` with problem `encrypted`.
   */
  allowEncrypted?: boolean;
}

/**
 * Reads bytes as a PDF with the tuned options. Throws `PdfReadError` naming the file when the
 * bytes are not a PDF, hold no page, or are encrypted (CONTEXT.md § Unreadable files).
 */
export async function readPdf(
  bytes: Uint8Array | ArrayBuffer,
  fileName: string,
  options: ReadPdfOptions = {},
): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    document = await loadPdfDocument(bytes, { ignoreEncryption: options.allowEncrypted });
  } catch (error) {
    throw new PdfReadError(fileName, classifyLoadError(error), error);
  }
  if (document.getPageCount() === 0) throw new PdfReadError(fileName, 'invalid', new Error('no pages'));
  return document;
}

/**
 * Page entries that medium and low quality leave out (CONTEXT.md § Quality): embedded page
 * thumbnails, an editing application's private data, and the page's XMP metadata.
 */
export const PAGE_EXTRAS = ['Thumb', 'PieceInfo', 'Metadata'] as const;

/**
 * Removes `PAGE_EXTRAS` from every page of a loaded source, before anything is copied or written
 * from it, so the objects they point to are never reached and never written. Removing them from
 * the output's pages instead would leave the objects in the file, unreferenced.
 */
export function stripPageExtras(document: PDFDocument): void {
  const keys = PAGE_EXTRAS.map((key) => PDFName.of(key));
  for (const page of document.getPages()) for (const key of keys) page.node.delete(key);
}
