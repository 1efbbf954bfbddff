export {
  BATCH_ZIP_PREFIX,
  BYTES_PER_MB,
  DEFAULT_EVERY_N,
  DEFAULT_MAX_PART_MB,
  DEFAULT_NAME_PATTERN,
  DEFAULT_ODD_EVEN,
  DEFAULT_QUALITY,
  DEFAULT_SPLIT_MODE,
  LARGE_FILE_WARNING_BYTES,
  LARGE_FILE_WARNING_MB,
  MAX_PART_MB,
  type OddEven,
  PART_NUMBER_TOKEN,
  type Quality,
  qualities,
  SEQUENTIAL_DOWNLOAD_GAP_MS,
  type SplitMode,
  splitModes,
} from './constants';
export { type DocumentPlan, planDocument } from './document-plan';
export { downloadOneByOne } from './download-queue';
export {
  batchZipName,
  bookmarkPartName,
  formatTimestamp,
  partFileName,
  sourceFolderName,
  zipFileName,
} from './names';
export {
  type Bookmark,
  describePages,
  type PlanError,
  type PlanResult,
  parseEveryN,
  parsePartSize,
  planSplit,
  type SplitPlan,
  type SplitSettings,
} from './plan';
export { planPartsBySize, type SizePlan } from './size-plan';
export { type BatchFileResult, type BatchProgress, type BatchSource, splitMany } from './split-many';
export {
  countPages,
  loadPdf,
  type Packed,
  SplitFailure,
  type SplitPdfInput,
  splitPdf,
  ZIP_MAX_BYTES,
  ZIP_MAX_ENTRIES,
} from './split-pdf';
export { type WritePartsInput, writeParts } from './write-parts';
