import { MERGE_MAX_FILE_BYTES, PDF_MIME_TYPE } from '@toolbox/pdf-kit/pdf-file';

/** Spec A § 5/§ 9: each merged file may be at most 50 MB (52,428,800 bytes). */
export const MAX_FILE_BYTES = MERGE_MAX_FILE_BYTES;
/** Spec A § 5: a merge needs at least 2 files. */
export const MIN_FILES = 2;
/** Spec A § 3: the default output name (the document title, and + .pdf the file name). */
export const DEFAULT_OUTPUT_NAME = 'merged-document';
export const qualities = ['high', 'medium', 'low'] as const;
export type Quality = (typeof qualities)[number];
export const DEFAULT_QUALITY: Quality = 'high';
/** Spec A § 9: the merged file's creator and producer labels. */
export const METADATA_CREATOR = 'Toolbox PDF Merge';
export const METADATA_PRODUCER = 'Toolbox (pdf-lib)';
export { PDF_MIME_TYPE };
