// Book export with EPUB: a separate entry point, so pages load fflate only when they export.
export { bookToEpub, EPUB_MIME_TYPE, EPUB_PACKAGE_PATH } from './books/epub';
export { exportBook } from './books/export-book';
export type { BookExport, BookExportFormat, BookExportOptions, PageRange } from './books/export-options';
