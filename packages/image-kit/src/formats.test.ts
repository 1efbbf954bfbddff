import { describe, expect, it } from 'vitest';
import { formatOfMimeType, isHeicFile, sniffImageFormat } from './formats';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffImageFormat (CONTEXT.md Rules: Formats › By content)', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['bmp', bytes('BM', new Array(30).fill(0))],
    ['ico', bytes([0, 0, 1, 0, 1, 0])],
    ['jxl', bytes([0xff, 0x0a])],
    ['jxl', bytes([0, 0, 0, 0x0c], 'JXL ', [0x0d, 0x0a, 0x87, 0x0a])],
    ['tiff', bytes('II*', [0])],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['heic', ftyp('heic', 'mif1')],
    ['heic', ftyp('mif1', 'heic')],
    ['svg', bytes('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes('  <svg width="10">')],
  ] as const)('knows %s by its first bytes', (format, head) => {
    expect(sniffImageFormat(head)).toBe(format);
  });

  it('knows nothing else', () => {
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageFormat(bytes('hello <svg>'))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
    expect(sniffImageFormat(ftyp('isom', 'mp41'))).toBeUndefined();
  });
});

describe('formatOfMimeType', () => {
  it('reads the usual MIME types and their aliases', () => {
    expect(formatOfMimeType('image/jpeg')).toBe('jpeg');
    expect(formatOfMimeType('image/jpg')).toBe('jpeg');
    expect(formatOfMimeType('IMAGE/PNG')).toBe('png');
    expect(formatOfMimeType('image/vnd.microsoft.icon')).toBe('ico');
    expect(formatOfMimeType('image/heif')).toBe('heic');
    expect(formatOfMimeType('text/plain')).toBeUndefined();
  });
});

describe('isHeicFile', () => {
  it('knows an iPhone photo by its type or its name', () => {
    expect(isHeicFile({ type: 'image/heic', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isHeicFile({ type: 'image/heif', name: 'a' })).toBe(true);
    expect(isHeicFile({ type: '', name: 'IMG_0002.heic' })).toBe(true);
    expect(isHeicFile({ type: 'image/jpeg', name: 'IMG_0003.jpg' })).toBe(false);
  });
});
