// @vitest-environment jsdom
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bookToEpub, EPUB_PACKAGE_PATH } from './epub';
import { bookWithPages } from './test-fixtures';

const attack = '<script>alert(1)</script> & ]]> \u0001';
const book = bookWithPages(['Once.\n\nTwice.', attack, 'c'], 'Sky & Sea');
const epub = bookToEpub(book);
const files = unzipSync(epub);
const text = (path: string) => strFromU8(files[path] as Uint8Array);

const xml = (path: string) => {
  const document = new DOMParser().parseFromString(text(path), 'application/xml');
  expect(document.querySelector('parsererror'), path).toBeNull();
  return document;
};

/** The zip's local file headers in order: name and compression method. */
function localEntries(bytes: Uint8Array): Array<{ name: string; method: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: Array<{ name: string; method: number }> = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    entries.push({ name: strFromU8(bytes.subarray(at + 30, at + 30 + nameLength)), method });
    at += 30 + nameLength + extraLength + size;
  }
  return entries;
}

describe('story book EPUB', () => {
  it('starts with mimetype, stored, without extra fields', () => {
    expect(localEntries(epub)[0]).toEqual({ name: 'mimetype', method: 0 });
    expect(strFromU8(epub.subarray(30, 38))).toBe('mimetype');
    expect(strFromU8(epub.subarray(38, 58))).toBe('application/epub+zip');
  });

  it('the container points at the package document', () => {
    const container = xml('META-INF/container.xml');
    expect(container.querySelector('rootfile')?.getAttribute('full-path')).toBe(EPUB_PACKAGE_PATH);
    expect(files[EPUB_PACKAGE_PATH]).toBeDefined();
  });

  it('the package lists every page in the manifest and the spine, in order', () => {
    const opf = xml(EPUB_PACKAGE_PATH);
    expect(opf.documentElement.getAttribute('version')).toBe('3.0');
    expect(opf.getElementsByTagName('dc:title')[0]?.textContent).toBe('Sky & Sea');
    expect(opf.querySelector('meta[property="dcterms:modified"]')?.textContent).toBe('2026-11-27T10:00:00Z');
    const manifest = new Map(
      [...opf.querySelectorAll('manifest item')].map((item) => [
        item.getAttribute('id'),
        item.getAttribute('href'),
      ]),
    );
    expect(opf.querySelector('item[properties="nav"]')?.getAttribute('href')).toBe('nav.xhtml');
    const spine = [...opf.querySelectorAll('spine itemref')].map((ref) =>
      manifest.get(ref.getAttribute('idref')),
    );
    expect(spine).toEqual(['title.xhtml', 'page-1.xhtml', 'page-2.xhtml', 'page-3.xhtml']);
    for (const href of manifest.values()) expect(files[`OEBPS/${href}`], href ?? '').toBeDefined();
  });

  it('has a navigation document linking every page', () => {
    const nav = xml('OEBPS/nav.xhtml');
    expect(nav.querySelector('nav')?.getAttribute('epub:type')).toBe('toc');
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'title.xhtml',
      'page-1.xhtml',
      'page-2.xhtml',
      'page-3.xhtml',
    ]);
  });

  it('each page is valid XHTML with the user text escaped', () => {
    for (const path of ['OEBPS/title.xhtml', 'OEBPS/page-1.xhtml', 'OEBPS/page-3.xhtml']) xml(path);
    const page = xml('OEBPS/page-2.xhtml');
    expect(page.documentElement.getAttribute('xml:lang')).toBe('en');
    expect(page.getElementsByTagName('script')).toHaveLength(0);
    expect(page.querySelector('.content p')?.textContent).toBe('<script>alert(1)</script> & ]]> ');
    expect(page.querySelector('h1')?.textContent).toBe('Page 2: Two');
  });

  it('the same book gives the same bytes', () => {
    expect(bookToEpub(book)).toEqual(epub);
  });
});
