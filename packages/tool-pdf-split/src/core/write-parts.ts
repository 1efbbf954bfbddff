import { zlibSync } from 'fflate';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPageLeaf,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import type { Quality } from './constants';

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
 */

/** Page keys dropped below high quality: embedded thumbnails, editing-app private data, page XMP. */
const EXTRAS = ['Thumb', 'PieceInfo', 'Metadata'].map((key) => PDFName.of(key));
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));
const TYPE = PDFName.of('Type');
const PARENT = PDFName.of('Parent');
const LENGTH = PDFName.of('Length');
const FILTER = PDFName.of('Filter');
const PAGE = PDFName.of('Page');
const PAGES = PDFName.of('Pages');
const CATALOG = PDFName.of('Catalog');

const encoder = new TextEncoder();

export interface WritePartsInput {
  /** The source, loaded once for the whole split. */
  source: PDFDocument;
  /** Each part's pages, 1-based, in output order. */
  parts: readonly (readonly number[])[];
  quality: Quality;
  /** Receives each part as soon as it is written (its index is 0-based). */
  onPart(bytes: Uint8Array, index: number): void;
}

/** Writes every part in order; see the file comment for how. */
export function writeParts({ source, parts, quality, onPart }: WritePartsInput): void {
  const context = source.context;
  const pageRefs = source.getPages().map((page) => page.ref);
  const catalogNumber = context.largestObjectNumber + 1;
  const pagesRef = PDFRef.of(catalogNumber + 1);
  const keepExtras = quality === 'high';
  const compress = quality === 'low';
  // The comment line of four bytes above 127 tells transfer tools the file is binary.
  const headerBytes = concat([encoder.encode(`%PDF-${pdfVersion(source)}\n%`), BINARY_MARK]);

  // Pass 1: each part's objects, and how many parts use each, so bytes are kept only while needed.
  const closures: PDFRef[][] = [];
  const uses = new Map<number, number>();
  const children = new Map<number, PDFRef[] | null>();
  const pageNumbers = new Set(pageRefs.map((ref) => ref.objectNumber));
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

  const cache = new Map<number, Uint8Array>();
  const serialise = (ref: PDFRef): Uint8Array => {
    const number = ref.objectNumber;
    const cached = cache.get(number);
    const bytes =
      cached ??
      serialiseObject({ context, ref, isPage: pageNumbers.has(number), pagesRef, keepExtras, compress });
    const left = (uses.get(number) ?? 1) - 1;
    uses.set(number, left);
    if (left > 0 && !cached) cache.set(number, bytes);
    else if (left <= 0) cache.delete(number);
    return bytes;
  };

  parts.forEach((pages, index) => {
    const closure = closures[index] as PDFRef[];
    const kids = pages.map((page) => `${(pageRefs[page - 1] as PDFRef).toString()}`).join(' ');
    const objects: WrittenObject[] = closure.map((ref) => ({
      number: ref.objectNumber,
      generation: ref.generationNumber,
      bytes: serialise(ref),
    }));
    // Above every source number, so the list stays sorted for the cross-reference table.
    objects.push(
      {
        number: catalogNumber,
        generation: 0,
        bytes: encoder.encode(`${catalogNumber} 0 obj\n<< /Type /Catalog /Pages ${pagesRef} >>\nendobj\n`),
      },
      {
        number: pagesRef.objectNumber,
        generation: 0,
        bytes: encoder.encode(
          `${pagesRef.objectNumber} 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>\nendobj\n`,
        ),
      },
    );
    onPart(assemble({ header: headerBytes, objects, catalogNumber }), index);
    closures[index] = [];
  });
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
function collectObjects({
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

function serialiseObject({
  context,
  ref,
  isPage,
  pagesRef,
  keepExtras,
  compress,
}: {
  context: PDFContext;
  ref: PDFRef;
  isPage: boolean;
  pagesRef: PDFRef;
  keepExtras: boolean;
  compress: boolean;
}): Uint8Array {
  let object = context.lookup(ref) as PDFObject;
  if (isPage) object = pageDict({ context, page: object as PDFPageLeaf, pagesRef, keepExtras });
  else if (compress && object instanceof PDFRawStream && !object.dict.has(FILTER)) {
    const dict = object.dict.clone(context);
    dict.set(FILTER, PDFName.of('FlateDecode'));
    // FlateDecode is zlib (RFC 1950), not raw deflate.
    object = PDFRawStream.of(dict, zlibSync(object.contents, { level: 6 }));
  } else if (object instanceof PDFStream) {
    // updateDict would write the direct /Length into the shared source dictionary; do it on a copy.
    object = PDFRawStream.of(
      object.dict.clone(context),
      object instanceof PDFRawStream ? object.contents : object.getContents(),
    );
  }
  const head = encoder.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
  const size = object.sizeInBytes();
  const bytes = new Uint8Array(head.length + size + 8);
  bytes.set(head, 0);
  object.copyBytesInto(bytes, head.length);
  bytes.set(ENDOBJ, head.length + size);
  return bytes;
}

const ENDOBJ = encoder.encode('\nendobj\n');
const BINARY_MARK = new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);

interface WrittenObject {
  number: number;
  generation: number;
  /** `n g obj ... endobj`, ready to copy. */
  bytes: Uint8Array;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The page's dictionary for a part: under the part's page tree, inherited attributes made its own. */
function pageDict({
  context,
  page,
  pagesRef,
  keepExtras,
}: {
  context: PDFContext;
  page: PDFPageLeaf;
  pagesRef: PDFRef;
  keepExtras: boolean;
}): PDFDict {
  const map = new Map<PDFName, PDFObject>();
  for (const [key, value] of page.entries()) {
    if (key === PARENT || (!keepExtras && EXTRAS.includes(key))) continue;
    map.set(key, value);
  }
  for (const key of INHERITED) {
    if (!map.has(key)) {
      const inherited = page.getInheritableAttribute(key);
      if (inherited) map.set(key, inherited);
    }
  }
  map.set(PARENT, pagesRef);
  return PDFDict.fromMapWithContext(map, context);
}

/** Header, objects, a cross-reference table with one subsection per run of numbers, trailer. */
function assemble({
  header,
  objects,
  catalogNumber,
}: {
  header: Uint8Array;
  objects: WrittenObject[];
  catalogNumber: number;
}): Uint8Array {
  const offsets: number[] = [];
  let offset = header.length;
  for (const { bytes } of objects) {
    offsets.push(offset);
    offset += bytes.length;
  }
  const xrefAt = offset;
  // Object 0 heads the free list; then each run of consecutive numbers is one subsection.
  const lines = ['xref\n0 1\n0000000000 65535 f\r\n'];
  let index = 0;
  while (index < objects.length) {
    let end = index + 1;
    while (end < objects.length && objects[end]?.number === (objects[end - 1]?.number ?? 0) + 1) end++;
    lines.push(`${objects[index]?.number} ${end - index}\n`);
    for (let at = index; at < end; at++) {
      const generation = String(objects[at]?.generation ?? 0).padStart(5, '0');
      lines.push(`${String(offsets[at]).padStart(10, '0')} ${generation} n\r\n`);
    }
    index = end;
  }
  lines.push(
    `trailer\n<< /Size ${catalogNumber + 2} /Root ${catalogNumber} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return concat([header, ...objects.map((object) => object.bytes), encoder.encode(lines.join(''))]);
}
