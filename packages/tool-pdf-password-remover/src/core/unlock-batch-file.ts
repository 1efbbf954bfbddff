import { UnlockError, type UnlockErrorType, unlockErrorType } from './errors';
import type { Encryption } from './file-rules';
import { decryptPdf, inspectEncryption, type QpdfEngine } from './qpdf';

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
