import { parsePageRange, selectedPages } from '@toolbox/pdf-kit/page-range';
import { DEFAULT_OUTPUT_NAME, MAX_FILE_BYTES, MIN_FILES, PDF_MIME_TYPE } from './constants';

/** Only application/pdf, at most 50 MB (CONTEXT.md § Files). The message key, or undefined when accepted. */
export function fileProblem(file: {
  type: string;
  size: number;
}): 'invalidFileType' | 'fileTooLarge' | undefined {
  if (file.type !== PDF_MIME_TYPE) return 'invalidFileType';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  return undefined;
}

/** Whether a page-range text is valid for a file (the input's red outline when not). */
export function isRangeValid(range: string, pageCount: number): boolean {
  return parsePageRange(range, pageCount).ok;
}

export interface MergeEntry {
  name: string;
  pageCount: number;
  pageRange: string;
}

export type MergePlan =
  | { ok: true; pages: number[][]; totalPages: number }
  | { ok: false; error: 'needTwoFiles' | 'noPagesToMerge' | 'interleaveNeedsTwo' }
  | { ok: false; error: 'invalidPageRange'; fileName: string };

/**
 * What a merge takes from each file, in list order (CONTEXT.md § Merging, § Page ranges): at least 2 files, every range
 * valid (the first invalid one is named), each file's pages once in ascending order, and at least
 * one page in all.
 */
export function planMerge(entries: readonly MergeEntry[], { interleave = false } = {}): MergePlan {
  if (entries.length < MIN_FILES) return { ok: false, error: 'needTwoFiles' };
  // CONTEXT.md § Interleave: exactly two files, the fronts and the backs.
  if (interleave && entries.length !== MIN_FILES) return { ok: false, error: 'interleaveNeedsTwo' };
  const pages: number[][] = [];
  for (const entry of entries) {
    const chosen = selectedPages(entry.pageRange, entry.pageCount);
    if (!chosen) return { ok: false, error: 'invalidPageRange', fileName: entry.name };
    pages.push(chosen);
  }
  const totalPages = pages.reduce((sum, list) => sum + list.length, 0);
  if (totalPages === 0) return { ok: false, error: 'noPagesToMerge' };
  return { ok: true, pages, totalPages };
}

/** The merged document's title: the typed name trimmed, or the default. */
export function documentTitle(outputName: string): string {
  return outputName.trim() || DEFAULT_OUTPUT_NAME;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** CONTEXT.md § Sorting: file order by name in natural order (file2 before file10), or by size. */
export function sortFiles<T>(
  files: readonly T[],
  by: 'name' | 'size',
  describe: (file: T) => { name: string; size: number },
): T[] {
  return [...files].sort((first, second) => {
    const a = describe(first);
    const b = describe(second);
    return by === 'name' ? collator.compare(a.name, b.name) : a.size - b.size;
  });
}
