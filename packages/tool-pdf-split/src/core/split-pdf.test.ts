import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { type PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { LARGE_FILE_WARNING_BYTES, LARGE_FILE_WARNING_MB } from './constants';
import { packParts, SplitFailure, splitPdf } from './split-pdf';
import { makePdf, pagesOf, widthOf } from './test-pdfs';

const hasQpdf = (() => {
  try {
    execFileSync('qpdf', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** qpdf's own structural check: every part must be a well-formed PDF, not just one pdf-lib reads. */
function qpdfCheck(bytes: Uint8Array) {
  if (!hasQpdf) return;
  const path = join(mkdtempSync(join(tmpdir(), 'pdf-split-')), 'part.pdf');
  writeFileSync(path, bytes);
  execFileSync('qpdf', ['--check', path]);
}

describe('limits (spec A § 9)', () => {
  it('warns above 100 MB', () => {
    expect(LARGE_FILE_WARNING_MB).toBe(100);
    expect(LARGE_FILE_WARNING_BYTES).toBe(104_857_600);
  });
});

describe('splitPdf', () => {
  it('writes each part with exactly its pages, in order, loading the source once', async () => {
    const bytes = await makePdf(5);
    const progress: [number, number][] = [];
    const parts = await splitPdf({
      bytes,
      parts: [[1, 2], [3, 4], [5]],
      namePattern: 'split-document-{n}',
      quality: 'high',
      onProgress: (finished, total) => progress.push([finished, total]),
    });
    expect(parts.map((part) => part.name)).toEqual([
      'split-document-1.pdf',
      'split-document-2.pdf',
      'split-document-3.pdf',
    ]);
    expect(await Promise.all(parts.map((part) => pagesOf(part.bytes)))).toEqual([[1, 2], [3, 4], [5]]);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    for (const part of parts) qpdfCheck(part.bytes);
  });

  it('keeps odd pages in one file and a repeated page twice', async () => {
    const bytes = await makePdf(6);
    const [odd] = await splitPdf({ bytes, parts: [[1, 3, 5]], namePattern: 'x', quality: 'high' });
    expect(await pagesOf(odd?.bytes as Uint8Array)).toEqual([1, 3, 5]);
    const [twice] = await splitPdf({ bytes, parts: [[2, 2]], namePattern: 'x', quality: 'high' });
    expect(await pagesOf(twice?.bytes as Uint8Array)).toEqual([2, 2]);
  });

  it('keeps each page text and font (the content stream and shared font are in every part)', async () => {
    const bytes = await makePdf(3);
    const parts = await splitPdf({ bytes, parts: [[1], [2], [3]], namePattern: '{n}', quality: 'high' });
    for (const part of parts) {
      const document = await PDFDocument.load(part.bytes);
      const page = document.getPage(0);
      const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
      const [fontRef] = fonts?.values() ?? [];
      const font = document.context.lookup(fontRef as PDFRef, PDFDict);
      expect(font.get(PDFName.of('BaseFont'))?.toString()).toBe('/Helvetica');
      expect(page.node.Contents()).toBeDefined();
    }
  });

  it('makes inherited attributes (resources, media box, rotation) the page’s own', async () => {
    const document = await PDFDocument.load(await makePdf(2));
    const tree = document.catalog.Pages();
    const first = document.getPage(0).node;
    tree.set(PDFName.of('Resources'), first.get(PDFName.of('Resources')) as PDFDict);
    tree.set(PDFName.of('Rotate'), document.context.obj(90));
    for (const page of document.getPages()) page.node.delete(PDFName.of('Resources'));
    const parts = await splitPdf({
      bytes: await document.save({ useObjectStreams: false }),
      parts: [[2]],
      namePattern: 'x',
      quality: 'high',
    });
    const part = await PDFDocument.load(parts[0]?.bytes as Uint8Array);
    const page = part.getPage(0);
    expect(page.node.get(PDFName.of('Resources'))).toBeDefined();
    expect(page.getRotation().angle).toBe(90);
    expect(page.getWidth()).toBe(widthOf(2));
    qpdfCheck(parts[0]?.bytes as Uint8Array);
  });

  it('does not drag another part’s page in through a link to it', async () => {
    const source = await PDFDocument.load(await makePdf(3));
    const [one, , three] = source.getPages();
    const link = source.context.register(
      source.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 50, 50],
        Dest: [three?.ref as PDFRef, 'Fit'],
      }),
    );
    one?.node.set(PDFName.of('Annots'), source.context.obj([link]));
    const parts = await splitPdf({
      bytes: await source.save({ useObjectStreams: false }),
      parts: [[1]],
      namePattern: 'x',
      quality: 'high',
    });
    const bytes = parts[0]?.bytes as Uint8Array;
    expect(await pagesOf(bytes)).toEqual([1]);
    // Page 3's dictionary and its "Page 3" content are not in the file.
    const objects = [...(await PDFDocument.load(bytes)).context.enumerateIndirectObjects()];
    const pageObjects = objects.filter(
      ([, object]) => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Page'),
    );
    expect(pageObjects).toHaveLength(1);
    qpdfCheck(bytes);
  });

  it('medium and low drop page thumbnails and editing-app data; high keeps them', async () => {
    const source = await PDFDocument.load(await makePdf(1));
    const page = source.getPage(0).node;
    page.set(PDFName.of('PieceInfo'), source.context.obj({ Illustrator: { Private: 1 } }));
    page.set(PDFName.of('Thumb'), source.context.register(source.context.stream('thumbnail', {})));
    const bytes = await source.save({ useObjectStreams: false });
    for (const [quality, kept] of [
      ['high', true],
      ['medium', false],
      ['low', false],
    ] as const) {
      const [part] = await splitPdf({ bytes, parts: [[1]], namePattern: 'x', quality });
      const out = (await PDFDocument.load(part?.bytes as Uint8Array)).getPage(0).node;
      expect(out.has(PDFName.of('PieceInfo'))).toBe(kept);
      expect(out.has(PDFName.of('Thumb'))).toBe(kept);
    }
  });

  it('low compresses uncompressed page data losslessly; high leaves it as it was', async () => {
    const source = await PDFDocument.load(await makePdf(1));
    const text = `BT /F1 12 Tf 10 10 Td (${'x'.repeat(2000)}) Tj ET`;
    const raw = source.context.register(source.context.stream(text, {}));
    const page = source.getPage(0).node;
    page.set(PDFName.of('Contents'), source.context.obj([...(page.Contents() as PDFArray).asArray(), raw]));
    const bytes = await source.save({ useObjectStreams: false });
    const streamOf = async (quality: 'high' | 'low') => {
      const [part] = await splitPdf({ bytes, parts: [[1]], namePattern: 'x', quality });
      const document = await PDFDocument.load(part?.bytes as Uint8Array);
      const contents = document.getPage(0).node.Contents() as PDFArray;
      return {
        size: part?.bytes.length ?? 0,
        stream: document.context.lookup(contents.get(1)) as PDFRawStream,
      };
    };
    const high = await streamOf('high');
    const low = await streamOf('low');
    expect(high.stream.dict.has(PDFName.of('Filter'))).toBe(false);
    expect(low.stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(low.size).toBeLessThan(high.size);
    const { decodePDFRawStream } = await import('pdf-lib');
    expect(new TextDecoder().decode(decodePDFRawStream(low.stream).decode())).toBe(text);
  });

  it.each([
    ['not a PDF', new TextEncoder().encode('hello, not a pdf')],
    ['empty', new Uint8Array()],
  ])('%s is invalidPDF', async (_label, bytes) => {
    await expect(splitPdf({ bytes, parts: [[1]], namePattern: 'x', quality: 'high' })).rejects.toEqual(
      new SplitFailure('invalidPDF'),
    );
  });
});

describe('loading', () => {
  it('loads the source once per split, not once per part', async () => {
    const bytes = await makePdf(4);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      await splitPdf({ bytes, parts: [[1], [2], [3], [4]], namePattern: '{n}', quality: 'high' });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
  });
});

describe('packParts (spec A § 8, § 9)', () => {
  const part = (name: string) => ({ name, bytes: new TextEncoder().encode(name) });

  it('one part downloads directly', () => {
    const only = part('a.pdf');
    expect(packParts({ parts: [only], zipName: 'x.zip' })).toEqual({ kind: 'single', part: only });
  });

  it('several parts go into one ZIP with their names', () => {
    const packed = packParts({ parts: [part('a.pdf'), part('b.pdf')], zipName: 'doc-split-t.zip' });
    expect(packed.kind).toBe('zip');
    if (packed.kind !== 'zip') return;
    expect(packed.name).toBe('doc-split-t.zip');
    const files = unzipSync(packed.bytes);
    expect(Object.keys(files)).toEqual(['a.pdf', 'b.pdf']);
    expect(strFromU8(files['b.pdf'] as Uint8Array)).toBe('b.pdf');
  });

  it('when packing fails the parts come back for one-by-one downloads', () => {
    const parts = [part('a.pdf'), part('b.pdf')];
    const packed = packParts({
      parts,
      zipName: 'x.zip',
      zip: () => {
        throw new Error('out of memory');
      },
    });
    expect(packed).toEqual({ kind: 'parts', parts });
  });
});

describe('source object numbers', () => {
  it('are kept, so a shared object has one number in every part', async () => {
    const bytes = await makePdf(2);
    const parts = await splitPdf({ bytes, parts: [[1], [2]], namePattern: '{n}', quality: 'high' });
    const fontRefs = await Promise.all(
      parts.map(async (part) => {
        const fonts = (await PDFDocument.load(part.bytes))
          .getPage(0)
          .node.Resources()
          ?.lookup(PDFName.of('Font'), PDFDict);
        return ((fonts as PDFDict).values()[0] as PDFRef).toString();
      }),
    );
    expect(fontRefs[0]).toBe(fontRefs[1]);
  });
});
