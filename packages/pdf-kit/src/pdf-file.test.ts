import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  classifyLoadError,
  isOverLimit,
  isPdfFile,
  MERGE_MAX_FILE_BYTES,
  PDF_MIME_TYPE,
  PdfReadError,
  pdfReadProblemOf,
  readPdf,
  SPLIT_WARNING_BYTES,
} from './pdf-file';

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

describe('file rules (spec A § 5, § 9)', () => {
  it.each([
    [PDF_MIME_TYPE, true],
    ['application/x-pdf', false],
    ['text/plain', false],
    ['', false],
  ])('type %j is a PDF: %s', (type, expected) => {
    expect(isPdfFile({ type })).toBe(expected);
  });

  it('names the limits in bytes', () => {
    expect(PDF_MIME_TYPE).toBe('application/pdf');
    expect(MERGE_MAX_FILE_BYTES).toBe(52_428_800);
    expect(SPLIT_WARNING_BYTES).toBe(104_857_600);
  });

  it.each([
    [MERGE_MAX_FILE_BYTES, false],
    [MERGE_MAX_FILE_BYTES + 1, true],
    [0, false],
  ])('a file of %i bytes is over 50 MB: %s', (size, expected) => {
    expect(isOverLimit({ size }, MERGE_MAX_FILE_BYTES)).toBe(expected);
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

  it.each([
    [new PdfReadError('a.pdf', 'encrypted'), 'encrypted'],
    [new PdfReadError('a.pdf', 'invalid'), 'invalid'],
    // As the worker bridge hands it back: a plain Error with the name and message.
    [Object.assign(new Error('encrypted PDF: a.pdf'), { name: 'PdfReadError' }), 'encrypted'],
    [Object.assign(new Error('invalid PDF: a.pdf'), { name: 'PdfReadError' }), 'invalid'],
    [new Error('encrypted PDF: a.pdf'), undefined],
    ['x', undefined],
  ])('reads the problem of %o as %s', (error, expected) => {
    expect(pdfReadProblemOf(error)).toBe(expected);
  });
});
