import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { stripPageExtras } from '@toolbox/pdf-kit/pdf-io';
import { PdfWriter, serialiseObject } from '@toolbox/pdf-kit/pdf-writer';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPageLeaf,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/**
 * Writes the parts of a split straight from the loaded source, without pdf-lib's copy-and-save.
 *
 * Every part keeps the source's object numbers, so an object (a shared font, an image used on
 * every page) serialises to the same bytes in every part: it is serialised once and its bytes are
 * reused while a later part still needs it. Each part adds a new catalog and page tree under two
 * fresh numbers above the source's largest, the same two in every part, so a page's own dictionary
 * (its /Parent rewritten, inherited attributes made explicit) is identical in every part too.
 * Object numbers a part does not use are simply absent from its cross-reference table (legal: a
 * PDF may have gaps), and a reference to one of them (a link to a page of another part) reads as
 * null, as the PDF specification says for undefined objects (ISO 32000-1 § 7.3.10).
 *
 * Each part goes out as chunks (`pdf-kit`'s PdfWriter): a shared object's cached bytes are handed
 * on as they are, never copied into one array per part.
 */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));
const TYPE = PDFName.of('Type');
const PARENT = PDFName.of('Parent');
const LENGTH = PDFName.of('Length');
const PAGE = PDFName.of('Page');
const PAGES = PDFName.of('Pages');
const CATALOG = PDFName.of('Catalog');

export interface WritePartsInput {
  /** The source, loaded once for the whole split. */
  source: PDFDocument;
  /** Each part's pages, 1-based, in output order. */
  parts: readonly (readonly number[])[];
  quality: Quality;
  /**
   * Receives each part as soon as it is written, as the chunks of its bytes in order (its index
   * is 0-based). The chunks may be shared with later parts: they must not be changed.
   */
  onPart(chunks: Uint8Array[], index: number): void;
}

/**
 * Writes every part in order; see the file comment for how. Below high quality the source's pages
 * lose their thumbnails, editor data and XMP metadata first, so those objects are never written
 * (CONTEXT.md § Quality).
 */
export function writeParts({ source, parts, quality, onPart }: WritePartsInput): void {
  if (quality !== 'high') stripPageExtras(source);
  const layout = partLayout(source);
  const { context, pageRefs, catalogRef, pagesRef, version } = layout;
  const compressStreams = quality === 'low';

  // Pass 1: each part's objects, and how many parts use each, so bytes are kept only while needed.
  const closures: PDFRef[][] = [];
  const uses = new Map<number, number>();
  const children = new Map<number, PDFRef[] | null>();
  for (const pages of parts) {
    const own = new Set(pages.map((page) => pageRefs[page - 1]?.objectNumber ?? -1));
    const closure = collectObjects({
      context,
      pageRefs: pages.map((page) => pageRefs[page - 1]),
      own,
      children,
    });
    closures.push(closure);
    for (const ref of closure) uses.set(ref.objectNumber, (uses.get(ref.objectNumber) ?? 0) + 1);
  }

  const cache = new Map<number, Uint8Array[]>();
  const serialise = (ref: PDFRef): Uint8Array[] => {
    const number = ref.objectNumber;
    const cached = cache.get(number);
    const bytes =
      cached ??
      (layout.isPage(ref)
        ? serialiseObject(ref, layout.pageDict(context.lookup(ref) as PDFPageLeaf))
        : serialiseObject(ref, context.lookup(ref) as PDFObject, { compressStreams }));
    const left = (uses.get(number) ?? 1) - 1;
    uses.set(number, left);
    if (left > 0 && !cached) cache.set(number, bytes);
    else if (left <= 0) cache.delete(number);
    return bytes;
  };

  parts.forEach((pages, index) => {
    const chunks: Uint8Array[] = [];
    const writer = new PdfWriter({ write: (chunk) => chunks.push(chunk), version });
    // Ascending numbers, and the part's catalog and page tree above every source number, so the
    // cross-reference table is written in order.
    for (const ref of closures[index] as PDFRef[]) writer.addSerialised(ref, serialise(ref));
    const kids = pages.map((page) => pageRefs[page - 1] as PDFRef);
    writer.addObject(catalogRef, context.obj({ Type: 'Catalog', Pages: pagesRef }));
    writer.addObject(pagesRef, context.obj({ Type: 'Pages', Kids: kids, Count: pages.length }));
    writer.end({ root: catalogRef });
    closures[index] = [];
    onPart(chunks, index);
  });
}

/**
 * What every part of a split shares: the source's pages, the two numbers above the source's
 * largest that each part's catalog and page tree take, the header's version, and each page's
 * dictionary as a part writes it (also what `planPartsBySize` measures).
 */
export function partLayout(source: PDFDocument) {
  const context = source.context;
  const pageRefs = source.getPages().map((page) => page.ref);
  const catalogRef = PDFRef.of(context.largestObjectNumber + 1);
  const pagesRef = PDFRef.of(catalogRef.objectNumber + 1);
  const pageNumbers = new Set(pageRefs.map((ref) => ref.objectNumber));
  return {
    context,
    pageRefs,
    catalogRef,
    pagesRef,
    version: pdfVersion(source),
    isPage: (ref: PDFRef) => pageNumbers.has(ref.objectNumber),
    pageDict: (page: PDFPageLeaf) => pageDict({ context, page, pagesRef }),
  };
}

function pdfVersion(source: PDFDocument): string {
  const match = /^%PDF-(\d\.\d)/.exec(source.context.header.toString());
  return match?.[1] ?? '1.7';
}

/**
 * The indirect objects a part needs, sorted by number: its pages and all they reach. Each object's
 * direct references are found once for the whole split (`children`), so a shared font's long
 * /Widths array is walked once, not once per part.
 */
export function collectObjects({
  context,
  pageRefs,
  own,
  children,
}: {
  context: PDFContext;
  pageRefs: readonly (PDFRef | undefined)[];
  own: Set<number>;
  children: Map<number, PDFRef[] | null>;
}): PDFRef[] {
  const seen = new Map<number, PDFRef>();
  const queue: PDFRef[] = [];
  for (const ref of pageRefs) {
    if (!ref) continue;
    seen.set(ref.objectNumber, ref);
    const page = context.lookup(ref) as PDFPageLeaf;
    const values: PDFObject[] = [];
    for (const [key, value] of page.entries()) if (key !== PARENT) values.push(value);
    for (const key of INHERITED) {
      if (!page.has(key)) {
        const inherited = page.getInheritableAttribute(key);
        if (inherited) values.push(inherited);
      }
    }
    queue.push(...refsIn(values));
  }
  while (queue.length > 0) {
    const ref = queue.pop() as PDFRef;
    if (seen.has(ref.objectNumber)) continue;
    let refs = children.get(ref.objectNumber);
    if (refs === undefined) {
      refs = childRefs(context, ref);
      children.set(ref.objectNumber, refs);
    }
    // null: never taken (a page tree, the catalog, or missing).
    if (refs === null) continue;
    if (own.size > 0 && isPage(context, ref) && !own.has(ref.objectNumber)) continue;
    seen.set(ref.objectNumber, ref);
    for (const child of refs) if (!seen.has(child.objectNumber)) queue.push(child);
  }
  return [...seen.values()].sort((a, b) => a.objectNumber - b.objectNumber);
}

function isPage(context: PDFContext, ref: PDFRef): boolean {
  const target = context.lookup(ref);
  return target instanceof PDFDict && target.get(TYPE) === PAGE;
}

/** The references in one indirect object's body, or null for objects a part never takes. */
function childRefs(context: PDFContext, ref: PDFRef): PDFRef[] | null {
  const target = context.lookup(ref);
  if (target === undefined) return null;
  const dict = target instanceof PDFDict ? target : target instanceof PDFStream ? target.dict : undefined;
  const type = dict?.get(TYPE);
  if (type === PAGES || type === CATALOG) return null;
  // Another part's page is cut off, but its references matter when it is this part's own page.
  if (type === PAGE) return [];
  if (target instanceof PDFStream) {
    // The stream's /Length is rewritten as a direct number when it is serialised.
    const values: PDFObject[] = [];
    for (const [key, value] of target.dict.entries()) if (key !== LENGTH) values.push(value);
    return refsIn(values);
  }
  return refsIn([target]);
}

function refsIn(roots: PDFObject[]): PDFRef[] {
  const refs: PDFRef[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const object = stack.pop() as PDFObject;
    if (object instanceof PDFRef) refs.push(object);
    else if (object instanceof PDFDict) for (const [, value] of object.entries()) stack.push(value);
    else if (object instanceof PDFArray) for (const value of object.asArray()) stack.push(value);
  }
  return refs;
}

/** The page's dictionary for a part: under the part's page tree, inherited attributes made its own. */
function pageDict({
  context,
  page,
  pagesRef,
}: {
  context: PDFContext;
  page: PDFPageLeaf;
  pagesRef: PDFRef;
}): PDFDict {
  const map = new Map<PDFName, PDFObject>();
  for (const [key, value] of page.entries()) if (key !== PARENT) map.set(key, value);
  for (const key of INHERITED) {
    if (!map.has(key)) {
      const inherited = page.getInheritableAttribute(key);
      if (inherited) map.set(key, inherited);
    }
  }
  map.set(PARENT, pagesRef);
  return PDFDict.fromMapWithContext(map, context);
}
