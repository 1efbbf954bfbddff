/** Spec D § 9: the largest file accepted, 50 MB. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The only accepted MIME type (spec D § 5: "file type exactly application/pdf"). */
export const PDF_MIME_TYPE = 'application/pdf';

/** Spec D § 4/§ 9: the progress shown at each step. */
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

/** Spec D § 9: the download's object URL is revoked 1 s after the click. */
export const OBJECT_URL_REVOKE_MS = 1000;

/** Appended to the original name (without .pdf) for the default output name. */
export const OUTPUT_SUFFIX = '-unlocked';

/** Placeholder of the output name field (spec D § 2). */
export const OUTPUT_PLACEHOLDER = 'unlocked-document';
