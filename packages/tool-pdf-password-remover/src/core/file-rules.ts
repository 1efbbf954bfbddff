import { MAX_FILE_BYTES, OUTPUT_SUFFIX, PDF_MIME_TYPE } from './constants';
import { UnlockError } from './errors';

/** Exactly application/pdf, at most 50 MB (CONTEXT.md § Files). Throws the matching UnlockError otherwise. */
export function checkFile(file: { type: string; size: number }): void {
  if (file.type !== PDF_MIME_TYPE) throw new UnlockError('INVALID_FILE');
  if (file.size > MAX_FILE_BYTES) throw new UnlockError('FILE_TOO_LARGE');
}

/** The default output name: the original name without `.pdf` (any case), plus `-unlocked`. */
export function defaultOutputName(fileName: string): string {
  return `${fileName.replace(/\.pdf$/i, '')}${OUTPUT_SUFFIX}`;
}

/**
 * Whether the remove button is enabled: a file that needs a password needs a non-blank one
 * (CONTEXT.md § Password); a file that only carries restrictions opens without one.
 */
export function canUnlock(encryption: Encryption | undefined, password: string): boolean {
  if (encryption === 'restrictions-only') return true;
  return encryption === 'password-required' && password.trim() !== '';
}

/**
 * How a PDF is protected: a user (open) password, or only an owner password that restricts
 * printing, copying or editing while the file opens without one.
 */
export type Encryption = 'password-required' | 'restrictions-only';
