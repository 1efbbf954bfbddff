import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUALITY,
  isOverLimit,
  isPdfFile,
  MERGE_MAX_FILE_BYTES,
  PDF_ACCEPT,
  PDF_MIME_TYPE,
  PdfReadError,
  pdfReadProblemOf,
  qualities,
  SPLIT_WARNING_BYTES,
} from './pdf-file';

describe('file rules (CONTEXT.md § File type, § Limits)', () => {
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

  it('offers PDFs in the file picker, by type and by name', () => {
    expect(PDF_ACCEPT).toBe('application/pdf,.pdf');
  });

  it('has the three qualities, high by default', () => {
    expect(qualities).toEqual(['high', 'medium', 'low']);
    expect(DEFAULT_QUALITY).toBe('high');
  });
});

describe('pdfReadProblemOf', () => {
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
