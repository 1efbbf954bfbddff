import { PdfReadError, pdfReadProblemOf } from '@toolbox/pdf-kit/pdf-file';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { countPages, mergePdfs } from './merge';
import { makePdf, pageLabels } from './test-pdfs';

let a: Uint8Array;
let b: Uint8Array;
beforeAll(async () => {
  a = await makePdf('A', 5, 301);
  b = await makePdf('B', 3, 302);
});

describe('mergePdfs', () => {
  it('copies the chosen pages of each file in list order', async () => {
    const merged = await mergePdfs({
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
    const merged = await mergePdfs({
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
    const steps: string[] = [];
    await mergePdfs({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1, 2] },
        { name: 'b.pdf', bytes: b, pages: [3] },
      ],
      title: 't',
      quality: 'high',
      onProgress: (copied, total, name) => steps.push(`${copied}/${total} ${name}`),
    });
    expect(steps).toEqual(['1/3 a.pdf', '2/3 a.pdf', '3/3 b.pdf']);
  });

  it('keeps pages as they are at every quality, low giving object streams', async () => {
    const files = [
      { name: 'a.pdf', bytes: a, pages: [1, 2, 3, 4, 5] },
      { name: 'b.pdf', bytes: b, pages: [1, 2, 3] },
    ];
    const high = await mergePdfs({ files, title: 't', quality: 'high' });
    const low = await mergePdfs({ files, title: 't', quality: 'low' });
    expect(await pageLabels(low)).toEqual(await pageLabels(high));
    expect(new TextDecoder('latin1').decode(low)).toContain('/ObjStm');
    expect(new TextDecoder('latin1').decode(high)).not.toContain('/ObjStm');
  });

  it('drops page thumbnails below high quality', async () => {
    const withThumb = await PDFDocument.load(a);
    const page = withThumb.getPage(0);
    page.node.set(
      (await import('pdf-lib')).PDFName.of('Thumb'),
      withThumb.context.register(withThumb.context.stream(new Uint8Array([1, 2, 3]))),
    );
    const bytes = await withThumb.save();
    const thumbs = async (quality: 'high' | 'medium') => {
      const merged = await mergePdfs({ files: [{ name: 't.pdf', bytes, pages: [1] }], title: 't', quality });
      return (await PDFDocument.load(merged))
        .getPage(0)
        .node.has((await import('pdf-lib')).PDFName.of('Thumb'));
    };
    expect(await thumbs('high')).toBe(true);
    expect(await thumbs('medium')).toBe(false);
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
