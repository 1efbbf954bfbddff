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
}: MergeInput): Promise<void> {
  const output = PDFContext.create();
  const pagesRef = output.nextRef();
  const low = quality === 'low';
  const writer = new PdfWriter({
    write,
    compressStreams: low,
    objectStreams: low ? { allocate: () => output.nextRef().objectNumber } : undefined,
  });
  const total = files.reduce((sum, file) => sum + file.pages.length, 0);
  const kids: PDFRef[] = [];
  let copied = 0;
  let written = 0;
  const report = (fileName: string, writing: boolean) =>
    onProgress?.({ ratio: (copied + written) / (2 * total), copied, total, fileName, writing });

  for (const file of files) {
    // The bytes are not kept: pdf-lib copies what it needs while loading.
    const source = await readPdf(await file.read(), file.name);
    if (quality !== 'high') stripPageExtras(source);
    copyPages({
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
  if (kids.length === 0) throw new Error('no page could be copied');

  writer.addObject(pagesRef, output.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  const root = output.nextRef();
  writer.addObject(root, output.obj({ Type: 'Catalog', Pages: pagesRef }));
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

/**
 * Copies a file's chosen pages into `output` under the page tree `pagesRef`, appending their
 * references to `kids`. One copier per file, so an object the pages share (a font) is copied once.
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
}): void {
  const copier = PDFObjectCopier.for(source.context, output);
  const sourcePages = source.getPages();
  for (const number of file.pages) {
    try {
      const node = copier.copy(sourcePages[number - 1]?.node as PDFDict) as PDFDict;
      node.set(PDFName.of('Parent'), pagesRef);
      kids.push(output.register(node));
    } catch (error) {
      console.warn(`pdf-merge: skipped page ${number} of ${file.name}`, error);
    }
    onPage();
  }
}
