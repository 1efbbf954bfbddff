import { bytesSink } from '@toolbox/kit/byte-sink';
import { hasQpdf, qpdfCheck, qpdfOutline, withOutline } from '@toolbox/pdf-kit/test-fixtures';
import {
  PDFDocument as Document,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { interleaved, type MergeInput, mergePdfs } from './merge';
import { makePdf, pageLabels } from './test-pdfs';

type FileSpec = { name: string; bytes: Uint8Array; pages: number[] };

async function merge(
  input: Omit<MergeInput, 'write' | 'files' | 'title' | 'quality'> & {
    files: FileSpec[];
    quality?: MergeInput['quality'];
  },
) {
  const sink = bytesSink();
  await mergePdfs({
    title: 'Merged',
    quality: 'high',
    ...input,
    files: input.files.map(({ bytes, ...file }) => ({ ...file, read: async () => bytes })),
    write: sink.write,
  });
  return sink.finish();
}

interface ReadItem {
  title: string;
  /** The 1-based page its /Dest (or /A GoTo) opens. */
  page: number;
  children: ReadItem[];
}

/** The merged file's /Outlines read by hand with pdf-lib: titles, and the page each /Dest opens. */
function outlineOf(document: PDFDocument): ReadItem[] {
  const { context } = document;
  const pages = document.getPages().map((page) => page.ref.objectNumber);
  const level = (first: unknown): ReadItem[] => {
    const items: ReadItem[] = [];
    let ref = first;
    while (ref instanceof PDFRef) {
      const item = context.lookup(ref, PDFDict);
      const title = item.lookup(PDFName.of('Title'));
      const dest = item.lookup(PDFName.of('Dest'), PDFArray);
      const target = dest.get(0) as PDFRef;
      items.push({
        title: title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : '',
        page: pages.indexOf(target.objectNumber) + 1,
        children: level(item.get(PDFName.of('First'))),
      });
      ref = item.get(PDFName.of('Next'));
    }
    return items;
  };
  const outlines = document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  return outlines ? level(outlines.get(PDFName.of('First'))) : [];
}

let a: Uint8Array;
let b: Uint8Array;
let c: Uint8Array;
beforeAll(async () => {
  a = await makePdf('A', 5, 301);
  b = await makePdf('B', 3, 302);
  c = await withOutline(await makePdf('C', 4, 303), [
    { title: 'Chapter 1', page: 1, children: [{ title: 'Section 1.1', page: 2 }] },
    { title: 'Chapter 2', page: 4 },
  ]);
});

describe('one bookmark per source file (CONTEXT.md § Bookmarks)', () => {
  it('adds a top-level bookmark titled with each file name, opening its first merged page, the file’s own nested', async () => {
    const merged = await merge({
      files: [
        { name: 'Front matter.pdf', bytes: a, pages: [2, 3] },
        { name: 'chapters.PDF', bytes: c, pages: [1, 2, 3, 4] },
        { name: '附录.pdf', bytes: b, pages: [1] },
      ],
      bookmarks: true,
    });
    const document = await Document.load(merged);
    expect(await pageLabels(merged)).toEqual(['301:2', '301:3', '303:1', '303:2', '303:3', '303:4', '302:1']);
    const expected = [
      { title: 'Front matter', page: 1, children: [] },
      {
        title: 'chapters',
        page: 3,
        children: [
          { title: 'Chapter 1', page: 3, children: [{ title: 'Section 1.1', page: 4, children: [] }] },
          { title: 'Chapter 2', page: 6, children: [] },
        ],
      },
      { title: '附录', page: 7, children: [] },
    ];
    expect(outlineOf(document)).toEqual(expected);
    expect(document.catalog.get(PDFName.of('PageMode'))).toBe(PDFName.of('UseOutlines'));
    if (hasQpdf) expect(qpdfOutline(merged)).toEqual(expected);
    qpdfCheck(merged);
  });

  it('lifts a nested bookmark whose page was not merged out, keeping its children', async () => {
    const merged = await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1] },
        { name: 'c.pdf', bytes: c, pages: [2, 4] },
      ],
      bookmarks: true,
    });
    expect(outlineOf(await Document.load(merged))).toEqual([
      { title: 'a', page: 1, children: [] },
      {
        title: 'c',
        page: 2,
        children: [
          { title: 'Section 1.1', page: 2, children: [] },
          { title: 'Chapter 2', page: 3, children: [] },
        ],
      },
    ]);
  });

  it('writes no outline without the option, and a valid one at low quality (object streams)', async () => {
    const plain = await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1] },
        { name: 'c.pdf', bytes: c, pages: [1] },
      ],
    });
    expect(outlineOf(await Document.load(plain))).toEqual([]);
    const low = await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1] },
        { name: 'c.pdf', bytes: c, pages: [1, 4] },
      ],
      bookmarks: true,
      quality: 'low',
    });
    expect(outlineOf(await Document.load(low)).map((item) => [item.title, item.page])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    qpdfCheck(low);
  });
});

describe('interleave two files (CONTEXT.md § Interleave)', () => {
  it('alternates the lists and appends the rest of the longer', () => {
    expect(interleaved<number | string>([1, 2, 3], ['a', 'b'])).toEqual([1, 'a', 2, 'b', 3]);
    expect(interleaved<number | string>([1], ['a', 'b', 'c'])).toEqual([1, 'a', 'b', 'c']);
  });

  it('gives A1 B3 A2 B2 A3 B1 with the back side reversed (the default), then the rest of A', async () => {
    const merged = await merge({
      files: [
        { name: 'fronts.pdf', bytes: a, pages: [1, 2, 3, 4, 5] },
        { name: 'backs.pdf', bytes: b, pages: [1, 2, 3] },
      ],
      interleave: { reverseSecond: true },
    });
    expect(await pageLabels(merged)).toEqual([
      '301:1',
      '302:3',
      '301:2',
      '302:2',
      '301:3',
      '302:1',
      '301:4',
      '301:5',
    ]);
    qpdfCheck(merged);
  });

  it('gives A1 B1 A2 B2… without reversing, then the rest of B', async () => {
    const merged = await merge({
      files: [
        { name: 'a.pdf', bytes: a, pages: [1, 2] },
        { name: 'b.pdf', bytes: b, pages: [1, 2, 3] },
      ],
      interleave: { reverseSecond: false },
    });
    expect(await pageLabels(merged)).toEqual(['301:1', '302:1', '301:2', '302:2', '302:3']);
  });

  it('with bookmarks, each file’s bookmark opens the first of its pages in the result', async () => {
    const merged = await merge({
      files: [
        { name: 'fronts.pdf', bytes: a, pages: [1, 2] },
        { name: 'backs.pdf', bytes: b, pages: [1, 2] },
      ],
      interleave: { reverseSecond: true },
      bookmarks: true,
    });
    expect(await pageLabels(merged)).toEqual(['301:1', '302:2', '301:2', '302:1']);
    expect(outlineOf(await Document.load(merged))).toEqual([
      { title: 'fronts', page: 1, children: [] },
      { title: 'backs', page: 2, children: [] },
    ]);
  });

  it('refuses anything but two files', async () => {
    await expect(
      merge({ files: [{ name: 'a.pdf', bytes: a, pages: [1] }], interleave: { reverseSecond: true } }),
    ).rejects.toThrow('exactly two files');
  });
});
