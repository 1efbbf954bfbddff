import { PDFDict, PDFDocument, PDFName, type PDFRef, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readOutline, topLevelBookmarks } from './outline';
import { hasQpdf, qpdfOutline, withOutline } from './test-fixtures';

async function plainPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++)
    document.addPage([200 + page, 300]).drawText(`Page ${page}`, { font });
  return document.save();
}

const summary = (entries: ReturnType<typeof readOutline>): unknown[] =>
  entries.map((entry) => [
    entry.title,
    entry.pageIndex,
    ...(entry.children.length ? [summary(entry.children)] : []),
  ]);

describe('readOutline and addOutline (CONTEXT.md § Outlines)', () => {
  it('reads back a nested outline written by addOutline, as qpdf does', async () => {
    const bytes = await withOutline(await plainPdf(6), [
      { title: 'Intro', page: 1 },
      { title: 'Chapter 一', page: 3, children: [{ title: 'Section 1.1', page: 4 }] },
      { title: 'End', page: 6 },
    ]);
    const document = await PDFDocument.load(bytes);
    expect(summary(readOutline(document))).toEqual([
      ['Intro', 0],
      ['Chapter 一', 2, [['Section 1.1', 3]]],
      ['End', 5],
    ]);
    expect(topLevelBookmarks(document)).toEqual([
      { title: 'Intro', page: 1 },
      { title: 'Chapter 一', page: 3 },
      { title: 'End', page: 6 },
    ]);
    if (hasQpdf)
      expect(qpdfOutline(bytes)).toEqual([
        { title: 'Intro', page: 1, children: [] },
        { title: 'Chapter 一', page: 3, children: [{ title: 'Section 1.1', page: 4, children: [] }] },
        { title: 'End', page: 6, children: [] },
      ]);
  });

  it('follows GoTo actions and named destinations (catalog /Dests and the /Names tree)', async () => {
    const document = await PDFDocument.load(await plainPdf(4));
    const { context } = document;
    const pages = document.getPages();
    const fitPage = (index: number) => context.obj([pages[index]?.ref, PDFName.of('Fit')]);
    document.catalog.set(PDFName.of('Dests'), context.obj({ old: fitPage(1) }));
    document.catalog.set(
      PDFName.of('Names'),
      context.obj({ Dests: context.obj({ Names: [PDFString.of('tree'), context.obj({ D: fitPage(3) })] }) }),
    );
    const root = context.nextRef();
    const items = [0, 1, 2, 3].map(() => context.nextRef());
    const dests = [
      { A: context.obj({ S: 'GoTo', D: fitPage(2) }) },
      { Dest: PDFName.of('old') },
      { Dest: PDFString.of('tree') },
      {},
    ];
    items.forEach((ref, index) => {
      const item = context.obj({ Title: PDFString.of(`item ${index}`), Parent: root, ...dests[index] });
      if (index < 3) item.set(PDFName.of('Next'), items[index + 1] as typeof ref);
      context.assign(ref, item);
    });
    context.assign(root, context.obj({ Type: 'Outlines', First: items[0], Last: items[3] }));
    document.catalog.set(PDFName.of('Outlines'), root);
    expect(summary(readOutline(document))).toEqual([
      ['item 0', 2],
      ['item 1', 1],
      ['item 2', 3],
      ['item 3', undefined],
    ]);
    // The item that opens no page is left out of the cut points.
    expect(topLevelBookmarks(document).map((bookmark) => bookmark.page)).toEqual([3, 2, 4]);
  });

  it('stops at a loop in a damaged outline, and reads nothing from a file without one', async () => {
    const bookmarks = [
      { title: 'A', page: 1 },
      { title: 'B', page: 2 },
    ];
    const document = await PDFDocument.load(await withOutline(await plainPdf(2), bookmarks));
    const outlines = document.catalog.lookup(PDFName.of('Outlines'), PDFDict);
    outlines
      .lookup(PDFName.of('Last'), PDFDict)
      .set(PDFName.of('Next'), outlines.get(PDFName.of('First')) as PDFRef);
    expect(readOutline(document).map((entry) => entry.title)).toEqual(['A', 'B']);
    expect(readOutline(await PDFDocument.load(await plainPdf(1)))).toEqual([]);
  });

  it('takes the first page of its children for a top-level bookmark that only groups others', async () => {
    const document = await PDFDocument.load(
      await withOutline(await plainPdf(3), [{ title: 'Part', page: 2, children: [{ title: 'x', page: 3 }] }]),
    );
    const outlines = document.catalog.lookup(PDFName.of('Outlines'), PDFDict);
    outlines.lookup(PDFName.of('First'), PDFDict).delete(PDFName.of('Dest'));
    expect(topLevelBookmarks(document)).toEqual([{ title: 'Part', page: 3 }]);
  });
});
