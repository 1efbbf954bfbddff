import { bytesSink } from '@toolbox/kit/byte-sink';
import {
  decodePDFRawStream,
  PDFContext,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfWriter, serialiseObject } from './pdf-writer';
import { qpdfCheck } from './test-fixtures';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** A small document written by PdfWriter: `pages` pages, each with its own text stream. */
function writeDocument(options: { objectStreams?: boolean; compressStreams?: boolean; pages?: number }) {
  const context = PDFContext.create();
  const sink = bytesSink();
  const chunks: Uint8Array[] = [];
  const writer = new PdfWriter({
    write: (chunk) => {
      chunks.push(chunk);
      sink.write(chunk);
    },
    compressStreams: options.compressStreams,
    objectStreams: options.objectStreams ? { allocate: () => context.nextRef().objectNumber } : undefined,
  });
  const pagesRef = context.nextRef();
  const kids: PDFRef[] = [];
  for (let page = 1; page <= (options.pages ?? 3); page++) {
    const content = context.register(
      context.stream(`BT /F1 12 Tf 10 10 Td (Page ${page} ${'x'.repeat(300)}) Tj ET`),
    );
    const font = context.register(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' }));
    const ref = context.register(
      context.obj({
        Type: 'Page',
        Parent: pagesRef,
        MediaBox: [0, 0, 100 + page, 100],
        Resources: { Font: { F1: font } },
        Contents: content,
      }),
    );
    kids.push(ref);
    // Written as soon as they exist, as the merge does.
    for (const written of [content, font, ref]) writer.addObject(written, context.lookup(written) as never);
  }
  writer.addObject(pagesRef, context.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  const root = context.nextRef();
  writer.addObject(root, context.obj({ Type: 'Catalog', Pages: pagesRef }));
  const info = context.nextRef();
  writer.addObject(info, context.obj({ Title: PDFString.of('Written') }));
  writer.end({ root, info });
  return { bytes: sink.finish(), chunks, size: writer.size };
}

describe('PdfWriter', () => {
  it('writes a PDF that pdf-lib and qpdf read, with a classic cross-reference table', async () => {
    const { bytes, size } = writeDocument({});
    expect(size).toBe(bytes.length);
    expect(latin1(bytes.subarray(0, 9))).toBe('%PDF-1.7\n');
    expect(latin1(bytes)).toContain('\nxref\n0 1\n0000000000 65535 f\r\n');
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getPages().map((page) => page.getWidth())).toEqual([101, 102, 103]);
    expect(document.getTitle()).toBe('Written');
    qpdfCheck(bytes);
  });

  it('packs objects into compressed object streams with a cross-reference stream when asked', async () => {
    const plain = writeDocument({ pages: 60 }).bytes;
    const packed = writeDocument({ pages: 60, objectStreams: true }).bytes;
    expect(latin1(packed)).toContain('/Type /ObjStm');
    expect(latin1(packed)).toContain('/Type /XRef');
    expect(latin1(packed)).not.toContain('\nxref\n');
    expect(packed.length).toBeLessThan(plain.length);
    const document = await PDFDocument.load(packed, { updateMetadata: false });
    expect(document.getPageCount()).toBe(60);
    expect(document.getPage(59).getWidth()).toBe(160);
    qpdfCheck(packed);
  });

  it('compresses streams stored without a filter, losslessly, only when asked', async () => {
    const plain = writeDocument({}).bytes;
    const compressed = writeDocument({ compressStreams: true }).bytes;
    expect(compressed.length).toBeLessThan(plain.length);
    const document = await PDFDocument.load(compressed);
    const contents = document.context.lookup(
      document.getPage(1).node.get(PDFName.of('Contents')),
    ) as PDFRawStream;
    expect(contents.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(latin1(decodePDFRawStream(contents).decode())).toContain('(Page 2 xxx');
    qpdfCheck(compressed);
  });

  it('passes a stream’s contents on without copying them, with a direct /Length', () => {
    const context = PDFContext.create();
    const contents = new Uint8Array(1000).fill(65);
    const lengthRef = context.register(context.obj(1000));
    const stream = PDFRawStream.of(context.obj({ Length: lengthRef }), contents);
    const chunks = serialiseObject(context.nextRef(), stream);
    expect(chunks[1]).toBe(contents);
    expect(latin1(chunks[0] as Uint8Array)).toMatch(/^2 0 obj\n<<\n\/Length 1000\n>>\nstream\n$/);
    // The source dictionary keeps its indirect length (it may be shared with other outputs).
    expect(stream.dict.get(PDFName.of('Length'))).toBe(lengthRef);
  });
});
