/** The error types of the unlock tool (CONTEXT.md § Errors). */
export const unlockErrorTypes = [
  'INVALID_FILE',
  'FILE_TOO_LARGE',
  'NOT_ENCRYPTED',
  'PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'LOAD_ERROR',
  'PROCESSING_ERROR',
] as const;

export type UnlockErrorType = (typeof unlockErrorTypes)[number];

/** An expected failure, carrying its type (the UI shows `errors.<type>`). */
export class UnlockError extends Error {
  readonly type: UnlockErrorType;
  constructor(type: UnlockErrorType, detail?: string) {
    super(detail ? `${type}: ${detail}` : type);
    this.name = 'UnlockError';
    this.type = type;
  }
}

/**
 * The message key for any failure: an UnlockError's own type, anything else (a crash, an error
 * that lost its class crossing the worker boundary without a recognisable type) the generic one.
 */
export function errorMessageKey(error: unknown): `errors.${UnlockErrorType}` | 'errors.UNKNOWN' {
  const type = unlockErrorType(error);
  return type ? `errors.${type}` : 'errors.UNKNOWN';
}

/** The type of a failure, also when it crossed the worker boundary as a plain Error. */
export function unlockErrorType(error: unknown): UnlockErrorType | undefined {
  if (error instanceof UnlockError) return error.type;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const prefix = message.split(':', 1)[0] as UnlockErrorType;
  return (unlockErrorTypes as readonly string[]).includes(prefix) ? prefix : undefined;
}
