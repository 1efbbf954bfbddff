export {
  type CodeLanguage,
  type CodeMode,
  type CodeResult,
  type CodeStats,
  type CodeSyntaxError,
  codeLanguages,
  codeModes,
  computeStats,
  countLines,
  DEFAULT_LANGUAGE,
  DEFAULT_MODE,
  downloadFileName,
  FILE_EXTENSIONS,
  isBlankInput,
  MIME_TYPES,
  offsetToPosition,
} from './options';
export {
  type CommentMarker,
  commentMarkers,
  DEFAULT_COMMENT_MARKERS,
  findPlainComments,
} from './plain-comments';
export { type ProcessCodeInput, processCode } from './process-code';
