import { bytesSink } from '@toolbox/kit/byte-sink';
import { qpdfCheck, withOutline } from '@toolbox/pdf-kit/test-fixtures';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { batchZipName, bookmarkPartName, sourceFolderName } from './names';
import { planSplit, type SplitSettings } from './plan';
import { splitMany } from './split-many';
import { makePdf, pagesOf } from './test-pdfs';

const settings = (patch: Partial<SplitSettings>): SplitSettings => ({
  splitMode: 'custom',
  customRange: '',
  everyNPages: '1',
  oddEvenPages: 'odd',
  ...patch,
});

describe('split by top-level bookmarks (CONTEXT.md § By bookmarks)', () => {
  const plan = (bookmarks: Array<{ title: string; page: number }>, pageCount = 10) =>
    planSplit({ settings: settings({ splitMode: 'bookmarks' }), pageCount, bookmarks });

  it('cuts at each bookmark, up to the page before the next; pages before the first are a part', () => {
    expect(
      plan([
        { title: 'One', page: 3 },
        { title: 'Two', page: 6 },
        { title: 'Three', page: 10 },
      ]),
    ).toEqual({
      ok: true,
      parts: [[1, 2], [3, 4, 5], [6, 7, 8, 9], [10]],
      titles: [undefined, 'One', 'Two', 'Three'],
    });
  });

  it('takes bookmarks in page order; of two on one page the first names the part', () => {
    expect(
      plan([
        { title: 'B', page: 5 },
        { title: 'A', page: 1 },
        { title: 'A again', page: 1 },
      ]),
    ).toEqual({
      ok: true,
      parts: [
        [1, 2, 3, 4],
        [5, 6, 7, 8, 9, 10],
      ],
      titles: ['A', 'B'],
    });
  });

  it('says a file without bookmarks has none', () => {
    expect(plan([])).toEqual({ ok: false, error: 'noBookmarks' });
    expect(plan([{ title: 'past the end', page: 11 }])).toEqual({ ok: false, error: 'noBookmarks' });
  });

  it.each([
    ['Introduction', 1, 3, '1-Introduction.pdf'],
    ['Chapter 2: Rules / Limits', 2, 12, '02-Chapter 2_ Rules _ Limits.pdf'],
    ['第一章', 3, 3, '3-第一章.pdf'],
    [undefined, 1, 4, '1-Before the first bookmark.pdf'],
    ['  ', 1, 4, '1-Before the first bookmark.pdf'],
  ])('names the part of %j (%i of %i) %s', (title, n, total, name) => {
    expect(bookmarkPartName({ title, n, total, fallback: 'Before the first bookmark' })).toBe(name);
  });
});

describe('several files (CONTEXT.md § Batch)', () => {
  it('names folders after the sources and the ZIP after the time', () => {
    expect(sourceFolderName('Report.PDF')).toBe('Report');
    expect(sourceFolderName('a:b.pdf')).toBe('a_b');
    expect(sourceFolderName('.pdf')).toBe('document');
    expect(batchZipName(new Date(2026, 10, 2, 9, 5, 7))).toBe('pdf-split-2026-11-02_09-05-07.zip');
  });

  it('splits each with the same settings into one ZIP, a folder per file, names unique', async () => {
    const progress: string[] = [];
    const { file, results } = await splitMany({
      sources: [
        { name: 'a.pdf', read: async () => makePdf(4) },
        { name: 'b.pdf', read: async () => makePdf(3) },
        { name: 'A.pdf', read: async () => makePdf(2) },
      ],
      settings: settings({ splitMode: 'everyN', everyNPages: '2' }),
      namePattern: 'part-{n}',
      quality: 'high',
      frontName: 'front',
      sink: bytesSink(),
      onProgress: (step) => progress.push(`${step.file}:${step.part}/${step.parts}`),
    });
    const files = unzipSync(file as Uint8Array);
    expect(Object.keys(files)).toEqual([
      'a/part-1.pdf',
      'a/part-2.pdf',
      'b/part-1.pdf',
      'b/part-2.pdf',
      'A (2)/part-1.pdf',
    ]);
    expect(await pagesOf(files['b/part-2.pdf'] as Uint8Array)).toEqual([3]);
    expect(await pagesOf(files['A (2)/part-1.pdf'] as Uint8Array)).toEqual([1, 2]);
    for (const bytes of Object.values(files)) qpdfCheck(bytes);
    expect(results).toEqual([
      { name: 'a.pdf', ok: true, folder: 'a', parts: 2, oversized: [] },
      { name: 'b.pdf', ok: true, folder: 'b', parts: 2, oversized: [] },
      { name: 'A.pdf', ok: true, folder: 'A (2)', parts: 1, oversized: [] },
    ]);
    expect(progress).toEqual(['0:0/1', '0:1/2', '0:2/2', '1:0/1', '1:1/2', '1:2/2', '2:0/1', '2:1/1']);
  });

  it('leaves out a file that cannot be read or that the settings do not fit, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { file, results } = await splitMany({
      sources: [
        { name: 'broken.pdf', read: async () => new TextEncoder().encode('not a pdf') },
        { name: 'short.pdf', read: async () => makePdf(2) },
        { name: 'long.pdf', read: async () => makePdf(6) },
      ],
      settings: settings({ customRange: '1, 4-6' }),
      namePattern: 'p{n}',
      quality: 'high',
      frontName: 'front',
      sink: bytesSink(),
    });
    warn.mockRestore();
    expect(results.map((result) => (result.ok ? result.parts : result.error))).toEqual([
      'invalidPDF',
      'invalidPageRange',
      2,
    ]);
    expect(Object.keys(unzipSync(file as Uint8Array))).toEqual(['long/p1.pdf', 'long/p2.pdf']);
  });

  it('splits by bookmarks per file, and makes no ZIP when no file could be split', async () => {
    const marked = await withOutline(await makePdf(5), [
      { title: 'Start', page: 1 },
      { title: 'End', page: 4 },
    ]);
    const both = await splitMany({
      sources: [
        { name: 'marked.pdf', read: async () => marked },
        { name: 'plain.pdf', read: async () => makePdf(2) },
      ],
      settings: settings({ splitMode: 'bookmarks' }),
      namePattern: 'x',
      quality: 'high',
      frontName: 'front',
      sink: bytesSink(),
    });
    const files = unzipSync(both.file as Uint8Array);
    expect(Object.keys(files)).toEqual(['marked/1-Start.pdf', 'marked/2-End.pdf']);
    expect(await pagesOf(files['marked/2-End.pdf'] as Uint8Array)).toEqual([4, 5]);
    expect(both.results[1]).toEqual({ name: 'plain.pdf', ok: false, error: 'noBookmarks', pageCount: 2 });
    const none = await splitMany({
      sources: [{ name: 'plain.pdf', read: async () => makePdf(2) }],
      settings: settings({ splitMode: 'bookmarks' }),
      namePattern: 'x',
      quality: 'high',
      frontName: 'front',
      sink: bytesSink(),
    });
    expect(none.file).toBeUndefined();
  });
});
