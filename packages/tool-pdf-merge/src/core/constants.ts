import {
  DEFAULT_QUALITY,
  MERGE_MAX_FILE_BYTES,
  PDF_MIME_TYPE,
  type Quality,
  qualities,
} from '@toolbox/pdf-kit/pdf-file';

/** Each merged file may be at most 50 MB, 52,428,800 bytes (CONTEXT.md § Files). */
export const MAX_FILE_BYTES = MERGE_MAX_FILE_BYTES;
/** A merge needs at least 2 files (CONTEXT.md § Merging). */
export const MIN_FILES = 2;
/** The output name when the field is blank: the document title, and with .pdf the file name (CONTEXT.md § Output name). */
export const DEFAULT_OUTPUT_NAME = 'merged-document';
/** The merged file's creator and producer (CONTEXT.md § Metadata). */
export const METADATA_CREATOR = 'Toolbox PDF Merge';
export const METADATA_PRODUCER = 'Toolbox (pdf-lib)';

export { DEFAULT_QUALITY, PDF_MIME_TYPE, type Quality, qualities };
