/** Exports that need no zip code: JSON, HTML and Markdown (EPUB is in the `books-export` entry). */
import type { StoryBook } from './book';
import { bookToHtml } from './export-html';
import { bookToJson } from './export-json';
import { bookToMarkdown } from './export-markdown';
import {
  type BookExportOptions,
  type BookTextFormat,
  bookExportFileName,
  EXPORT_TYPES,
  unsupportedFormat,
} from './export-options';

/** The book as a `{book title}.{json|html|md}` file. Another format is refused. */
export function exportBookText(
  book: StoryBook,
  options: BookExportOptions<BookTextFormat>,
): { fileName: string; mimeType: string; data: string } {
  const { format } = options;
  const render =
    format === 'json'
      ? bookToJson
      : format === 'html'
        ? bookToHtml
        : format === 'markdown'
          ? bookToMarkdown
          : null;
  if (!render) throw unsupportedFormat(format);
  return {
    fileName: bookExportFileName(book, format),
    mimeType: EXPORT_TYPES[format].mimeType,
    data: render(book, options),
  };
}
