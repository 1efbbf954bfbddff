/** The spec's limits and constants for the duplicate remover (CONTEXT.md Rules). */

/** Files over this size (20 MB) are accepted with a slowdown notice, not refused. */
export const LARGE_FILE_BYTES = 0x1400000;
/** Extensions the uploader takes: the spec's .xlsx and .csv, and .xls (issue 15). */
export const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** Rows of the file preview after upload. */
export const PREVIEW_ROWS = 5;
/** Sample values shown per column. */
export const SAMPLE_VALUES = 3;
/** Rows of the normalisation sample. */
export const NORMALIZATION_SAMPLE_ROWS = 5;
/** Rows the duplicate preview on the configure step looks at. */
export const DEDUPE_PREVIEW_ROWS = 100;
/** A column is recommended when its unique/total ratio is below this. */
export const RECOMMEND_BELOW_RATIO = 0.9;
/** At most this many recommended columns, lowest ratio first. */
export const RECOMMEND_MAX = 3;
/** Duplicate rate (percent) above which a column's rate is orange, and yellow. */
export const RATE_HIGH_PERCENT = 30;
export const RATE_MEDIUM_PERCENT = 10;
/** More selected columns than this earns a warning. */
export const MANY_COLUMNS = 5;
/** The xlsx output's sheet name. */
export const OUTPUT_SHEET = 'Sheet1';
