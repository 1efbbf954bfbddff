// @vitest-environment node

import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { unlockErrorType } from '../core/errors';
import { encryptWithQpdf, makePdf, startQpdfForTests } from '../core/qpdf.test-helper';
import { createUnlockApi } from './api';

describe('the worker api', () => {
  it('inspects and decrypts a Blob, starting qpdf once and reporting the decrypting step', async () => {
    const start = vi.fn(startQpdfForTests);
    const api = createUnlockApi(start);
    const locked = encryptWithQpdf(await makePdf(2), { user: 'pw', owner: 'own', bits: 256 });
    const file = new Blob([locked as BlobPart], { type: 'application/pdf' });
    expect(await api.inspect({ file })).toBe('password-required');
    const steps: Array<[number, string | undefined]> = [];
    const result = (await api.decrypt(
      { file, password: 'pw' },
      { progress: (ratio, stage) => steps.push([ratio, stage]) },
    )) as unknown as { value: Uint8Array; transfer: ArrayBuffer[] };
    expect(steps).toEqual([[0.4, 'decrypting']]);
    expect(result.transfer).toEqual([result.value.buffer]);
    expect((await PDFDocument.load(result.value)).getPageCount()).toBe(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('passes the error type of a failure through', async () => {
    const api = createUnlockApi(startQpdfForTests);
    const file = new Blob([(await makePdf(1)) as BlobPart], { type: 'application/pdf' });
    await expect(api.inspect({ file })).rejects.toSatisfy(
      (error) => unlockErrorType(error) === 'NOT_ENCRYPTED',
    );
  });

  it('tries to start qpdf again after a failed start', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('fetch failed'))
      .mockImplementation(startQpdfForTests);
    const api = createUnlockApi(start);
    const file = new Blob([(await makePdf(1)) as BlobPart]);
    await expect(api.inspect({ file })).rejects.toThrow('fetch failed');
    await expect(api.inspect({ file })).rejects.toThrow('NOT_ENCRYPTED');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('unlocks several files, each with its own result, and zips them (CONTEXT.md § Batch)', async () => {
    const api = createUnlockApi(startQpdfForTests);
    const plain = await makePdf(2);
    const locked = encryptWithQpdf(plain, { user: 'pw', owner: 'own', bits: 256 });
    const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: 'application/pdf' });
    const stages: string[] = [];
    const results = await api.unlockMany(
      {
        items: [
          { file: blob(locked), name: 'a.pdf', password: 'pw' },
          { file: blob(locked), name: 'b.pdf', password: 'wrong' },
          { file: blob(plain), name: 'c.pdf', password: 'pw' },
          { file: blob(new TextEncoder().encode('junk')), name: 'd.pdf', password: 'pw' },
        ],
      },
      { progress: (_ratio, stage) => stages.push(String(stage)) },
    );
    expect(results.map((result) => (result.status === 'failed' ? result.error : result.status))).toEqual([
      'unlocked',
      'WRONG_PASSWORD',
      'not-encrypted',
      'LOAD_ERROR',
    ]);
    expect(stages.map((stage) => JSON.parse(stage).name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', '']);
    const unlocked = results[0] as { file: Blob };
    const zip = await api.zip(
      {
        files: [
          { name: 'a-unlocked.pdf', blob: unlocked.file },
          { name: 'c.pdf', blob: blob(plain) },
        ],
      },
      { progress: () => undefined },
    );
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['a-unlocked.pdf', 'c.pdf']);
    expect((await PDFDocument.load(files['a-unlocked.pdf'] as Uint8Array)).getPageCount()).toBe(2);
    expect(files['c.pdf']).toEqual(plain);
  });
});
