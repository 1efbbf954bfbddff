import { EncryptedPDFError } from 'pdf-lib';
import { loadPdfDocument } from './pdf-io';

/** The only file type the PDF tools accept (spec A § 5). */
export const PDF_MIME_TYPE = 'application/pdf';
/** Spec A § 5/§ 9: each file given to merge may be at most 50 MB (52,428,800 bytes). */
export const MERGE_MAX_FILE_BYTES = 52_428_800;
/** Spec A § 5/§ 9: split warns above 100 MB (104,857,600 bytes) but still processes the file. */
export const SPLIT_WARNING_BYTES = 104_857_600;

/** Whether a dropped or picked file is a PDF by its type (spec: only application/pdf). */
export function isPdfFile(file: { type: string }): boolean {
  return file.type === PDF_MIME_TYPE;
}

/** Whether a file is over a byte limit (the limit itself is allowed). */
export function isOverLimit(file: { size: number }, limitBytes: number): boolean {
  return file.size > limitBytes;
}

/** Why bytes could not be used as a PDF: unreadable (spec invalidPDF) or password-protected. */
export type PdfProblem = 'invalid' | 'encrypted';

const MESSAGE_PREFIX: Record<PdfProblem, string> = { invalid: 'invalid PDF: ', encrypted: 'encrypted PDF: ' };

/** A file that could not be read as a PDF, with the file name the UI shows and the reason. */
export class PdfReadError extends Error {
  constructor(
    readonly fileName: string,
    readonly problem: PdfProblem,
    cause?: unknown,
  ) {
    super(`${MESSAGE_PREFIX[problem]}${fileName}`, { cause });
    this.name = 'PdfReadError';
  }
}

/**
 * The problem of a `PdfReadError`, also after it crossed a worker bridge (which keeps only the
 * error's name and message); undefined for any other error.
 */
export function pdfReadProblemOf(error: unknown): PdfProblem | undefined {
  if (error instanceof PdfReadError) return error.problem;
  if (!(error instanceof Error) || error.name !== 'PdfReadError') return undefined;
  const found = (Object.keys(MESSAGE_PREFIX) as PdfProblem[]).find((problem) =>
    error.message.startsWith(MESSAGE_PREFIX[problem]),
  );
  return found;
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
 * Reads bytes as a PDF with the tuned pdf-lib options. Throws `PdfReadError` naming the file when
 * the bytes are not a PDF, hold no page, or are encrypted.
 */
export async function readPdf(
  bytes: Uint8Array | ArrayBuffer,
  fileName: string,
  options: ReadPdfOptions = {},
) {
  let document: Awaited<ReturnType<typeof loadPdfDocument>>;
  try {
    document = await loadPdfDocument(bytes, { ignoreEncryption: options.allowEncrypted });
  } catch (error) {
    throw new PdfReadError(fileName, classifyLoadError(error), error);
  }
  if (document.getPageCount() === 0) throw new PdfReadError(fileName, 'invalid', new Error('no pages'));
  return document;
}
