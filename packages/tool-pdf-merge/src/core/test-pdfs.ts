import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A real PDF whose pages can be told apart: page n is `100 + n` points wide and `height` high (one
 * height per test file), and says "<label> page n".
 */
export async function makePdf(label: string, pages: number, height = 300): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    document.addPage([100 + page, height]).drawText(`${label} page ${page}`, { x: 10, y: 20, size: 8, font });
  }
  return document.save();
}

/** Each page of a PDF as `<height>:<page>` (its height names the file, its width the page). */
export async function pageLabels(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document
    .getPages()
    .map((page) => `${Math.round(page.getHeight())}:${Math.round(page.getWidth()) - 100}`);
}
