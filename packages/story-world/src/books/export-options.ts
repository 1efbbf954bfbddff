/**
 * What every export format shares (CONTEXT.md Rules: Story books › Export): options, the chosen
 * pages, file names, and the few words an exported document prints, in English and Chinese.
 */
import type { BookLocale, StoryBook, StoryPage } from './book';
import { bookFileName } from './file-name';

export const BOOK_EXPORT_FORMATS = ['json', 'html', 'markdown', 'epub'] as const;
export type BookExportFormat = (typeof BOOK_EXPORT_FORMATS)[number];
/** The formats that need no zip code (the main entry's `exportBookText`). */
export type BookTextFormat = Exclude<BookExportFormat, 'epub'>;

export interface PageRange {
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

export interface BookExportOptions<F extends string = BookExportFormat> {
  format: F;
  /** Dates, page count, tags, each page's time, summary and suggestions (default on). */
  includeMetadata?: boolean;
  /** Each page's cards, world snapshot and card changes (default on). */
  includeCardData?: boolean;
  /** Pages to export, clamped to the book; every page when absent. */
  pageRange?: PageRange;
  /** Language of the document's own words and its `lang` (default en). */
  locale?: BookLocale;
  /** How times are printed (default: local `YYYY-MM-DD HH:mm`). */
  formatTime?: (iso: string) => string;
}

export interface BookExport {
  fileName: string;
  mimeType: string;
  data: string | Uint8Array;
}

export const EXPORT_TYPES: Record<BookExportFormat, { extension: string; mimeType: string }> = {
  json: { extension: 'json', mimeType: 'application/json' },
  html: { extension: 'html', mimeType: 'text/html' },
  markdown: { extension: 'md', mimeType: 'text/markdown' },
  epub: { extension: 'epub', mimeType: 'application/epub+zip' },
};

export const unsupportedFormat = (format: unknown) =>
  new Error(`Unsupported export format: ${String(format)}`);

/** `{book title}.{extension}` for `format`. */
export const bookExportFileName = (book: Pick<StoryBook, 'title'>, format: BookExportFormat) =>
  bookFileName(book.title, EXPORT_TYPES[format].extension);

const pad = (value: number) => String(value).padStart(2, '0');

export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface ResolvedExport {
  pages: StoryPage[];
  includeMetadata: boolean;
  includeCardData: boolean;
  locale: BookLocale;
  words: ExportWords;
  formatTime: (iso: string) => string;
}

/**
 * The options with their defaults and the pages of the range. A range is clamped to 1 … total;
 * one that is empty after clamping, or not whole numbers, is refused ("Invalid page range").
 */
export function resolveExport(book: StoryBook, options: BookExportOptions<string>): ResolvedExport {
  const locale = options.locale === 'zh' ? 'zh' : 'en';
  let pages = book.pages;
  if (options.pageRange) {
    const { start, end } = options.pageRange;
    if (!Number.isInteger(start) || !Number.isInteger(end)) throw new Error('Invalid page range');
    const from = Math.max(1, start);
    const to = Math.min(book.pages.length, end);
    if (book.pages.length > 0 && from > to) throw new Error('Invalid page range');
    pages = book.pages.slice(from - 1, to);
  }
  return {
    pages,
    includeMetadata: options.includeMetadata ?? true,
    includeCardData: options.includeCardData ?? true,
    locale,
    words: EXPORT_WORDS[locale],
    formatTime: options.formatTime ?? localTime,
  };
}

export interface ExportWords {
  /** The `lang` of the document. */
  lang: string;
  pageHeading: (pageNumber: number, title: string) => string;
  contents: string;
  created: string;
  updated: string;
  pages: string;
  tags: string;
  written: string;
  summary: string;
  suggestions: string;
  cards: string;
  cardChanges: string;
  worldState: string;
  resources: string;
  clocks: string;
  constraints: string;
}

export const EXPORT_WORDS: Record<BookLocale, ExportWords> = {
  en: {
    lang: 'en',
    pageHeading: (n, title) => (title ? `Page ${n}: ${title}` : `Page ${n}`),
    contents: 'Contents',
    created: 'Created',
    updated: 'Updated',
    pages: 'Pages',
    tags: 'Tags',
    written: 'Written',
    summary: 'Summary',
    suggestions: 'Next steps',
    cards: 'Cards',
    cardChanges: 'Card changes',
    worldState: 'World state',
    resources: 'Resources',
    clocks: 'Clocks',
    constraints: 'Constraints',
  },
  zh: {
    lang: 'zh-CN',
    pageHeading: (n, title) => (title ? `第 ${n} 页：${title}` : `第 ${n} 页`),
    contents: '目录',
    created: '创建时间',
    updated: '更新时间',
    pages: '页数',
    tags: '标签',
    written: '写于',
    summary: '摘要',
    suggestions: '后续建议',
    cards: '卡片',
    cardChanges: '卡片变化',
    worldState: '世界状态',
    resources: '资源',
    clocks: '时钟',
    constraints: '约束',
  },
};

/** A card's name as the page knew it (its snapshot or its chosen cards), else its id. */
export function cardName(page: StoryPage, cardId: string): string {
  return (
    page.worldStateSnapshot?.cards[cardId]?.name ||
    page.selectedCards.find((card) => card.id === cardId)?.name ||
    cardId
  );
}

/** A change's value as one line: text as it is, anything else as JSON. */
export const changeValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
