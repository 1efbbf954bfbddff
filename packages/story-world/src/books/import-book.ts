/**
 * Importing a book from a `.json` file (CONTEXT.md Rules: Story books › Import). Never throws.
 */
import { isRecord } from '../shapes';
import { newBookId, type StoryBook } from './book';
import { readBook } from './read-book';

export const INVALID_BOOK_DATA = 'Invalid story book data structure';

export type BookImportResult =
  | { ok: true; book: StoryBook; isIdChanged: boolean }
  | { ok: false; code: 'badJson' | 'invalidBook'; reason: string };

export interface ImportBookOptions {
  /** Ids of the books already stored: an imported book whose id is taken gets a new one. */
  taken?: ReadonlySet<string>;
  /** Title of a page that has none (default `page N`). */
  pageTitle?: (pageNumber: number) => string;
  now?: Date;
  random?: () => number;
}

/** Whether a picked file is one the import takes (`.json`, any case). */
export const isBookFileName = (name: string) => /\.json$/i.test(name.trim());

/**
 * A book from JSON text. It must be an object with a title (text) and a pages list, else
 * `Invalid story book data structure`. Pages missing fields get defaults (their place as number,
 * `page N`, empty text); the rest is read as a stored book. A missing or taken id is replaced.
 */
export function importBook(
  text: string,
  { taken = new Set(), pageTitle, now = new Date(), random = Math.random }: ImportBookOptions = {},
): BookImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, code: 'badJson', reason: error instanceof Error ? error.message : String(error) };
  }
  if (
    !isRecord(value) ||
    typeof value.title !== 'string' ||
    !value.title.trim() ||
    !Array.isArray(value.pages)
  )
    return { ok: false, code: 'invalidBook', reason: INVALID_BOOK_DATA };
  const hasOwnId = typeof value.id === 'string' && value.id.trim() !== '' && !taken.has(value.id);
  const id = hasOwnId ? (value.id as string) : newBookId(now.getTime(), random, taken);
  const read = readBook({ ...value, id }, { now, ...(pageTitle ? { pageTitle } : {}) });
  if (!read.ok) return { ok: false, code: 'invalidBook', reason: INVALID_BOOK_DATA };
  return { ok: true, book: read.book, isIdChanged: !hasOwnId };
}
