export {
  type CompareOutcome,
  type CompareResult,
  type CompareStep,
  compareNumbers,
  DEFAULT_PRECISION,
  type DecimalCheck,
  type Relation,
  relationSymbols,
} from './compare-numbers';
export {
  MAX_COMPONENT,
  type NumberKind,
  numberKinds,
  type ParsedNumber,
  type ParseErrorKey,
  type ParseResult,
  parseErrorKeys,
  parseNumber,
} from './parse-number';
export {
  AUTO_ADVANCE_MS,
  DEFAULT_QUESTION_COUNT,
  type Difficulty,
  difficulties,
  difficultyScore,
  generateQuestions,
  type PracticeQuestion,
  type PracticeSettings,
  questionCounts,
  timeLimits,
} from './practice';
export {
  clipPrintField,
  DEFAULT_SHOW_ANSWER_KEY,
  defaultPrintForm,
  PRINT_FIELD_MAX_LENGTH,
  type PrintForm,
  type PrintTextField,
  printedForm,
} from './print-form';
export {
  buildWorksheet,
  type QuestionResult,
  type SessionSummary,
  seededRandom,
  summarizeSession,
  type Worksheet,
} from './session';
export {
  type CompareShareState,
  type ComparingNumbersTab,
  parseSharedComparingNumbers,
  type SharedComparingNumbers,
  type SortShareState,
} from './share';
export {
  clampRowCount,
  MAX_SORT_ROWS,
  MIN_SORT_ROWS,
  type SortDirection,
  type SortedEntry,
  sortNumbers,
} from './sort-numbers';
export { elapsedMs, pauseStopwatch, resumeStopwatch, type Stopwatch, startStopwatch } from './stopwatch';
