/** Every export format behind one call (the `books-export` entry, since EPUB brings fflate). */
import type { StoryBook } from './book';
import { bookToEpub } from './epub';
import {
  type BookExport,
  type BookExportOptions,
  bookExportFileName,
  EXPORT_TYPES,
  unsupportedFormat,
} from './export-options';
import { exportBookText } from './export-text';

/**
 * The book as a `{book title}.{json|html|md|epub}` file: JSON and HTML and Markdown as text,
 * EPUB as bytes. Another format throws `Unsupported export format: {format}`.
 */
export function exportBook(book: StoryBook, options: BookExportOptions): BookExport {
  if (options.format === 'epub')
    return {
      fileName: bookExportFileName(book, 'epub'),
      mimeType: EXPORT_TYPES.epub.mimeType,
      data: bookToEpub(book, options),
    };
  if (!Object.hasOwn(EXPORT_TYPES, options.format)) throw unsupportedFormat(options.format);
  return exportBookText(book, { ...options, format: options.format });
}
