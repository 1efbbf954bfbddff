import { isProbablyReaderable, Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { type DomElement, type HtmlDocument, parseDocument } from './dom.ts';
import { sanitizeTree, toPlainText } from './sanitize-html.ts';

export interface PageTags {
  lang: string | null;
  canonical: string | null;
  author: string | null;
  publishedTime: string | null;
  modifiedTime: string | null;
  siteName: string | null;
  type: string | null;
  image: string | null;
  favicon: string | null;
  /** `og:*` meta tags without the prefix (`og:title` → `title`), first value of each. */
  openGraph: Record<string, string>;
  /** `twitter:*` meta tags without the prefix. */
  twitter: Record<string, string>;
}

export interface ExtractedPage {
  title: string;
  description: string;
  keywords: string[];
  content: { html: string; text: string; markdown: string };
  tags: PageTags;
  /** `readability` when an article was found, else `body` (the whole body, sanitised). */
  extractedWith: 'readability' | 'body';
}

const MAX_KEYWORDS = 50;
const MAX_TAG_VALUE = 1000;
const MAX_PREFIXED_TAGS = 100;

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
});

/**
 * Everything the crawler returns about a page, from its HTML alone: the main content (Readability,
 * or the body when it finds no article) as sanitised HTML, plain text and Markdown (turndown), and
 * the title, description, keywords and metadata from the head. `url` is the page's final address,
 * used to make links absolute.
 */
export function extractPage({ html: rawHtml, url }: { html: string; url: URL }): ExtractedPage {
  const html = withoutScriptsAndStyles(rawHtml);
  const document = parseDocument(html);
  const base = baseUrl(document, url);
  const meta = readMetaTags(document);
  const documentTitle = clean(document.title);
  const tags = pageTags({ document, meta, base });

  // Readability changes the document it reads, so the meta tags are read first. Pages its own
  // heuristic (Firefox's reader view test) calls unreadable keep their whole body instead.
  setDocumentUri(document, base);
  const article = isProbablyReaderable(document as never) ? new Readability(document as never).parse() : null;
  const hasArticle = Boolean(article?.content && article.textContent?.trim());
  const contentDocument = hasArticle
    ? parseDocument(`<!doctype html><html><head></head><body>${article?.content}</body></html>`)
    : parseDocument(html);
  const contentRoot = contentDocument.body as DomElement;
  sanitizeTree(contentRoot, base);
  const contentHtml = contentRoot.innerHTML.replace(/<(\/?)DIV\b/g, '<$1div').trim();

  return {
    title:
      clean(article?.title) ||
      tags.openGraph.title ||
      documentTitle ||
      clean(document.querySelector('h1')?.textContent),
    description:
      first(meta, 'description', 'og:description', 'twitter:description') ?? clean(article?.excerpt),
    keywords: keywordsOf(meta),
    content: {
      html: contentHtml,
      text: toPlainText(contentRoot),
      markdown: turndown.turndown(contentHtml).trim(),
    },
    tags: {
      ...tags,
      author: tags.author ?? (clean(article?.byline) || null),
      publishedTime: tags.publishedTime ?? (clean(article?.publishedTime) || null),
      siteName: tags.siteName ?? (clean(article?.siteName) || null),
      lang: tags.lang ?? (clean(article?.lang) || null),
    },
    extractedWith: hasArticle ? 'readability' : 'body',
  };
}

/**
 * Scripts, styles and comments are most of a modern page's bytes and none of its content; cutting
 * them out before parsing saves most of the DOM work. JSON-LD scripts stay (Readability reads them).
 * Like an HTML parser, a block ends at its first closer, or at the end of the page without one. One
 * pass with indexOf, so a page full of unclosed `<script` costs no more than any other.
 */
function withoutScriptsAndStyles(html: string): string {
  const lower = html.toLowerCase();
  const opener = /<!--|<script\b|<style\b/g;
  const parts: string[] = [];
  let kept = 0;
  for (let match = opener.exec(lower); match; match = opener.exec(lower)) {
    const start = match.index;
    let end: number;
    if (match[0] === '<!--') {
      const close = lower.indexOf('-->', start + 4);
      end = close === -1 ? lower.length : close + 3;
    } else {
      const name = match[0].slice(1);
      const tagEnd = lower.indexOf('>', start);
      const close = tagEnd === -1 ? -1 : lower.indexOf(`</${name}`, tagEnd);
      const closeEnd = close === -1 ? -1 : lower.indexOf('>', close);
      end = closeEnd === -1 ? lower.length : closeEnd + 1;
      const isJsonLd =
        name === 'script' && tagEnd !== -1 && lower.slice(start, tagEnd).includes('application/ld+json');
      if (isJsonLd) {
        opener.lastIndex = end;
        continue;
      }
    }
    parts.push(html.slice(kept, start));
    kept = end;
    opener.lastIndex = end;
  }
  parts.push(html.slice(kept));
  return parts.join('');
}

/** Every `<meta>` with content, keyed by its lower-cased `property`, `name` or `itemprop`. */
type MetaTags = Map<string, string[]>;

function readMetaTags(document: HtmlDocument): MetaTags {
  const tags: MetaTags = new Map();
  for (const element of document.querySelectorAll('meta[content]')) {
    const key = (
      element.getAttribute('property') ??
      element.getAttribute('name') ??
      element.getAttribute('itemprop')
    )
      ?.trim()
      .toLowerCase();
    const value = clean(element.getAttribute('content'));
    if (!key || !value) continue;
    const values = tags.get(key) ?? [];
    values.push(value.slice(0, MAX_TAG_VALUE));
    tags.set(key, values);
  }
  return tags;
}

function first(meta: MetaTags, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = meta.get(key)?.[0];
    if (value) return value;
  }
  return undefined;
}

function pageTags({ document, meta, base }: { document: HtmlDocument; meta: MetaTags; base: URL }): PageTags {
  const prefixed = (prefix: string) =>
    Object.fromEntries(
      [...meta]
        .filter(([key]) => key.startsWith(prefix))
        .slice(0, MAX_PREFIXED_TAGS)
        .map(([key, values]) => [key.slice(prefix.length), values[0] as string]),
    );
  const linkHref = (relation: string) => {
    for (const link of document.querySelectorAll('link[rel][href]')) {
      const relations = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (relations.includes(relation)) return absolute(link.getAttribute('href'), base);
    }
    return null;
  };
  return {
    lang: clean(document.documentElement?.getAttribute('lang')) || first(meta, 'content-language') || null,
    canonical: linkHref('canonical') ?? absolute(first(meta, 'og:url'), base),
    author: first(meta, 'author', 'article:author', 'twitter:creator') ?? null,
    publishedTime: first(meta, 'article:published_time', 'datepublished', 'date', 'pubdate') ?? null,
    modifiedTime: first(meta, 'article:modified_time', 'og:updated_time', 'datemodified') ?? null,
    siteName: first(meta, 'og:site_name', 'application-name') ?? null,
    type: first(meta, 'og:type') ?? null,
    image: absolute(first(meta, 'og:image', 'og:image:url', 'twitter:image'), base),
    favicon: linkHref('icon'),
    openGraph: prefixed('og:'),
    twitter: prefixed('twitter:'),
  };
}

function keywordsOf(meta: MetaTags): string[] {
  const raw = [
    ...(meta.get('keywords') ?? []),
    ...(meta.get('news_keywords') ?? []),
    ...(meta.get('article:tag') ?? []),
  ];
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of raw.flatMap((value) => value.split(/[,，;；]/))) {
    const trimmed = keyword.trim().slice(0, 100);
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    keywords.push(trimmed);
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
}

/** The page's `<base href>` when it has one (http(s) only), else its own URL. */
function baseUrl(document: HtmlDocument, url: URL): URL {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  if (!href) return url;
  try {
    const base = new URL(href, url);
    return base.protocol === 'http:' || base.protocol === 'https:' ? base : url;
  } catch {
    return url;
  }
}

/** linkedom documents have no URL; Readability reads these two to make links absolute. */
function setDocumentUri(document: HtmlDocument, base: URL): void {
  Object.defineProperty(document, 'baseURI', { value: base.href });
  Object.defineProperty(document, 'documentURI', { value: base.href });
}

function absolute(href: string | null | undefined, base: URL): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}
