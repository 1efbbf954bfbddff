import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { makePdf, pagesOf } from '../core/test-pdfs';
import { pdfSplitApi } from './api';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('worker api', () => {
  it('counts pages', async () => {
    expect(await pdfSplitApi.countPages({ file: new Blob([await makePdf(4)]) })).toBe(4);
  });

  it('splits into a ZIP Blob, loading the source once, and reports the finished part as the stage', async () => {
    const stages: (string | undefined)[] = [];
    const file = new Blob([await makePdf(5)]);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      const packed = await pdfSplitApi.split(
        {
          file,
          parts: [[1, 2], [3, 4], [5]],
          namePattern: 'part-{n}',
          quality: 'high',
          zipName: 'doc-split-2026-11-22_10-00-00.zip',
        },
        { progress: (_ratio, stage) => stages.push(stage) },
      );
      expect(load).toHaveBeenCalledTimes(1);
      expect(packed.kind).toBe('zip');
      if (packed.kind !== 'zip') return;
      expect(packed.name).toBe('doc-split-2026-11-22_10-00-00.zip');
      expect(packed.file.type).toBe('application/zip');
      const files = unzipSync(await bytesOf(packed.file));
      expect(Object.keys(files)).toEqual(['part-1.pdf', 'part-2.pdf', 'part-3.pdf']);
      expect(await pagesOf(files['part-3.pdf'] as Uint8Array)).toEqual([5]);
      expect(stages).toEqual(['1', '2', '3']);
    } finally {
      load.mockRestore();
    }
  });

  it('gives one PDF Blob for one part', async () => {
    const packed = await pdfSplitApi.split(
      {
        file: new Blob([await makePdf(3)]),
        parts: [[2, 3]],
        namePattern: 'x-{n}',
        quality: 'high',
        zipName: 'z.zip',
      },
      { progress: () => undefined },
    );
    expect(packed.kind).toBe('single');
    if (packed.kind === 'single') {
      expect(packed.name).toBe('x-1.pdf');
      expect(packed.file.type).toBe('application/pdf');
      expect(await pagesOf(await bytesOf(packed.file))).toEqual([2, 3]);
    }
  });

  it('rejects a file that is not a PDF with invalidPDF', async () => {
    await expect(pdfSplitApi.countPages({ file: new Blob(['nope']) })).rejects.toThrow('invalidPDF');
  });
});
