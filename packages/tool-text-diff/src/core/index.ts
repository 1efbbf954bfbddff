export {
  type IgnoreOption,
  type IgnoreOptions,
  ignoreOptionNames,
  ignoresAnything,
  ignoresWhitespace,
  internLineKeys,
  lineKey,
  lineKeys,
} from './ignore';
export { buildInlineRows, diffInline, type InlineDiff } from './inline-diff';
export {
  buildLineRows,
  highlightPair,
  MAX_HIGHLIGHT_LINE_LENGTH,
  MIN_HIGHLIGHT_SIMILARITY,
  MIN_MOVED_LINE_LENGTH,
} from './line-diff';
export {
  DEFAULT_DIFF_MODE,
  DEFAULT_DIFF_VIEW,
  type DiffCounts,
  type DiffLine,
  type DiffMode,
  type DiffPart,
  type DiffPartType,
  type DiffView,
  diffModes,
  diffViews,
  type SideCell,
  type SideRow,
  type TextDiffResult,
} from './model';
export {
  COARSE_COST_LIMIT,
  DEFAULT_COST_LIMIT,
  diffSequences,
  type EditOp,
  type EditRun,
} from './myers';
export { formatUnifiedPatch, NO_NEWLINE_MARKER, PATCH_CONTEXT } from './patch';
export { createPatch, diffLines, diffTexts, LARGE_INPUT_CHARS, type ProgressHandler } from './text-diff';
export { splitChars, splitLines, splitWords } from './tokenize';
