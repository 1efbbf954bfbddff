// Test fixtures the PDF tools share (tests only: never imported by a tool's code).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { addOutline, type NewOutlineEntry } from './outline';

/** Whether Debian's qpdf is installed (the README lists it for the tests). */
export const hasQpdf = (() => {
  try {
    execFileSync('qpdf', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** qpdf's structural check: an output must be a well-formed PDF, not only one pdf-lib reads. */
export function qpdfCheck(bytes: Uint8Array): void {
  if (!hasQpdf) return;
  const folder = mkdtempSync(join(tmpdir(), 'pdf-kit-check-'));
  try {
    const path = join(folder, 'out.pdf');
    writeFileSync(path, bytes);
    execFileSync('qpdf', ['--check', path]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Marks the extras `withPageExtras` adds, so a test can look for them in any output. */
export const EXTRA_MARKERS = {
  thumbnail: 'DeviceRGB',
  editorData: 'Toolbox test editor private data',
  xmp: '<x:xmpmeta toolbox-test="page">',
} as const;

/**
 * `bytes` with, on every page, what editors and scanners add: an embedded thumbnail (/Thumb, a
 * 40 × 40 RGB image of noise, so it does not compress), editor private data (/PieceInfo with a
 * private stream) and page XMP metadata (/Metadata).
 */
export async function withPageExtras(bytes: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes);
  const { context } = document;
  let seed = 7;
  for (const page of document.getPages()) {
    const noise = new Uint8Array(40 * 40 * 3).map(() => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed >>> 23;
    });
    const thumb = context.stream(noise, {
      Width: 40,
      Height: 40,
      ColorSpace: EXTRA_MARKERS.thumbnail,
      BitsPerComponent: 8,
    });
    const privateData = context.register(context.stream(`${EXTRA_MARKERS.editorData} ${'x'.repeat(500)}`));
    const xmp = context.stream(`${EXTRA_MARKERS.xmp}${' '.repeat(500)}</x:xmpmeta>`, {
      Type: 'Metadata',
      Subtype: 'XML',
    });
    page.node.set(PDFName.of('Thumb'), context.register(thumb));
    page.node.set(
      PDFName.of('PieceInfo'),
      context.obj({ Editor: { LastModified: 'D:20260101000000Z', Private: privateData } }),
    );
    page.node.set(PDFName.of('Metadata'), context.register(xmp));
  }
  return document.save({ useObjectStreams: false });
}

/** Which of the extras' markers appear in any stream or object of a PDF, parsed with pdf-lib. */
export async function extrasIn(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const found = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    let text = object.toString();
    if (object instanceof PDFRawStream)
      text += new TextDecoder('latin1').decode(decodePDFRawStream(object).decode());
    for (const [name, marker] of Object.entries(EXTRA_MARKERS)) if (text.includes(marker)) found.add(name);
  }
  return [...found].sort();
}

/** A bookmark for `withOutline`: its title, the 1-based page it opens, and its children. */
export interface FixtureBookmark {
  title: string;
  page: number;
  children?: FixtureBookmark[];
}

/** `bytes` with an outline (bookmarks with explicit destinations), written by pdf-kit's `addOutline`. */
export async function withOutline(bytes: Uint8Array, bookmarks: FixtureBookmark[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages();
  const toEntries = (items: FixtureBookmark[]): NewOutlineEntry[] =>
    items.map((item) => ({
      title: item.title,
      page: (pages[item.page - 1] as (typeof pages)[number]).ref,
      children: toEntries(item.children ?? []),
    }));
  document.catalog.set(PDFName.of('Outlines'), addOutline(document.context, toEntries(bookmarks)));
  return document.save({ useObjectStreams: false });
}

/** qpdf's own reading of a PDF's outline: each item's title, 1-based page (0 when none) and children. */
export interface QpdfOutlineItem {
  title: string;
  page: number;
  children: QpdfOutlineItem[];
}

/** The outline as qpdf reads it (`qpdf --json --json-key=outlines`), an independent check of pdf-lib. */
export function qpdfOutline(bytes: Uint8Array): QpdfOutlineItem[] {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-kit-outline-'));
  try {
    const path = join(folder, 'in.pdf');
    writeFileSync(path, bytes);
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-key=outlines', path], { encoding: 'utf8' }),
    ) as { outlines: RawQpdfOutline[] };
    const convert = (items: RawQpdfOutline[]): QpdfOutlineItem[] =>
      items.map((item) => ({
        title: item.title,
        page: item.destpageposfrom1 ?? 0,
        children: convert(item.kids ?? []),
      }));
    return convert(json.outlines);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface RawQpdfOutline {
  title: string;
  destpageposfrom1?: number | null;
  kids?: RawQpdfOutline[];
}
