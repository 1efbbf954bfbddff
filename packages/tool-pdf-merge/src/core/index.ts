export {
  DEFAULT_OUTPUT_NAME,
  DEFAULT_QUALITY,
  MAX_FILE_BYTES,
  METADATA_CREATOR,
  METADATA_PRODUCER,
  MIN_FILES,
  PDF_MIME_TYPE,
  type Quality,
  qualities,
} from './constants';
export { countPages, interleaved, type MergeInput, type MergeSource, mergePdfs } from './merge';
export { decodeProgress, encodeProgress, type MergeProgress } from './progress';
export {
  documentTitle,
  fileProblem,
  isRangeValid,
  type MergeEntry,
  type MergePlan,
  planMerge,
  sortFiles,
} from './rules';
