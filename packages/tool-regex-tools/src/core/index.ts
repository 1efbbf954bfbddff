export { listGroupNames } from './group-names';
export { segmentText, type TextSegment } from './highlight';
export {
  ALLOWED_FLAGS,
  compilePattern,
  DEFAULT_FLAGS,
  DEFAULT_MODE,
  LOOP_GUARD,
  MAX_MATCHES,
  MAX_REPLACE_RESULT,
  MAX_TEXT_LENGTH,
  REPLACE_BUDGET,
  REPLACE_FACTOR,
  type RegexError,
  type RegexErrorCode,
  type RegexMode,
  regexModes,
  TIMEOUT_MS,
  validateFlags,
  validateInput,
} from './limits';
export { type FindMatchesResult, findMatches, type RegexMatch } from './match';
export { findPreset, type RegexPreset, regexPresets } from './presets';
export {
  describeGroups,
  findInvalidGroupReference,
  isReplaceTooLarge,
  type ReplaceResult,
  replaceText,
} from './replace';
export { type RegexRunInput, type RegexRunResult, runRegex } from './run';
export { decodeShareHash, parseSharedState, patternFromText, type SharedState } from './share';
