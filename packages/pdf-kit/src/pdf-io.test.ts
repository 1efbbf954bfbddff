import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfReadError } from './pdf-file';
import {
  classifyLoadError,
  LOAD_OPTIONS,
  loadPdfDocument,
  PAGE_EXTRAS,
  readPdf,
  stripPageExtras,
} from './pdf-io';

async function pdfWithPages(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page++) document.addPage([100, 100]);
  return document.save();
}

/** A PDF whose trailer points at an /Encrypt dictionary, which pdf-lib refuses to load. */
async function encryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([100, 100]);
  const encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2, O: 'x', U: 'y', P: -4 });
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  return document.save({ useObjectStreams: false });
}

describe('loadPdfDocument', () => {
  it('is tuned for a worker: no per-tick yielding, no metadata rewrite', async () => {
    expect(LOAD_OPTIONS.updateMetadata).toBe(false);
    const document = await loadPdfDocument(await pdfWithPages(2));
    expect(document.getPageCount()).toBe(2);
  });
});

describe('readPdf', () => {
  it('reads a real PDF', async () => {
    expect((await readPdf(await pdfWithPages(3), 'a.pdf')).getPageCount()).toBe(3);
  });

  it.each([
    ['text', new TextEncoder().encode('not a pdf at all')],
    ['empty', new Uint8Array()],
  ])('classifies %s bytes as invalid, naming the file', async (_name, bytes) => {
    const error = await readPdf(bytes, 'bad.pdf').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error).toMatchObject({ fileName: 'bad.pdf', problem: 'invalid' });
  });

  it('classifies a PDF with no page as invalid', async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    await expect(readPdf(empty, 'empty.pdf')).rejects.toMatchObject({ problem: 'invalid' });
  });

  it('classifies an encrypted PDF as encrypted, or reads its structure when allowed', async () => {
    const bytes = await encryptedPdf();
    await expect(readPdf(bytes, 'locked.pdf')).rejects.toMatchObject({
      fileName: 'locked.pdf',
      problem: 'encrypted',
    });
    expect((await readPdf(bytes, 'locked.pdf', { allowEncrypted: true })).getPageCount()).toBe(1);
  });

  it('classifies any other error as invalid', () => {
    expect(classifyLoadError(new Error('x'))).toBe('invalid');
    expect(classifyLoadError('x')).toBe('invalid');
  });
});

describe('stripPageExtras', () => {
  it('takes thumbnails, editor data and page metadata off every page, and nothing else', async () => {
    const document = await PDFDocument.load(await pdfWithPages(3));
    for (const page of document.getPages()) {
      for (const key of [...PAGE_EXTRAS, 'Rotate']) page.node.set(PDFName.of(key), document.context.obj(0));
    }
    stripPageExtras(document);
    for (const page of document.getPages()) {
      expect(PAGE_EXTRAS.filter((key) => page.node.has(PDFName.of(key)))).toEqual([]);
      expect(page.node.has(PDFName.of('Rotate'))).toBe(true);
    }
  });
});
