import { describe, expect, it } from 'vitest';
import { base64FileName, decodeImage, encodeImage, isImageFile } from './image-base64';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

describe('input (CONTEXT.md Rules: Input)', () => {
  it('takes only files whose type starts with image/', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('encodeImage (CONTEXT.md Rules: Output)', () => {
  it('makes a data URL with the type the bytes are in, and says where the Base64 starts', () => {
    const { dataUrl, base64Start } = encodeImage(new Uint8Array(PNG_HEAD), 'image/png');
    expect(dataUrl).toBe('data:image/png;base64,iVBORw0KGgoAAAAN');
    expect(dataUrl.slice(base64Start)).toBe('iVBORw0KGgoAAAAN');
  });

  it('names the real type when the file says another', () => {
    expect(
      encodeImage(new Uint8Array(JPEG_HEAD), 'image/png').dataUrl.startsWith('data:image/jpeg;base64,'),
    ).toBe(true);
  });

  it('keeps the declared type when the bytes are not a format it knows', () => {
    expect(encodeImage(new Uint8Array([1, 2, 3]), 'image/x-portable-pixmap').dataUrl).toBe(
      'data:image/x-portable-pixmap;base64,AQID',
    );
  });

  it('names the download after the image plus _base64.txt', () => {
    expect(base64FileName('photo.png')).toBe('photo.png_base64.txt');
  });
});

describe('decodeImage (CONTEXT.md Rules: Reverse)', () => {
  it('reads a data URL and finds the type in the bytes', () => {
    const decoded = decodeImage('data:image/png;base64,iVBORw0KGgoAAAAN');
    expect(decoded).toMatchObject({ ok: true, format: 'png', mimeType: 'image/png', extension: 'png' });
    expect(decoded.ok && [...decoded.bytes]).toEqual(PNG_HEAD);
  });

  it('reads bare Base64 with line breaks, and ignores a header that names the wrong type', () => {
    expect(decodeImage('/9j/\n4AAQ')).toMatchObject({ ok: true, format: 'jpeg', extension: 'jpg' });
    expect(decodeImage('data:image/gif;base64,/9j/4AAQ')).toMatchObject({ ok: true, format: 'jpeg' });
  });

  it('says what is wrong: empty, a bad character (where), cut short, or not an image', () => {
    expect(decodeImage('   ')).toEqual({ ok: false, error: 'empty' });
    expect(decodeImage('data:image/png;base64,')).toEqual({ ok: false, error: 'empty' });
    expect(decodeImage('iVBO#w0K')).toEqual({
      ok: false,
      error: 'invalidCharacter',
      character: '#',
      position: 5,
    });
    expect(decodeImage('iVBORw0KG')).toEqual({ ok: false, error: 'invalidLength' });
    expect(decodeImage('aGVsbG8gd29ybGQ=')).toEqual({ ok: false, error: 'notImage' });
  });
});
