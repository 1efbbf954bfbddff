import { topLevelBookmarks } from '@toolbox/pdf-kit/outline';
import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import type { PDFDocument } from 'pdf-lib';
import { bookmarkPartName, partFileName } from './names';
import { type PlanError, planSplit, type SplitSettings } from './plan';
import { planPartsBySize } from './size-plan';

/** What one document is cut into: each part's pages and file name, and the parts over the limit. */
export interface DocumentPlan {
  parts: number[][];
  names: string[];
  /** By size: indexes of one-page parts larger than the limit on their own. */
  oversized: number[];
}

export interface PlanDocumentInput {
  source: PDFDocument;
  settings: SplitSettings;
  namePattern: string;
  quality: Quality;
  /** The name of the pages before the first bookmark (translated by the page). */
  frontName: string;
}

/**
 * The parts of a loaded document under the split settings, in the worker: the page-based modes
 * through `planSplit`, bookmarks read from the file (pdf-kit), parts by size packed by
 * `planPartsBySize`. Used for every file of a batch, and for one file split by size.
 */
export function planDocument({
  source,
  settings,
  namePattern,
  quality,
  frontName,
}: PlanDocumentInput): { ok: true; plan: DocumentPlan } | { ok: false; error: PlanError } {
  const pageCount = source.getPageCount();
  const bookmarks = settings.splitMode === 'bookmarks' ? topLevelBookmarks(source) : [];
  const result = planSplit({ settings, pageCount, bookmarks });
  if (!result.ok) return result;
  if ('maxBytes' in result) {
    const { parts, oversized } = planPartsBySize({ source, quality, maxBytes: result.maxBytes });
    return { ok: true, plan: { parts, names: patternNames(namePattern, parts.length), oversized } };
  }
  const { parts, titles } = result;
  const names = titles
    ? titles.map((title, index) =>
        bookmarkPartName({ title, n: index + 1, total: parts.length, fallback: frontName }),
      )
    : patternNames(namePattern, parts.length);
  return { ok: true, plan: { parts, names, oversized: [] } };
}

function patternNames(pattern: string, total: number): string[] {
  return Array.from({ length: total }, (_, index) => partFileName({ pattern, n: index + 1, total }));
}
