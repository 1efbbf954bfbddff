import { bytesSink } from '@toolbox/kit/byte-sink';
import { extrasIn, qpdfCheck, withPageExtras } from '@toolbox/pdf-kit/test-fixtures';
import { unzipSync, Zip } from 'fflate';
import { type PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { LARGE_FILE_WARNING_BYTES, LARGE_FILE_WARNING_MB, type Quality } from './constants';
import { loadPdf, SplitFailure, type SplitPdfInput, splitPdf } from './split-pdf';
import { makePdf, pagesOf, widthOf } from './test-pdfs';

/** Splits as the worker does (load once, then split) into byte arrays, and reads every part back. */
async function split({
  bytes,
  parts,
  namePattern = 'x-{n}',
  quality = 'high',
  onProgress,
  createZip,
}: {
  bytes: Uint8Array;
  parts: number[][];
  namePattern?: string;
  quality?: Quality;
  onProgress?(finished: number, total: number): void;
  createZip?: SplitPdfInput<Uint8Array>['createZip'];
}) {
  const packed = splitPdf({
    source: await loadPdf(bytes),
    parts,
    namePattern,
    quality,
    zipName: 'doc-split.zip',
    sink: () => bytesSink(),
    onProgress,
    createZip,
  });
  const files =
    packed.kind === 'single'
      ? [{ name: packed.name, bytes: packed.file }]
      : packed.kind === 'zip'
        ? Object.entries(unzipSync(packed.file)).map(([name, file]) => ({ name, bytes: file }))
        : packed.parts.map((part) => ({ name: part.name, bytes: part.file }));
  return { packed, files };
}

describe('limits (CONTEXT.md § Files)', () => {
  it('warns above 100 MB', () => {
    expect(LARGE_FILE_WARNING_MB).toBe(100);
    expect(LARGE_FILE_WARNING_BYTES).toBe(104_857_600);
  });
});

describe('splitPdf', () => {
  it('writes each part with exactly its pages, in order, loading the source once', async () => {
    const bytes = await makePdf(5);
    const progress: [number, number][] = [];
    const { packed, files: parts } = await split({
      bytes,
      parts: [[1, 2], [3, 4], [5]],
      namePattern: 'split-document-{n}',
      onProgress: (finished, total) => progress.push([finished, total]),
    });
    expect(packed).toMatchObject({ kind: 'zip', name: 'doc-split.zip' });
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
    const [odd] = (await split({ bytes, parts: [[1, 3, 5]] })).files;
    expect(await pagesOf(odd?.bytes as Uint8Array)).toEqual([1, 3, 5]);
    const [twice] = (await split({ bytes, parts: [[2, 2]] })).files;
    expect(await pagesOf(twice?.bytes as Uint8Array)).toEqual([2, 2]);
  });

  it('keeps each page text and font (the content stream and shared font are in every part)', async () => {
    const bytes = await makePdf(3);
    const parts = (await split({ bytes, parts: [[1], [2], [3]], namePattern: '{n}' })).files;
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
    const parts = (await split({ bytes: await document.save({ useObjectStreams: false }), parts: [[2]] }))
      .files;
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
    const parts = (await split({ bytes: await source.save({ useObjectStreams: false }), parts: [[1]] }))
      .files;
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

  it('medium and low leave thumbnails, editor data and page metadata out of the file; high keeps them', async () => {
    const bytes = await withPageExtras(await makePdf(4));
    const sizes: Record<string, number> = {};
    for (const [quality, kept] of [
      ['high', ['editorData', 'thumbnail', 'xmp']],
      ['medium', []],
      ['low', []],
    ] as const) {
      const { files } = await split({
        bytes,
        parts: [
          [1, 2],
          [3, 4],
        ],
        quality,
      });
      sizes[quality] = files.reduce((sum, file) => sum + file.bytes.length, 0);
      for (const file of files) {
        // Parsed, not searched: the objects themselves are gone, not only the page entries.
        expect(await extrasIn(file.bytes)).toEqual(kept);
        expect(await pagesOf(file.bytes)).toHaveLength(2);
        qpdfCheck(file.bytes);
      }
    }
    // Four 4.8 KB thumbnails of noise and the rest: medium is smaller by at least the thumbnails.
    expect(sizes.medium).toBeLessThan((sizes.high ?? 0) - 4 * 40 * 40 * 3);
  });

  it('low compresses uncompressed page data losslessly; high leaves it as it was', async () => {
    const source = await PDFDocument.load(await makePdf(1));
    const text = `BT /F1 12 Tf 10 10 Td (${'x'.repeat(2000)}) Tj ET`;
    const raw = source.context.register(source.context.stream(text, {}));
    const page = source.getPage(0).node;
    page.set(PDFName.of('Contents'), source.context.obj([...(page.Contents() as PDFArray).asArray(), raw]));
    const bytes = await source.save({ useObjectStreams: false });
    const streamOf = async (quality: 'high' | 'low') => {
      const [part] = (await split({ bytes, parts: [[1]], quality })).files;
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
    await expect(loadPdf(bytes)).rejects.toEqual(new SplitFailure('invalidPDF'));
  });
});

describe('output (CONTEXT.md § Output, § Memory)', () => {
  it('one part downloads directly as a PDF named by the pattern', async () => {
    const { packed, files } = await split({ bytes: await makePdf(3), parts: [[2, 3]], namePattern: 'x-{n}' });
    expect(packed).toMatchObject({ kind: 'single', name: 'x-1.pdf' });
    expect(await pagesOf(files[0]?.bytes as Uint8Array)).toEqual([2, 3]);
  });

  it('packs each part into the ZIP as soon as it is written, not after every part', async () => {
    const written: Uint8Array[] = [];
    const zipBytesAtPart: number[] = [];
    const packed = splitPdf({
      source: await loadPdf(await makePdf(3)),
      parts: [[1], [2], [3]],
      namePattern: 'p-{n}',
      quality: 'high',
      zipName: 'z.zip',
      sink: () => {
        const inner = bytesSink();
        return {
          write: (chunk) => {
            written.push(chunk);
            inner.write(chunk);
          },
          finish: () => inner.finish(),
        };
      },
      onProgress: () => zipBytesAtPart.push(written.reduce((sum, chunk) => sum + chunk.length, 0)),
    });
    // Part 1 is in the archive's stream before part 2 is written.
    expect(zipBytesAtPart[0]).toBeGreaterThan(500);
    expect(zipBytesAtPart[1]).toBeGreaterThan(zipBytesAtPart[0] as number);
    expect(packed.kind).toBe('zip');
    if (packed.kind === 'zip')
      expect(Object.keys(unzipSync(packed.file))).toEqual(['p-1.pdf', 'p-2.pdf', 'p-3.pdf']);
  });

  it('stores the parts in the ZIP without deflating them (PDF content is compressed already)', async () => {
    const { packed, files } = await split({ bytes: await makePdf(2), parts: [[1], [2]] });
    const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
    if (packed.kind !== 'zip') throw new Error('expected a ZIP');
    expect(packed.file.length).toBeGreaterThan(total);
  });

  it('when packing fails the parts come back, one file each, for one-by-one downloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failing: SplitPdfInput<Uint8Array>['createZip'] = (ondata) => {
        const zip = new Zip(ondata);
        zip.add = () => {
          throw new RangeError('Array buffer allocation failed');
        };
        return zip;
      };
      const progress: number[] = [];
      const { packed, files } = await split({
        bytes: await makePdf(3),
        parts: [[1], [2, 3]],
        createZip: failing,
        onProgress: (finished) => progress.push(finished),
      });
      expect(packed.kind).toBe('parts');
      expect(files.map((file) => file.name)).toEqual(['x-1.pdf', 'x-2.pdf']);
      expect(await pagesOf(files[1]?.bytes as Uint8Array)).toEqual([2, 3]);
      expect(progress.at(-1)).toBe(2);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('source object numbers', () => {
  it('are kept, so a shared object has one number in every part', async () => {
    const bytes = await makePdf(2);
    const parts = (await split({ bytes, parts: [[1], [2]], namePattern: '{n}' })).files;
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
