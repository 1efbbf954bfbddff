/** Spec A § 3, § 5, § 8 and § 9: the split tool's defaults and limits. */

/** Output name pattern; `{n}` is the part number from 1. */
export const DEFAULT_NAME_PATTERN = 'split-document-{n}';
export const PART_NUMBER_TOKEN = '{n}';

export type SplitMode = 'custom' | 'everyN' | 'oddEven';
export const splitModes = ['custom', 'everyN', 'oddEven'] as const satisfies readonly SplitMode[];
export const DEFAULT_SPLIT_MODE: SplitMode = 'custom';

export type OddEven = 'odd' | 'even';
export const DEFAULT_ODD_EVEN: OddEven = 'odd';

/** Every-N default, and what non-numeric input becomes. */
export const DEFAULT_EVERY_N = 1;

export type Quality = 'high' | 'medium' | 'low';
export const qualities = ['high', 'medium', 'low'] as const satisfies readonly Quality[];
export const DEFAULT_QUALITY: Quality = 'high';

/** Above this a large-file warning is shown, but the file is still processed. */
export const LARGE_FILE_WARNING_MB = 100;
export const LARGE_FILE_WARNING_BYTES = LARGE_FILE_WARNING_MB * 1024 * 1024;

/** When ZIP packing fails, the parts download one by one this far apart. */
export const SEQUENTIAL_DOWNLOAD_GAP_MS = 300;

export const PDF_MIME = 'application/pdf';
