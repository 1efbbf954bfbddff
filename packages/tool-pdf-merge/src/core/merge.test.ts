import { bytesSink } from '@toolbox/kit/byte-sink';
import { PdfReadError, pdfReadProblemOf } from '@toolbox/pdf-kit/pdf-file';
import { extrasIn, qpdfCheck, withPageExtras } from '@toolbox/pdf-kit/test-fixtures';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countPages, type MergeInput, mergePdfs } from './merge';
import type { MergeProgress } from './progress';
import { makePdf, pageLabels } from './test-pdfs';

type FileSpec = { name: string; bytes: Uint8Array; pages: number[] };

/** Merges into one array; `files` carry their bytes, read when the merge asks for them. */
async function merge(input: Omit<MergeInput, 'write' | 'files'> & { files: FileSpec[] }) {
  const sink = bytesSink();
  await mergePdfs({
    ...input,
    files: input.files.map(({ bytes, ...file }) => ({ ...file, read: async () => bytes })),
    write: sink.write,
  });
  return sink.finish();
}

let a: Uint8Array;
let b: Uint8Array;
beforeAll(async () => {
  a = await makePdf('A', 5, 301);
  b = await makePdf('B', 3, 302);
});

describe('mergePdfs', () => {
  it('copies the chosen pages of each file in list order', async () => {
    const merged = await merge({
      files: [
        { name: 'b.pdf', bytes: b, pages: [3, 1] },
        { name: 'a.pdf', bytes: a, pages: [2, 4, 5] },
      ],
      title: 'Merged',
      quality: 'high',
    });
    expect(await pageLabels(merged)).toEqual(['302:3', '302:1', '301:2', '301:4', '301:5']);
  });

  it('writes the metadata: title, creator, producer, creation date', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const merged = await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1] },
        { name: 'b.pdf', bytes: b, pages: [1] },
      ],
      title: 'Quarterly pack',
      quality: 'high',
      now,
    });
    const document = await PDFDocument.load(merged, { updateMetadata: false });
    expect(document.getTitle()).toBe('Quarterly pack');
    expect(document.getCreator()).toBe('Toolbox PDF Merge');
    expect(document.getProducer()).toBe('Toolbox (pdf-lib)');
    expect(document.getCreationDate()?.toISOString()).toBe(now.toISOString());
  });

  it('reports progress as pages copied over the total, with the file name', async () => {
    const steps: MergeProgress[] = [];
    await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1, 2] },
        { name: 'b.pdf', bytes: b, pages: [3] },
      ],
      title: 't',
      quality: 'high',
      onProgress: (progress) => steps.push(progress),
    });
    const copying = steps.filter((step) => !step.writing);
    expect(copying.map((step) => `${step.copied}/${step.total} ${step.fileName}`)).toEqual([
      '1/3 a.pdf',
      '2/3 a.pdf',
      '3/3 b.pdf',
    ]);
    // Writing each file out counts too: the ratio only reaches 1 once the last file is written.
    expect(steps.some((step) => step.writing && step.fileName === 'a.pdf')).toBe(true);
    expect(steps.map((step) => step.ratio)).toEqual([...steps.map((step) => step.ratio)].sort());
    expect(copying.at(-1)?.ratio).toBeLessThan(1);
    expect(steps.at(-1)).toMatchObject({ ratio: 1, writing: true, fileName: 'b.pdf' });
  });

  it('keeps pages as they are at every quality, low giving object streams', async () => {
    const files = [
      { name: 'a.pdf', bytes: a, pages: [1, 2, 3, 4, 5] },
      { name: 'b.pdf', bytes: b, pages: [1, 2, 3] },
    ];
    const high = await merge({ files, title: 't', quality: 'high' });
    const low = await merge({ files, title: 't', quality: 'low' });
    expect(await pageLabels(low)).toEqual(await pageLabels(high));
    expect(new TextDecoder('latin1').decode(low)).toContain('/ObjStm');
    expect(new TextDecoder('latin1').decode(high)).not.toContain('/ObjStm');
  });

  it('leaves thumbnails, editor data and page metadata out of the file below high quality', async () => {
    const bytes = await withPageExtras(await makePdf('T', 6, 303));
    const files = [{ name: 't.pdf', bytes, pages: [1, 2, 3, 4, 5, 6] }];
    const high = await merge({ files, title: 't', quality: 'high' });
    const medium = await merge({ files, title: 't', quality: 'medium' });
    const low = await merge({ files, title: 't', quality: 'low' });
    expect(await extrasIn(high)).toEqual(['editorData', 'thumbnail', 'xmp']);
    // Not only off the pages: the objects themselves are not in the file.
    expect(await extrasIn(medium)).toEqual([]);
    expect(await extrasIn(low)).toEqual([]);
    // Six 4.8 KB thumbnails of noise, plus the rest: medium is smaller by at least the thumbnails.
    expect(medium.length).toBeLessThan(high.length - 6 * 40 * 40 * 3);
    expect(await pageLabels(medium)).toEqual(await pageLabels(high));
    for (const output of [high, medium, low]) qpdfCheck(output);
  });

  it('reads each file only when its turn comes, one at a time', async () => {
    const events: string[] = [];
    const sink = bytesSink();
    const file = (name: string, bytes: Uint8Array) => ({
      name,
      pages: [1],
      read: async () => {
        events.push(`read ${name}`);
        return bytes;
      },
    });
    await mergePdfs({
      files: [file('a.pdf', a), file('b.pdf', b)],
      title: 't',
      quality: 'high',
      write: sink.write,
      onProgress: ({ copied, writing, fileName }) =>
        events.push(`${writing ? 'wrote' : 'copied'} ${copied} ${fileName}`),
    });
    // a.pdf is copied and written out before b.pdf is read.
    expect(events.indexOf('read b.pdf')).toBeGreaterThan(events.lastIndexOf('wrote 1 a.pdf'));
    expect(events.filter((event) => event.startsWith('read'))).toEqual(['read a.pdf', 'read b.pdf']);
  });

  it('writes a file that passes qpdf --check at every quality, with object streams at low', async () => {
    const files = [
      { name: 'a.pdf', bytes: a, pages: [1, 2, 3, 4, 5] },
      { name: 'b.pdf', bytes: b, pages: [1, 2, 3] },
    ];
    for (const quality of ['high', 'medium', 'low'] as const) {
      const merged = await merge({ files, title: 't', quality });
      qpdfCheck(merged);
      expect(await pageLabels(merged)).toHaveLength(8);
    }
  });

  it('skips a page that fails to copy and keeps the others; fails when none could be copied', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const merged = await merge({
        files: [{ name: 'a.pdf', bytes: a, pages: [1, 9, 2] }],
        title: 't',
        quality: 'high',
      });
      expect(await pageLabels(merged)).toEqual(['301:1', '301:2']);
      expect(warn).toHaveBeenCalledWith('pdf-merge: skipped page 9 of a.pdf', expect.anything());
      await expect(
        merge({ files: [{ name: 'a.pdf', bytes: a, pages: [9] }], title: 't', quality: 'high' }),
      ).rejects.toThrow('no page could be copied');
    } finally {
      warn.mockRestore();
    }
  });

  it('names a file that is not a PDF', async () => {
    const garbage = new TextEncoder().encode('not a pdf at all');
    await expect(countPages(garbage, 'notes.pdf')).rejects.toSatisfy(
      (error) =>
        error instanceof PdfReadError && error.fileName === 'notes.pdf' && error.problem === 'invalid',
    );
  });

  it('tells a password-protected file apart (the toast points to the password remover)', async () => {
    const locked = await PDFDocument.create();
    locked.addPage([100, 100]);
    const encrypt = locked.context.obj({ Filter: 'Standard', V: 1, R: 2, O: 'x', U: 'y', P: -4 });
    locked.context.trailerInfo.Encrypt = locked.context.register(encrypt);
    const error = await countPages(await locked.save(), 'locked.pdf').catch((caught: unknown) => caught);
    expect(pdfReadProblemOf(error)).toBe('encrypted');
    expect(error).toMatchObject({ fileName: 'locked.pdf' });
  });

  it('counts pages', async () => {
    expect(await countPages(a, 'a.pdf')).toBe(5);
  });
});
