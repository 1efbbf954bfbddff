import { describe, expect, it } from 'vitest';
import { makePdf, pageLabels } from '../core/test-pdfs';
import { pdfMergeApi } from './api';

describe('the worker api', () => {
  it('counts pages and merges Blobs with progress naming the file', async () => {
    const a = new Blob([(await makePdf('A', 2, 301)) as BlobPart]);
    const b = new Blob([(await makePdf('B', 2, 302)) as BlobPart]);
    expect(await pdfMergeApi.countPages({ file: a, name: 'a.pdf' })).toBe(2);
    const stages: Array<string | undefined> = [];
    const result = (await pdfMergeApi.merge(
      {
        files: [
          { name: 'b.pdf', file: b, pages: [2] },
          { name: 'a.pdf', file: a, pages: [1, 2] },
        ],
        title: 't',
        quality: 'high',
      },
      { progress: (_ratio, stage) => stages.push(stage) },
    )) as unknown as { value: Uint8Array };
    expect(await pageLabels(result.value)).toEqual(['302:2', '301:1', '301:2']);
    expect(stages).toEqual(['1/3/b.pdf', '2/3/a.pdf', '3/3/a.pdf']);
  });
});
