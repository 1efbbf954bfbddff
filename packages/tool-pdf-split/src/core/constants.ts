import { DEFAULT_QUALITY, type Quality, qualities, SPLIT_WARNING_BYTES } from '@toolbox/pdf-kit/pdf-file';

/** The split tool's defaults and limits; each is a rule in CONTEXT.md § Rules. */

/** Output name pattern; `{n}` is the part number from 1 (CONTEXT.md § Output names). */
export const DEFAULT_NAME_PATTERN = 'split-document-{n}';
export const PART_NUMBER_TOKEN = '{n}';

/** CONTEXT.md § Split modes. */
export type SplitMode = 'custom' | 'everyN' | 'oddEven' | 'size' | 'bookmarks';
export const splitModes = [
  'custom',
  'everyN',
  'oddEven',
  'size',
  'bookmarks',
] as const satisfies readonly SplitMode[];
export const DEFAULT_SPLIT_MODE: SplitMode = 'custom';

export type OddEven = 'odd' | 'even';
export const DEFAULT_ODD_EVEN: OddEven = 'odd';

/** Every-N default, and what non-numeric input becomes. */
export const DEFAULT_EVERY_N = 1;

export { DEFAULT_QUALITY, type Quality, qualities };

/** Above 100 MB a large-file warning is shown, but the file is still processed (CONTEXT.md § Files). */
export const LARGE_FILE_WARNING_BYTES = SPLIT_WARNING_BYTES;
export const LARGE_FILE_WARNING_MB = 100;

/** When ZIP packing fails, the parts download one by one this far apart (CONTEXT.md § Output). */
export const SEQUENTIAL_DOWNLOAD_GAP_MS = 300;

/** CONTEXT.md § By size: the default maximum part size, and what a megabyte is here (as the limits). */
export const DEFAULT_MAX_PART_MB = 10;
export const BYTES_PER_MB = 1_048_576;
/** The largest part size the field takes, in MB (a ZIP entry without ZIP64 stays under 4 GB). */
export const MAX_PART_MB = 4000;

/** CONTEXT.md § Batch: the ZIP of several files' parts is named `pdf-split-<timestamp>.zip`. */
export const BATCH_ZIP_PREFIX = 'pdf-split';
