import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { stripPageExtras } from '@toolbox/pdf-kit/pdf-io';
import { serialiseObject } from '@toolbox/pdf-kit/pdf-writer';
import type { PDFDocument, PDFObject, PDFPageLeaf, PDFRef } from 'pdf-lib';
import { collectObjects, partLayout } from './write-parts';

export interface SizePlan {
  /** Each part's pages, 1-based, consecutive, covering the document once in order. */
  parts: number[][];
  /** Indexes (0-based) of parts of one page that alone is larger than the limit. */
  oversized: number[];
}

const digits = (value: number) => String(Math.max(0, Math.floor(value))).length;

/**
 * CONTEXT.md § By size: consecutive pages packed greedily, each part's file at most `maxBytes`.
 *
 * A part's size is computed from what `writeParts` will write, without writing it: the header, the
 * serialised bytes of every object its pages reach (each measured once, as it will be written at
 * this quality), the part's catalog and page tree, and the cross-reference table (20 bytes per
 * object, plus a subsection line per run of consecutive numbers, counted with the longest line it
 * could be). Every term is exact but that last bound, so a part is never larger than computed and
 * at most a few dozen bytes smaller. A page that alone is over the limit becomes a part of its own
 * and is reported in `oversized`.
 */
export function planPartsBySize({
  source,
  quality,
  maxBytes,
}: {
  source: PDFDocument;
  quality: Quality;
  maxBytes: number;
}): SizePlan {
  if (quality !== 'high') stripPageExtras(source);
  const layout = partLayout(source);
  const { context, pageRefs, catalogRef, pagesRef, version } = layout;
  const compressStreams = quality === 'low';
  const sizes = new Map<number, number>();
  const sizeOf = (ref: PDFRef): number => {
    let size = sizes.get(ref.objectNumber);
    if (size === undefined) {
      const object = layout.isPage(ref)
        ? layout.pageDict(context.lookup(ref) as PDFPageLeaf)
        : (context.lookup(ref) as PDFObject);
      size = serialiseObject(ref, object, { compressStreams }).reduce((sum, chunk) => sum + chunk.length, 0);
      sizes.set(ref.objectNumber, size);
    }
    return size;
  };
  const length = (chunks: Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const header = `%PDF-${version}\n`.length + 6;
  const catalog = length(serialiseObject(catalogRef, context.obj({ Type: 'Catalog', Pages: pagesRef })));
  // The page tree with no kids; each kid adds its reference and a space, the count its digits.
  const emptyTree = length(serialiseObject(pagesRef, context.obj({ Type: 'Pages', Kids: [], Count: 0 })));
  const largest = pagesRef.objectNumber;
  const children = new Map<number, PDFRef[] | null>();

  interface Part {
    pages: number[];
    numbers: Set<number>;
    objectBytes: number;
    kidBytes: number;
    runs: number;
  }
  const empty = (): Part => ({ pages: [], numbers: new Set(), objectBytes: 0, kidBytes: 0, runs: 0 });
  const closures = pageRefs.map((ref) =>
    collectObjects({ context, pageRefs: [ref], own: new Set([ref.objectNumber]), children }),
  );
  /** The part's file size with `page` (0-based) added, and what adding it changes. */
  const sizeWith = (part: Part, page: number) => {
    const added = (closures[page] as PDFRef[]).filter((ref) => !part.numbers.has(ref.objectNumber));
    const addedNumbers = new Set(added.map((ref) => ref.objectNumber));
    const has = (number: number) => part.numbers.has(number) || addedNumbers.has(number);
    let objectBytes = part.objectBytes;
    let runs = part.runs;
    const counted = new Set<number>();
    for (const ref of added) {
      const number = ref.objectNumber;
      objectBytes += sizeOf(ref);
      // A run grows by one number, starts, or joins two: count neighbours already counted.
      const before = part.numbers.has(number - 1) || counted.has(number - 1);
      const after = part.numbers.has(number + 1) || counted.has(number + 1);
      runs += 1 - (before ? 1 : 0) - (after ? 1 : 0);
      counted.add(number);
    }
    const kidBytes = part.kidBytes + String(pageRefs[page]).length + 1;
    const count = part.pages.length + 1;
    // The catalog and page tree take the two numbers above the source's largest: one more run,
    // unless the source's largest number is in the part.
    const allRuns = runs + (has(catalogRef.objectNumber - 1) ? 0 : 1);
    const entries = part.numbers.size + added.length + 2;
    const objects = objectBytes + catalog + emptyTree + kidBytes + digits(count) - 1;
    const xrefBody = 31 + allRuns * (digits(largest) + 1 + digits(entries) + 1) + 20 * entries;
    const body = header + objects;
    const trailer = `trailer\n<< /Size ${largest + 1} /Root ${catalogRef} >>\nstartxref\n${body}\n%%EOF\n`
      .length;
    return { size: body + xrefBody + trailer, added, objectBytes, kidBytes, runs };
  };
  const commit = (part: Part, page: number, next: ReturnType<typeof sizeWith>): Part => {
    for (const ref of next.added) part.numbers.add(ref.objectNumber);
    return {
      pages: [...part.pages, page + 1],
      numbers: part.numbers,
      objectBytes: next.objectBytes,
      kidBytes: next.kidBytes,
      runs: next.runs,
    };
  };

  const parts: number[][] = [];
  const oversized: number[] = [];
  let part = empty();
  for (let page = 0; page < pageRefs.length; page++) {
    let next = sizeWith(part, page);
    if (next.size > maxBytes && part.pages.length > 0) {
      parts.push(part.pages);
      part = empty();
      next = sizeWith(part, page);
    }
    part = commit(part, page, next);
    if (next.size > maxBytes) {
      // One page over the limit on its own: its own part, flagged.
      oversized.push(parts.length);
      parts.push(part.pages);
      part = empty();
    }
  }
  if (part.pages.length > 0) parts.push(part.pages);
  return { parts, oversized };
}
