import { type PdfReadError, readPdf } from '@toolbox/pdf-kit/pdf-file';
import { createPdfDocument, savePdfDocument } from '@toolbox/pdf-kit/pdf-io';
import { type PDFDocument, PDFName } from 'pdf-lib';
import { METADATA_CREATOR, METADATA_PRODUCER, type Quality } from './constants';

/**
 * Reads a file with the kit's tuned pdf-lib options (decision 007). A file that is not a readable
 * PDF throws the kit's `PdfReadError` naming it, `problem` telling invalid from encrypted.
 */
export function loadPdf(bytes: Uint8Array | ArrayBuffer, fileName: string): Promise<PDFDocument> {
  return readPdf(bytes, fileName);
}

export type { PdfReadError };

/** The page count shown in the file list. */
export async function countPages(bytes: Uint8Array | ArrayBuffer, fileName: string): Promise<number> {
  return (await loadPdf(bytes, fileName)).getPageCount();
}

export interface MergeInput {
  files: ReadonlyArray<{ name: string; bytes: Uint8Array | ArrayBuffer; pages: readonly number[] }>;
  title: string;
  quality: Quality;
  now?: Date;
  /** After each page: pages copied so far, the total, and the file being copied. */
  onProgress?(copied: number, total: number, fileName: string): void;
}

/** Page keys left out below high quality: embedded thumbnails, editor private data, page XMP. */
const EXTRAS = ['Thumb', 'PieceInfo', 'Metadata'].map((key) => PDFName.of(key));

/**
 * One PDF of the chosen pages of each file, in order (pages 1-based), with the spec's metadata:
 * title = output name, creator and producer labels, creation date. A page that fails to copy is
 * skipped (spec A § 8: logged only).
 *
 * Quality (spec: effect not shown) never re-renders a page: high copies pages as they are; medium
 * also leaves out page thumbnails, editor private data and page XMP metadata; low additionally packs
 * objects into compressed object streams (a smaller file, a slower save).
 */
export async function mergePdfs({
  files,
  title,
  quality,
  now = new Date(),
  onProgress,
}: MergeInput): Promise<Uint8Array> {
  const output = await createPdfDocument();
  const total = files.reduce((sum, file) => sum + file.pages.length, 0);
  let copied = 0;
  for (const file of files) {
    const source = await loadPdf(file.bytes, file.name);
    const indices = file.pages.map((page) => page - 1);
    let pages: Awaited<ReturnType<typeof output.copyPages>> = [];
    try {
      pages = await output.copyPages(source, indices);
    } catch (error) {
      // One bad page must not sink the whole copy: retry page by page, skipping failures.
      console.warn(`pdf-merge: copying ${file.name} page by page`, error);
      for (const index of indices) {
        try {
          pages.push(...(await output.copyPages(source, [index])));
        } catch (pageError) {
          console.warn(`pdf-merge: skipped page ${index + 1} of ${file.name}`, pageError);
        }
      }
    }
    for (const page of pages) {
      if (quality !== 'high') for (const key of EXTRAS) page.node.delete(key);
      output.addPage(page);
      copied += 1;
      onProgress?.(copied, total, file.name);
    }
  }
  output.setTitle(title);
  output.setCreator(METADATA_CREATOR);
  output.setProducer(METADATA_PRODUCER);
  output.setCreationDate(now);
  output.setModificationDate(now);
  return savePdfDocument(output, { useObjectStreams: quality === 'low' });
}
