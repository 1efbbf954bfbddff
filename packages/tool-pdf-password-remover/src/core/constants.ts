/** The largest file accepted, 50 MB (CONTEXT.md § Files). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The only accepted MIME type, exactly (CONTEXT.md § Files). */
export const PDF_MIME_TYPE = 'application/pdf';

/** The progress shown at each step (CONTEXT.md § States and progress). */
export const PROGRESS = {
  /** The file is being checked for encryption. */
  checking: 10,
  /** Processing started: the file is being read. */
  reading: 20,
  /** The file is in the decryptor. */
  decrypting: 40,
  /** Decrypted; the result is being prepared for download. */
  saving: 60,
  /** The download was triggered. */
  done: 100,
} as const;

/** The download's object URL is revoked 1 s after the click (CONTEXT.md § Download). */
export const OBJECT_URL_REVOKE_MS = 1000;

/** Appended to the original name (without .pdf) for the default output name. */
export const OUTPUT_SUFFIX = '-unlocked';

/** Placeholder of the output name field, and the name used when it is blank (CONTEXT.md § Output name). */
export const OUTPUT_PLACEHOLDER = 'unlocked-document';
