// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { unlockErrorType } from './errors';
import { decryptPdf, inspectEncryption, type QpdfEngine } from './qpdf';
import { encryptWithQpdf, makePdf, startQpdfForTests } from './qpdf.test-helper';

let qpdf: QpdfEngine;
let plain: Uint8Array;

beforeAll(async () => {
  qpdf = await startQpdfForTests();
  plain = await makePdf(3);
});

function failureType(action: () => unknown) {
  try {
    action();
  } catch (error) {
    return unlockErrorType(error);
  }
  return 'no failure';
}

async function pageCount(pdf: Uint8Array) {
  // pdf-lib refuses encrypted files, so opening without ignoreEncryption proves the result is clear.
  return (await PDFDocument.load(pdf)).getPageCount();
}

const encryptions = [
  { name: 'RC4-128', bits: 128, aes: false },
  { name: 'AES-128', bits: 128, aes: true },
  { name: 'AES-256', bits: 256, aes: true },
] as const;

describe.each(encryptions)('a file encrypted by qpdf with $name', ({ bits, aes }) => {
  let locked: Uint8Array;
  beforeAll(() => {
    locked = encryptWithQpdf(plain, { user: 'open sesame', owner: 'owner-секрет', bits, aes });
  });

  it('is detected as needing a password', () => {
    expect(inspectEncryption(qpdf, locked)).toBe('password-required');
  });

  it('opens with the user password', async () => {
    expect(await pageCount(decryptPdf(qpdf, locked, 'open sesame'))).toBe(3);
  });

  it('opens with the owner password', async () => {
    expect(await pageCount(decryptPdf(qpdf, locked, 'owner-секрет'))).toBe(3);
  });

  it('refuses a wrong password with WRONG_PASSWORD', () => {
    expect(failureType(() => decryptPdf(qpdf, locked, 'open sesame!'))).toBe('WRONG_PASSWORD');
  });

  it('is still usable after a failure (the module is reused)', async () => {
    failureType(() => decryptPdf(qpdf, locked, 'nope'));
    expect(await pageCount(decryptPdf(qpdf, locked, 'open sesame'))).toBe(3);
  });
});

describe('files that need no password', () => {
  it('says NOT_ENCRYPTED for a plain PDF', () => {
    expect(failureType(() => inspectEncryption(qpdf, plain))).toBe('NOT_ENCRYPTED');
  });

  it('unlocks a file with only an owner password (restrictions) without any password', async () => {
    const restricted = encryptWithQpdf(plain, { user: '', owner: 'owner', bits: 256 });
    expect(inspectEncryption(qpdf, restricted)).toBe('restrictions-only');
    const unlocked = decryptPdf(qpdf, restricted, '');
    expect(await pageCount(unlocked)).toBe(3);
    expect(failureType(() => inspectEncryption(qpdf, unlocked))).toBe('NOT_ENCRYPTED');
  });
});

describe('files that are not PDFs', () => {
  it('gives LOAD_ERROR for text and for a truncated PDF', () => {
    expect(failureType(() => inspectEncryption(qpdf, new TextEncoder().encode('not a pdf')))).toBe(
      'LOAD_ERROR',
    );
    const locked = encryptWithQpdf(plain, { user: 'u', owner: 'o', bits: 256 });
    expect(failureType(() => inspectEncryption(qpdf, locked.slice(0, 200)))).toBe('LOAD_ERROR');
  });

  it('gives PROCESSING_ERROR when decrypting garbage', () => {
    expect(failureType(() => decryptPdf(qpdf, new TextEncoder().encode('%PDF-1.7 junk'), 'x'))).toBe(
      'PROCESSING_ERROR',
    );
  });
});
