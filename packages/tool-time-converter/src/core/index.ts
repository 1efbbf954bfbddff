export {
  CLOCK_TICK_MS,
  COMMON_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  INPUT_DEBOUNCE_MS,
  MAX_EPOCH_MS,
  SECONDS_DIGITS,
} from './constants';
export {
  type ConversionError,
  type DateResult,
  DEFAULT_FORMAT,
  dateToTimestamp,
  detectUnit,
  FALLBACK_FORMATS,
  FORMAT_PRESETS,
  type TimestampResult,
  type TimestampUnit,
  timestampToDate,
} from './convert';
export { FORMAT_TOKENS, type FormatToken, formatInstant, parseWithPattern, tokenize } from './date-format';
export {
  detectBrowserTimeZone,
  formatOffset,
  instantFromWallTime,
  isValidTimeZone,
  listTimeZones,
  offsetAt,
  type WallTime,
  type WallTimeKind,
  wallTimeAt,
} from './time-zone';
