/** The live clock ticks once a second (CONTEXT.md § Clock). */
export const CLOCK_TICK_MS = 1000;
/** Rows convert 400 ms after the last keystroke (CONTEXT.md § Rows). */
export const INPUT_DEBOUNCE_MS = 400;
/** UTC is the default zone until the browser's own zone is known (CONTEXT.md § Time zones). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** A timestamp of exactly this many digits is in seconds (CONTEXT.md § Timestamps). */
export const SECONDS_DIGITS = 10;
/** Up to this many digits (other than 10) a timestamp is in milliseconds (CONTEXT.md § Timestamp units). */
export const MILLISECONDS_MAX_DIGITS = 14;
/** 15 up to this many digits: microseconds; more: nanoseconds (CONTEXT.md § Timestamp units). */
export const MICROSECONDS_MAX_DIGITS = 17;
/** Digits a seconds timestamp's fraction may have: down to the nanosecond. */
export const MAX_FRACTION_DIGITS = 9;
/** The zones listed first (CONTEXT.md § Time zones). */
export const COMMON_TIME_ZONES = [
  'UTC',
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
/** ECMAScript dates cover ±100,000,000 days around 1970; beyond that there is no calendar date. */
export const MAX_EPOCH_MS = 8.64e15;
