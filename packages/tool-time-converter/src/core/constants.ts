/** Spec C § 9: the live clock ticks once a second. */
export const CLOCK_TICK_MS = 1000;
/** Spec C § 9: rows convert 400 ms after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 400;
/** Spec C § 9: UTC is the default zone until the browser's own zone is known. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Spec C § 5: a timestamp of exactly this many digits is in seconds, anything else in milliseconds. */
export const SECONDS_DIGITS = 10;
/** Spec C § 3: the zones the product lists first. */
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
