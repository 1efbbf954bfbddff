// Story books: the model, page operations, validation, search, import and the exports that need
// no zip code. EPUB (fflate) is in `@toolbox/story-world/books-export`.
export {
  type AuthoringPreferences,
  BOOK_ERRORS,
  BOOK_LIMITS,
  type BookErrorCode,
  type BookLocale,
  type BookPreferences,
  type BookResult,
  bookFailure,
  type CardSelection,
  type CardUpdate,
  CONSTRAINT_MODES,
  type ConstraintMode,
  type CreateBookInput,
  createBook,
  DEFAULT_WORLD_ID,
  defaultGenerationOptions,
  defaultPreferences,
  emptySelection,
  type GenerationOptions,
  isSelectionEmpty,
  lastCharacters,
  newBookId,
  newPageId,
  PREFERENCES_VERSION,
  type PreferencesPatch,
  quickCreateBook,
  STORY_LENGTHS,
  type StoryBook,
  type StoryLength,
  type StoryPage,
  SUGGESTION_COUNTS,
  selectionFromPage,
  touchBook,
  truncateText,
  updatePreferences,
  type WorldStateSnapshot,
} from './book';
export { bookToHtml } from './export-html';
export { bookToJson } from './export-json';
export { bookToMarkdown } from './export-markdown';
export {
  BOOK_EXPORT_FORMATS,
  type BookExport,
  type BookExportFormat,
  type BookExportOptions,
  type BookTextFormat,
  bookExportFileName,
  EXPORT_TYPES,
  EXPORT_WORDS,
  type ExportWords,
  type PageRange,
} from './export-options';
export { exportBookText } from './export-text';
export { bookFileName } from './file-name';
export {
  type BookImportResult,
  type ImportBookOptions,
  INVALID_BOOK_DATA,
  importBook,
  isBookFileName,
} from './import-book';
export {
  addPage,
  continueContext,
  continuePage,
  createPage,
  currentPage,
  type DuplicatePageOptions,
  deletePage,
  duplicatePage,
  goToPage,
  type NewPageInput,
  nextPage,
  type PagePatch,
  previousPage,
  reorderPage,
  setCurrentPage,
  updatePage,
} from './pages';
export {
  type ReadBookOptions,
  type ReadBookResult,
  readBook,
  readGenerationOptions,
  readPage,
} from './read-book';
export {
  type BookSearchHit,
  bookCardTags,
  bookStats,
  readingProgress,
  searchBook,
  searchBooks,
} from './search-book';
export { type BookIssue, hasBookErrors, validateBook } from './validate-book';
