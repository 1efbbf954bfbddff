/** The HTML export (CONTEXT.md Rules: Story books › Export › HTML): one standalone page. */
import type { StoryBook } from './book';
import { BOOK_CSS, bookHeaderMarkup, escapeXml, pageMarkup } from './export-markup';
import { type BookExportOptions, resolveExport } from './export-options';

/**
 * The book as one HTML document with its styles inline (light and dark), a contents list when it
 * has more than one page, and every text the user wrote escaped.
 */
export function bookToHtml(book: StoryBook, options: Omit<BookExportOptions<string>, 'format'> = {}): string {
  const resolved = resolveExport(book, { ...options, format: 'html' });
  const { words, pages } = resolved;
  const toc =
    pages.length > 1
      ? `<nav class="toc">\n<h2>${escapeXml(words.contents)}</h2>\n<ol>\n${pages
          .map(
            (page) =>
              `<li><a href="#page-${page.pageNumber}">${escapeXml(words.pageHeading(page.pageNumber, page.title))}</a></li>`,
          )
          .join('\n')}\n</ol>\n</nav>`
      : '';
  return `<!DOCTYPE html>
<html lang="${escapeXml(words.lang)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light dark" />
<title>${escapeXml(book.title)}</title>
<style>
${BOOK_CSS}</style>
</head>
<body>
<main>
${[bookHeaderMarkup(book, resolved), toc, ...pages.map((page) => pageMarkup(page, resolved))].filter(Boolean).join('\n')}
</main>
</body>
</html>
`;
}
