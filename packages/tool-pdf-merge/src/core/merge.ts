import { baseName } from '@toolbox/pdf-kit/file-names';
import { addOutline, type NewOutlineEntry, type OutlineEntry, readOutline } from '@toolbox/pdf-kit/outline';
import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { readPdf, stripPageExtras } from '@toolbox/pdf-kit/pdf-io';
import { PdfWriter } from '@toolbox/pdf-kit/pdf-writer';
import {
  PDFContext,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFObjectCopier,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { METADATA_CREATOR, METADATA_PRODUCER } from './constants';
import type { MergeProgress } from './progress';

/** The page count shown in the file list; a file that is no readable PDF throws `PdfReadError`. */
export async function countPages(bytes: Uint8Array | ArrayBuffer, fileName: string): Promise<number> {
  return (await readPdf(bytes, fileName)).getPageCount();
}

export interface MergeSource {
  name: string;
  /** Pages to take, 1-based, in order (from `planMerge`). */
  pages: readonly number[];
  /** Reads the file; called once, when its turn comes, so only one file is in memory at a time. */
  read(): Promise<Uint8Array | ArrayBuffer>;
}

export interface MergeInput {
  files: readonly MergeSource[];
  title: string;
  quality: Quality;
  /** Receives the merged file's bytes in order (see `@toolbox/kit/byte-sink`). */
  write(chunk: Uint8Array): void;
  now?: Date;
  onProgress?(progress: MergeProgress): void;
  /**
   * One top-level bookmark per source file, titled with its name without `.pdf`, opening its
   * first page in the result; the file's own bookmarks nested under it (CONTEXT.md § Bookmarks).
   */
  bookmarks?: boolean;
  /**
   * Two files' pages alternately, A1 B1 A2 B2…, the rest of the longer appended; with
   * `reverseSecond`, the second file's pages are taken last first (CONTEXT.md § Interleave).
   */
  interleave?: { reverseSecond: boolean };
}

/**
 * Merges the chosen pages of each file, in order, into one PDF written chunk by chunk into
 * `write`, with the document information of CONTEXT.md § Metadata.
 *
 * Memory (CONTEXT.md § Memory): files are read one at a time; each file's pages are copied into
 * an output context with pdf-lib's object copier, then every copied object is written out and
 * dropped before the next file is read. The worker holds one source and its copy, never the
 * inputs together or the output as one array.
 *
 * Quality (CONTEXT.md § Quality) never re-renders a page: high copies pages as they are; medium
 * takes the thumbnails, editor data and XMP metadata off the source's pages before copying, so
 * those objects are never copied or written; low also compresses streams stored uncompressed and
 * packs the other objects into compressed object streams.
 *
 * A page that fails to copy is skipped with a console warning (CONTEXT.md § Errors); a merge in
 * which no page could be copied throws.
 */
export async function mergePdfs({
  files,
  title,
  quality,
  write,
  now = new Date(),
  onProgress,
  bookmarks = false,
  interleave,
}: MergeInput): Promise<void> {
  if (interleave && files.length !== 2) throw new Error('interleaving takes exactly two files');
  const output = PDFContext.create();
  const pagesRef = output.nextRef();
  const low = quality === 'low';
  const writer = new PdfWriter({
    write,
    compressStreams: low,
    objectStreams: low ? { allocate: () => output.nextRef().objectNumber } : undefined,
  });
  const total = files.reduce((sum, file) => sum + file.pages.length, 0);
  const kidsPerFile: PDFRef[][] = [];
  const outlines: Array<{ title: string; refs: Map<number, PDFRef>; entries: OutlineEntry[] }> = [];
  let copied = 0;
  let written = 0;
  const report = (fileName: string, writing: boolean) =>
    onProgress?.({ ratio: (copied + written) / (2 * total), copied, total, fileName, writing });

  for (const [fileIndex, original] of files.entries()) {
    const file =
      interleave?.reverseSecond && fileIndex === 1
        ? { ...original, pages: [...original.pages].reverse() }
        : original;
    // The bytes are not kept: pdf-lib copies what it needs while loading.
    const source = await readPdf(await file.read(), file.name);
    if (quality !== 'high') stripPageExtras(source);
    const kids: PDFRef[] = [];
    const refs = copyPages({
      source,
      output,
      pagesRef,
      file,
      kids,
      onPage: () => {
        copied += 1;
        report(file.name, false);
      },
    });
    kidsPerFile.push(kids);
    if (bookmarks) outlines.push({ title: baseName(file.name), refs, entries: readOutline(source) });
    // Everything copied from this file goes out now, and the output context is left empty. The
    // file's pages count as written in step with the objects written.
    const objects = output.enumerateIndirectObjects();
    const before = written;
    const pagesHere = file.pages.length;
    objects.forEach(([ref, object], index) => {
      writer.addObject(ref, object);
      output.delete(ref);
      const share = Math.floor(((index + 1) / objects.length) * pagesHere);
      if (before + share > written) {
        written = before + share;
        report(file.name, true);
      }
    });
    written = before + pagesHere;
  }
  const kids = interleave ? interleaved(kidsPerFile[0] ?? [], kidsPerFile[1] ?? []) : kidsPerFile.flat();
  if (kids.length === 0) throw new Error('no page could be copied');

  writer.addObject(pagesRef, output.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  const catalog = output.obj({ Type: 'Catalog', Pages: pagesRef });
  if (bookmarks) {
    const position = new Map(kids.map((ref, index) => [ref.objectNumber, index]));
    const entries = outlines.flatMap(({ title, refs, entries: own }) => {
      const pages = [...refs.values()].sort(
        (a, b) => (position.get(a.objectNumber) ?? 0) - (position.get(b.objectNumber) ?? 0),
      );
      const first = pages[0];
      return first ? [{ title, page: first, children: nestedOutline(own, refs) }] : [];
    });
    catalog.set(PDFName.of('Outlines'), addOutline(output, entries));
    catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
    for (const [ref, object] of output.enumerateIndirectObjects()) {
      writer.addObject(ref, object);
      output.delete(ref);
    }
  }
  const root = output.nextRef();
  writer.addObject(root, catalog);
  const info = output.nextRef();
  const date = PDFString.fromDate(now);
  writer.addObject(
    info,
    output.obj({
      Title: PDFHexString.fromText(title),
      Creator: PDFHexString.fromText(METADATA_CREATOR),
      Producer: PDFHexString.fromText(METADATA_PRODUCER),
      CreationDate: date,
      ModDate: date,
    }),
  );
  writer.end({ root, info });
}

/** A1 B1 A2 B2…, then the rest of the longer list (CONTEXT.md § Interleave). */
export function interleaved<T>(first: readonly T[], second: readonly T[]): T[] {
  const result: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) result.push(first[index] as T);
    if (index < second.length) result.push(second[index] as T);
  }
  return result;
}

/**
 * A source's own bookmarks for the merged file (CONTEXT.md § Bookmarks): each opens the copy of
 * its page, keeping its view; one whose page was not merged (or that opens no page) is left out
 * and its children take its place.
 */
function nestedOutline(entries: readonly OutlineEntry[], refs: Map<number, PDFRef>): NewOutlineEntry[] {
  return entries.flatMap((entry) => {
    const children = nestedOutline(entry.children, refs);
    const page = entry.pageIndex === undefined ? undefined : refs.get(entry.pageIndex);
    return page ? [{ title: entry.title, page, view: entry.view, children }] : children;
  });
}

/**
 * Copies a file's chosen pages into `output` under the page tree `pagesRef`, appending their
 * references to `kids`; returns each copied page's reference by its 0-based index in the source.
 * One copier per file, so an object the pages share (a font) is copied once.
 */
function copyPages({
  source,
  output,
  pagesRef,
  file,
  kids,
  onPage,
}: {
  source: PDFDocument;
  output: PDFContext;
  pagesRef: PDFRef;
  file: MergeSource;
  kids: PDFRef[];
  /** After each page, copied or skipped. */
  onPage(): void;
}): Map<number, PDFRef> {
  const copier = PDFObjectCopier.for(source.context, output);
  const refs = new Map<number, PDFRef>();
  const sourcePages = source.getPages();
  for (const number of file.pages) {
    try {
      const node = copier.copy(sourcePages[number - 1]?.node as PDFDict) as PDFDict;
      node.set(PDFName.of('Parent'), pagesRef);
      const ref = output.register(node);
      kids.push(ref);
      refs.set(number - 1, ref);
    } catch (error) {
      console.warn(`pdf-merge: skipped page ${number} of ${file.name}`, error);
    }
    onPage();
  }
  return refs;
}
