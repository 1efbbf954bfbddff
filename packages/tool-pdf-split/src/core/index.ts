export {
  DEFAULT_EVERY_N,
  DEFAULT_NAME_PATTERN,
  DEFAULT_ODD_EVEN,
  DEFAULT_QUALITY,
  DEFAULT_SPLIT_MODE,
  LARGE_FILE_WARNING_BYTES,
  LARGE_FILE_WARNING_MB,
  type OddEven,
  PART_NUMBER_TOKEN,
  type Quality,
  qualities,
  SEQUENTIAL_DOWNLOAD_GAP_MS,
  type SplitMode,
  splitModes,
} from './constants';
export { downloadOneByOne } from './download-queue';
export { formatTimestamp, partFileName, zipFileName } from './names';
export {
  describePages,
  type PlanError,
  type PlanResult,
  parseEveryN,
  planSplit,
  type SplitPlan,
  type SplitSettings,
} from './plan';
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
