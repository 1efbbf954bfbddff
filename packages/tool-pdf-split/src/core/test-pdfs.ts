import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Page N of a test PDF is 200 + N points wide, so a part's pages can be read back from widths. */
export const widthOf = (page: number) => 200 + page;

/** A real PDF of `pageCount` pages, each with "Page N" in one shared font. */
export async function makePdf(pageCount: number): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pageCount; page++) {
    document.addPage([widthOf(page), 300]).drawText(`Page ${page}`, { x: 20, y: 150, size: 18, font });
  }
  return (await document.save()) as Uint8Array<ArrayBuffer>;
}

/** The original page numbers inside a part, read back from the page widths. */
export async function pagesOf(bytes: Uint8Array): Promise<number[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => Math.round(page.getWidth()) - 200);
}
