import { ParseSpeeds, PDFDocument } from 'pdf-lib';

/**
 * pdf-lib loading, tuned (measured by `pnpm bench pdf-merge`): parse without yielding to a timer
 * every 100 objects (the default exists for the main thread; PDF work here runs in a worker) and
 * without rewriting the producer and dates of a document that is only read.
 */
export const LOAD_OPTIONS = { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false } as const;

/**
 * pdf-lib saving, tuned: `objectsPerTick: Infinity` so saving does not yield to a timer every 50
 * objects (about 3× slower on a 4,000-page merge). Object streams are off unless asked for: they
 * make a smaller file but a slower save.
 */
export const SAVE_OPTIONS = { objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false } as const;

export interface LoadPdfOptions {
  /** Load an encrypted file's structure anyway (pdf-lib cannot decrypt its content). */
  ignoreEncryption?: boolean;
}

/** Loads bytes with the tuned options; errors are pdf-lib's own (see `readPdf` for classified ones). */
export function loadPdfDocument(
  bytes: Uint8Array | ArrayBuffer,
  options: LoadPdfOptions = {},
): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ...LOAD_OPTIONS, ignoreEncryption: options.ignoreEncryption ?? false });
}

/** A new empty document that keeps the metadata the caller sets (no automatic producer/dates). */
export function createPdfDocument(): Promise<PDFDocument> {
  return PDFDocument.create({ updateMetadata: false });
}

export interface SavePdfOptions {
  /** Pack objects into compressed object streams: a smaller file, a slower save. */
  useObjectStreams?: boolean;
}

/** Saves with the tuned options. */
export function savePdfDocument(document: PDFDocument, options: SavePdfOptions = {}): Promise<Uint8Array> {
  return document.save({ ...SAVE_OPTIONS, useObjectStreams: options.useObjectStreams ?? false });
}
