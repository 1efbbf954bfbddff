/**
 * File checks and read errors the PDF tools share. Light on purpose: a tool's UI imports this
 * module, so it must never import pdf-lib or pdf.js (the engine modules are `pdf-io` and
 * `pdf-writer`, which only workers import). See CONTEXT.md § Rules.
 */

/** The only file type the PDF tools accept (CONTEXT.md § File type). */
export const PDF_MIME_TYPE = 'application/pdf';
/** The drop zones' `accept`, so the file picker offers PDFs (by type, and by name for the picker). */
export const PDF_ACCEPT = `${PDF_MIME_TYPE},.pdf`;
/** Each file given to merge may be at most 50 MB (CONTEXT.md § Limits). */
export const MERGE_MAX_FILE_BYTES = 52_428_800;
/** Split warns above 100 MB but still processes the file (CONTEXT.md § Limits). */
export const SPLIT_WARNING_BYTES = 104_857_600;

/** Whether a dropped or picked file is a PDF by its type (only `application/pdf`). */
export function isPdfFile(file: { type: string }): boolean {
  return file.type === PDF_MIME_TYPE;
}

/** Whether a file is over a byte limit (the limit itself is allowed). */
export function isOverLimit(file: { size: number }, limitBytes: number): boolean {
  return file.size > limitBytes;
}

/** Why bytes could not be used as a PDF: unreadable (the tools' invalid-PDF message) or locked. */
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

/** The quality settings of merge and split, best first (CONTEXT.md § Quality). */
export const qualities = ['high', 'medium', 'low'] as const;
export type Quality = (typeof qualities)[number];
export const DEFAULT_QUALITY: Quality = 'high';
