/**
 * Book validation (CONTEXT.md Rules: Story books › Validation): errors say the book's structure
 * is broken; warnings point at pages missing a part.
 */
import { isRecord } from '../shapes';
import type { StoryBook } from './book';

export type BookIssue =
  | {
      level: 'error';
      rule:
        | 'missingId'
        | 'missingTitle'
        | 'missingPages'
        | 'pageCountMismatch'
        | 'currentIndexOutOfRange'
        | 'pageNumbersNotContiguous';
      /** The first page (1-based position) whose number is wrong. */
      position?: number;
    }
  | {
      level: 'warning';
      rule: 'pageMissingTitle' | 'pageMissingContent' | 'pageMissingSnapshot';
      /** 1-based position of the page in the book. */
      position: number;
    };

/**
 * The book's errors and warnings. Errors: no id, no title, no pages list, a page count other than
 * `totalPages`, a current index outside the pages (0 in an empty book), numbers not 1 … n in order.
 * Warnings: each page without a title, content or world snapshot.
 */
export function validateBook(book: StoryBook): BookIssue[] {
  const issues: BookIssue[] = [];
  const value = book as Partial<StoryBook> | undefined;
  if (!value?.id?.trim?.()) issues.push({ level: 'error', rule: 'missingId' });
  if (!value?.title?.trim?.()) issues.push({ level: 'error', rule: 'missingTitle' });
  if (!Array.isArray(value?.pages)) {
    issues.push({ level: 'error', rule: 'missingPages' });
    return issues;
  }
  const pages = value.pages;
  if (pages.length !== value.totalPages) issues.push({ level: 'error', rule: 'pageCountMismatch' });
  const index = value.currentPageIndex;
  const isIndexValid =
    typeof index === 'number' &&
    Number.isInteger(index) &&
    index >= 0 &&
    (pages.length === 0 ? index === 0 : index < pages.length);
  if (!isIndexValid) issues.push({ level: 'error', rule: 'currentIndexOutOfRange' });
  const wrong = pages.findIndex((page, at) => !isRecord(page) || page.pageNumber !== at + 1);
  if (wrong >= 0) issues.push({ level: 'error', rule: 'pageNumbersNotContiguous', position: wrong + 1 });
  pages.forEach((page, at) => {
    const position = at + 1;
    if (!page?.title?.trim?.()) issues.push({ level: 'warning', rule: 'pageMissingTitle', position });
    if (!page?.content?.trim?.()) issues.push({ level: 'warning', rule: 'pageMissingContent', position });
    if (!isRecord(page?.worldStateSnapshot))
      issues.push({ level: 'warning', rule: 'pageMissingSnapshot', position });
  });
  return issues;
}

export const hasBookErrors = (issues: readonly BookIssue[]) =>
  issues.some((issue) => issue.level === 'error');
