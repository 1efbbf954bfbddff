import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Packed } from '../core/split-pdf';
import { makePdf, pagesOf } from '../core/test-pdfs';
import { pdfSplitApi } from './api';

/** The worker marks results for transfer; the bridge unwraps them, so the test does too. */
const unwrap = (result: unknown) => (result as { value: Packed }).value;

describe('worker api', () => {
  it('counts pages', async () => {
    expect(await pdfSplitApi.countPages({ file: new Blob([await makePdf(4)]) })).toBe(4);
  });

  it('splits into a ZIP and reports the finished part number as the stage', async () => {
    const stages: (string | undefined)[] = [];
    const result = await pdfSplitApi.split(
      {
        file: new Blob([await makePdf(5)]),
        parts: [[1, 2], [3, 4], [5]],
        namePattern: 'part-{n}',
        quality: 'high',
        zipName: 'doc-split-2026-11-22_10-00-00.zip',
      },
      { progress: (_ratio, stage) => stages.push(stage) },
    );
    const packed = unwrap(result);
    expect(packed.kind).toBe('zip');
    if (packed.kind !== 'zip') return;
    expect(packed.name).toBe('doc-split-2026-11-22_10-00-00.zip');
    const files = unzipSync(packed.bytes);
    expect(Object.keys(files)).toEqual(['part-1.pdf', 'part-2.pdf', 'part-3.pdf']);
    expect(await pagesOf(files['part-3.pdf'] as Uint8Array)).toEqual([5]);
    expect(stages).toEqual(['1', '2', '3']);
  });

  it('gives one PDF for one part', async () => {
    const packed = unwrap(
      await pdfSplitApi.split(
        {
          file: new Blob([await makePdf(3)]),
          parts: [[2, 3]],
          namePattern: 'x-{n}',
          quality: 'high',
          zipName: 'z.zip',
        },
        { progress: () => undefined },
      ),
    );
    expect(packed.kind).toBe('single');
    if (packed.kind === 'single') {
      expect(packed.part.name).toBe('x-1.pdf');
      expect(await pagesOf(packed.part.bytes)).toEqual([2, 3]);
    }
  });

  it('rejects a file that is not a PDF with invalidPDF', async () => {
    await expect(pdfSplitApi.countPages({ file: new Blob(['nope']) })).rejects.toThrow('invalidPDF');
  });
});
