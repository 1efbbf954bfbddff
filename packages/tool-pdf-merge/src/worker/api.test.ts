import { describe, expect, it } from 'vitest';
import { decodeProgress } from '../core/progress';
import { makePdf, pageLabels } from '../core/test-pdfs';
import { pdfMergeApi } from './api';

describe('the worker api', () => {
  it('counts pages and merges Blobs into a PDF Blob, with progress naming the file', async () => {
    const a = new Blob([(await makePdf('A', 2, 301)) as BlobPart]);
    const b = new Blob([(await makePdf('B', 2, 302)) as BlobPart]);
    expect(await pdfMergeApi.countPages({ file: a, name: 'a.pdf' })).toBe(2);
    const stages: Array<string | undefined> = [];
    const merged = await pdfMergeApi.merge(
      {
        files: [
          { name: 'b.pdf', file: b, pages: [2] },
          { name: 'a.pdf', file: a, pages: [1, 2] },
        ],
        title: 't',
        quality: 'high',
      },
      { progress: (_ratio, stage) => stages.push(stage) },
    );
    expect(merged.type).toBe('application/pdf');
    expect(await pageLabels(new Uint8Array(await merged.arrayBuffer()))).toEqual(['302:2', '301:1', '301:2']);
    const copying = stages.map(decodeProgress).filter((progress) => progress && !progress.writing);
    expect(copying.map((progress) => `${progress?.copied}/${progress?.total} ${progress?.fileName}`)).toEqual(
      ['1/3 b.pdf', '2/3 a.pdf', '3/3 a.pdf'],
    );
    expect(decodeProgress(stages.at(-1))).toMatchObject({ ratio: 1, writing: true });
  });
});
