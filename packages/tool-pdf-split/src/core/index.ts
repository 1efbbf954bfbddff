export {
  DEFAULT_EVERY_N,
  DEFAULT_NAME_PATTERN,
  DEFAULT_ODD_EVEN,
  DEFAULT_QUALITY,
  DEFAULT_SPLIT_MODE,
  LARGE_FILE_WARNING_BYTES,
  LARGE_FILE_WARNING_MB,
  type OddEven,
  PDF_MIME,
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
  packParts,
  SplitFailure,
  type SplitPart,
  splitPdf,
} from './split-pdf';
export { writeParts } from './write-parts';
