/**
 * The EPUB 3 export (CONTEXT.md Rules: Story books › Export › EPUB): a zip made with fflate. Kept
 * out of the package's main entry (`@toolbox/story-world/books-export`), so pages load the zip
 * code only when they export.
 */
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { StoryBook } from './book';
import { BOOK_CSS, bookHeaderMarkup, escapeXml, pageMarkup } from './export-markup';
import { type BookExportOptions, type ResolvedExport, resolveExport } from './export-options';

export const EPUB_MIME_TYPE = 'application/epub+zip';
/** Where the package document is; `META-INF/container.xml` points here. */
export const EPUB_PACKAGE_PATH = 'OEBPS/content.opf';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An XHTML content document around `body`. */
function xhtml(title: string, body: string, resolved: ResolvedExport): string {
  const lang = escapeXml(resolved.words.lang);
  return `${XML_DECLARATION}
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="utf-8" />
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css" />
</head>
<body>
${body}
</body>
</html>
`;
}

const containerXml = `${XML_DECLARATION}
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="${EPUB_PACKAGE_PATH}" media-type="application/oebps-package+xml" />
</rootfiles>
</container>
`;

/** EPUB's `dcterms:modified`: UTC, whole seconds. */
const modified = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Zip entry times: the book's last change, inside the range a zip can hold (1980 … 2099). */
function zipTime(iso: string): Date {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  return Number.isNaN(year) || year < 1980 || year > 2099 ? new Date(Date.UTC(2000, 0, 1)) : date;
}

/**
 * The book as EPUB 3: `mimetype` first and stored, the container, a package document whose spine
 * is a title page and then each page in order, a navigation document, one XHTML file per page and
 * the reading styles. The same book gives the same bytes (entry times are the book's).
 */
export function bookToEpub(
  book: StoryBook,
  options: Omit<BookExportOptions<string>, 'format'> = {},
): Uint8Array {
  const resolved = resolveExport(book, { ...options, format: 'epub' });
  const { words, pages, includeMetadata } = resolved;
  const lang = escapeXml(words.lang);
  const files = pages.map((page) => ({
    id: `page-${page.pageNumber}`,
    href: `page-${page.pageNumber}.xhtml`,
    heading: words.pageHeading(page.pageNumber, page.title),
    body: pageMarkup(page, resolved, 'h1'),
  }));
  const metadata = [
    `<dc:identifier id="book-id">urn:toolbox:story-book:${escapeXml(book.id)}</dc:identifier>`,
    `<dc:title>${escapeXml(book.title)}</dc:title>`,
    `<dc:language>${lang}</dc:language>`,
    ...(book.description.trim()
      ? [`<dc:description>${escapeXml(book.description.trim())}</dc:description>`]
      : []),
    ...(includeMetadata
      ? [
          `<dc:date>${escapeXml(modified(book.createdAt))}</dc:date>`,
          ...book.tags.map((tag) => `<dc:subject>${escapeXml(tag)}</dc:subject>`),
        ]
      : []),
    `<meta property="dcterms:modified">${modified(book.updatedAt)}</meta>`,
  ];
  const opf = `${XML_DECLARATION}
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata.join('\n')}
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav" />
<item id="style" href="style.css" media-type="text/css" />
<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml" />
${files.map((file) => `<item id="${file.id}" href="${file.href}" media-type="application/xhtml+xml" />`).join('\n')}
</manifest>
<spine>
<itemref idref="title-page" />
${files.map((file) => `<itemref idref="${file.id}" />`).join('\n')}
</spine>
</package>
`;
  const nav = xhtml(
    words.contents,
    `<nav epub:type="toc" id="toc">
<h1>${escapeXml(words.contents)}</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(book.title)}</a></li>
${files.map((file) => `<li><a href="${file.href}">${escapeXml(file.heading)}</a></li>`).join('\n')}
</ol>
</nav>`,
    resolved,
  );
  const title = xhtml(book.title, bookHeaderMarkup(book, resolved), resolved);
  const mtime = zipTime(book.updatedAt);
  // Insertion order is zip order: the OCF container wants `mimetype` first, uncompressed.
  const zippable: Zippable = {
    mimetype: [strToU8(EPUB_MIME_TYPE), { level: 0, mtime }],
    'META-INF/container.xml': [strToU8(containerXml), { mtime }],
    [EPUB_PACKAGE_PATH]: [strToU8(opf), { mtime }],
    'OEBPS/nav.xhtml': [strToU8(nav), { mtime }],
    'OEBPS/style.css': [strToU8(BOOK_CSS), { mtime }],
    'OEBPS/title.xhtml': [strToU8(title), { mtime }],
  };
  for (const file of files) {
    zippable[`OEBPS/${file.href}`] = [strToU8(xhtml(file.heading, file.body, resolved)), { mtime }];
  }
  return zipSync(zippable, { level: 6 });
}
