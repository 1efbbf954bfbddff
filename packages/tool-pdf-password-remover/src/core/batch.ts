import { fileTimestamp, uniqueNames } from '@toolbox/pdf-kit/file-names';
import { outputFileName } from '@toolbox/ui/file-name';
import { OUTPUT_PLACEHOLDER } from './constants';
import { UnlockError, type UnlockErrorType, unlockErrorType } from './errors';
import { defaultOutputName, type Encryption } from './file-rules';
import type { QpdfEngine } from './qpdf';
import { decryptPdf, inspectEncryption } from './qpdf';

/**
 * Several files at once (CONTEXT.md § Batch): one password for all, each file's own result or
 * error, every result on its own and all of them as one ZIP.
 */

/** What one file of a batch became. */
export type BatchOutcome =
  /** Decrypted (a password, or only restrictions, removed). */
  | { status: 'unlocked'; bytes: Uint8Array }
  /** Not encrypted: passed on as it is, so the ZIP holds every file. */
  | { status: 'not-encrypted' }
  | { status: 'failed'; error: UnlockErrorType | 'UNKNOWN' };

/**
 * Unlocks one file of a batch: checks it, then decrypts it with `password` (a file with only
 * restrictions with the empty password). Never throws: a wrong password or a damaged file is this
 * file's outcome, and the batch goes on.
 */
export function unlockBatchFile(qpdf: QpdfEngine, pdf: Uint8Array, password: string): BatchOutcome {
  try {
    let encryption: Encryption;
    try {
      encryption = inspectEncryption(qpdf, pdf);
    } catch (error) {
      if (unlockErrorType(error) === 'NOT_ENCRYPTED') return { status: 'not-encrypted' };
      throw error;
    }
    if (encryption === 'password-required' && password.trim() === '')
      throw new UnlockError('PASSWORD_REQUIRED');
    const bytes = decryptPdf(qpdf, pdf, encryption === 'restrictions-only' ? '' : password);
    return { status: 'unlocked', bytes };
  } catch (error) {
    return { status: 'failed', error: unlockErrorType(error) ?? 'UNKNOWN' };
  }
}

/**
 * The password tried on a file: its own, when one was typed for it (after the common one failed,
 * CONTEXT.md § Batch › Passwords), else the common one.
 */
export function passwordFor(own: string | undefined, common: string): string {
  return own !== undefined && own.trim() !== '' ? own : common;
}

/**
 * Names in the batch's ZIP and downloads: `<name>-unlocked.pdf` for an unlocked file, the
 * original name for one passed on unchanged, made safe and unique without regard to case.
 */
export function batchFileNames(files: ReadonlyArray<{ name: string; unchanged: boolean }>): string[] {
  return uniqueNames(
    files.map(({ name, unchanged }) =>
      outputFileName({
        name: unchanged ? name : defaultOutputName(name),
        defaultName: OUTPUT_PLACEHOLDER,
        extension: '.pdf',
      }),
    ),
  );
}

/** The batch's ZIP: `unlocked-pdfs-2026-11-22_09-30-05.zip`. */
export function batchZipName(date: Date): string {
  return `unlocked-pdfs-${fileTimestamp(date)}.zip`;
}
