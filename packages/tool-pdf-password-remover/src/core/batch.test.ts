// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchFileNames, batchZipName, passwordFor } from './batch';
import type { QpdfEngine } from './qpdf';
import { encryptWithQpdf, makePdf, startQpdfForTests } from './qpdf.test-helper';
import { unlockBatchFile } from './unlock-batch-file';

let qpdf: QpdfEngine;
let plain: Uint8Array;
beforeAll(async () => {
  qpdf = await startQpdfForTests();
  plain = await makePdf(2);
});

describe('one file of a batch (CONTEXT.md § Batch)', () => {
  it('decrypts with the password, giving a file that opens without one', async () => {
    const locked = encryptWithQpdf(plain, { user: 'pw', owner: 'own', bits: 256 });
    const outcome = unlockBatchFile(qpdf, locked, 'pw');
    expect(outcome.status).toBe('unlocked');
    if (outcome.status === 'unlocked') expect((await PDFDocument.load(outcome.bytes)).getPageCount()).toBe(2);
  });

  it('gives each failure as the file’s outcome instead of throwing', () => {
    const locked = encryptWithQpdf(plain, { user: 'pw', owner: 'own', bits: 128, aes: true });
    expect(unlockBatchFile(qpdf, locked, 'nope')).toEqual({ status: 'failed', error: 'WRONG_PASSWORD' });
    expect(unlockBatchFile(qpdf, locked, ' ')).toEqual({ status: 'failed', error: 'PASSWORD_REQUIRED' });
    expect(unlockBatchFile(qpdf, new TextEncoder().encode('not a pdf'), 'pw')).toEqual({
      status: 'failed',
      error: 'LOAD_ERROR',
    });
  });

  it('passes a file that is not encrypted on unchanged, and opens one with restrictions only without a password', async () => {
    expect(unlockBatchFile(qpdf, plain, 'pw')).toEqual({ status: 'not-encrypted' });
    const restricted = encryptWithQpdf(plain, { user: '', owner: 'owner', bits: 256 });
    const outcome = unlockBatchFile(qpdf, restricted, 'anything');
    expect(outcome.status).toBe('unlocked');
  });

  it('tries a file’s own password, when typed, before the common one', () => {
    expect(passwordFor(undefined, 'common')).toBe('common');
    expect(passwordFor('  ', 'common')).toBe('common');
    expect(passwordFor(' own ', 'common')).toBe(' own ');
  });

  it('names outputs -unlocked (unchanged files keep their name), unique, safe', () => {
    expect(
      batchFileNames([
        { name: 'a.pdf', unchanged: false },
        { name: 'A.PDF', unchanged: false },
        { name: 'plain.pdf', unchanged: true },
        { name: 'x:y.pdf', unchanged: false },
      ]),
    ).toEqual(['a-unlocked.pdf', 'A-unlocked (2).pdf', 'plain.pdf', 'x_y-unlocked.pdf']);
    expect(batchZipName(new Date(2026, 10, 2, 9, 5, 7))).toBe('unlocked-pdfs-2026-11-02_09-05-07.zip');
  });
});
