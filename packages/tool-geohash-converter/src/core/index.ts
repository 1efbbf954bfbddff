export {
  type BatchMode,
  type BatchResult,
  batchModes,
  LIST_LIMIT,
  parseDecodeLine,
  parseEncodeLine,
  processBatch,
  WORKER_THRESHOLD_CHARS,
} from './batch';
export { COORDINATE_DECIMALS, csvFileName, escapeCsvField, formatCoordinate, toCsv } from './csv';
export {
  BASE32,
  type BoundingBox,
  DEFAULT_PRECISION,
  type Direction,
  decodeGeohash,
  directions,
  encodeGeohash,
  encodePoint,
  type GeohashResult,
  geohashBounds,
  geohashNeighbours,
  isValidPrecision,
  MAX_PRECISION,
  MIN_PRECISION,
  type Neighbours,
} from './geohash';
export {
  type BatchShareState,
  emptyBatch,
  emptySingle,
  parseSharedGeohash,
  type SharedGeohash,
  type ShownResult,
  type SingleShareState,
} from './share';
export {
  GEOHASH_PATTERN,
  type GeohashErrorKey,
  parseNumber,
  type Validated,
  validateCoordinates,
  validateGeohash,
} from './validation';
