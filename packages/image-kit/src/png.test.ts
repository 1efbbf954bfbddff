import { crc32 } from 'node:zlib';
import { concatBytes } from '@toolbox/kit/bytes';
import { describe, expect, it } from 'vitest';
import { encodePalettePng } from './palette-png';
import { PNG_SIGNATURE, pngChunk, pngTextChunk, readPngChunks, readPngText } from './png';
import { magickPixels } from './test-fixtures';

const onePixel = () =>
  encodePalettePng({
    width: 1,
    height: 1,
    palette: new Uint8Array([9, 8, 7, 255]),
    indices: new Uint8Array(1),
  });

describe('readPngChunks', () => {
  it('lists the chunks in file order with their places, up to IEND', () => {
    const png = onePixel();
    const read = readPngChunks(concatBytes([png, new Uint8Array([1, 2, 3])]));
    if (!read.ok) throw new Error(read.problem);
    expect(read.chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(read.chunks[0]?.start).toBe(8);
    expect(read.chunks.at(-1)?.end).toBe(png.length);
    expect(read.chunks[1]?.data).toEqual(new Uint8Array([9, 8, 7]));
  });

  it.each([
    ['not a PNG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0]), 'notPng'],
    ['a PNG cut short', onePixel().subarray(0, 40), 'damaged'],
    ['a PNG without IEND', onePixel().subarray(0, -12), 'damaged'],
    ['the signature alone', new Uint8Array(PNG_SIGNATURE), 'damaged'],
  ])('%s is %s', (_, bytes, problem) => {
    expect(readPngChunks(bytes)).toEqual({ ok: false, problem });
  });
});

describe('tEXt chunks', () => {
  it('writes keyword, zero byte and Latin-1 text under a correct CRC, and reads them back', () => {
    const chunk = pngTextChunk('chara', 'eyJhIjoxfQ==é');
    const data = chunk.subarray(8, -4);
    expect(new DataView(chunk.buffer).getUint32(chunk.length - 4)).toBe(crc32(chunk.subarray(4, -4)));
    expect(readPngText(data)).toEqual({ keyword: 'chara', text: 'eyJhIjoxfQ==é' });
    expect(data.at(-1)).toBe(0xe9);
  });

  it('reads bytes 0x80–0x9f as Latin-1, not windows-1252', () => {
    expect(readPngText(new Uint8Array([0x6b, 0, 0x80, 0x9f])).text).toBe('\u0080\u009f');
  });

  it('reads a chunk without a zero byte as all keyword', () => {
    expect(readPngText(new Uint8Array([0x6b, 0x65, 0x79]))).toEqual({ keyword: 'key', text: '' });
  });

  it.each([
    ['an empty keyword', '', 'text'],
    ['a keyword of 80 characters', 'k'.repeat(80), 'text'],
    ['text beyond Latin-1', 'chara', '格式'],
  ])('refuses %s', (_, keyword, text) => {
    expect(() => pngTextChunk(keyword, text)).toThrow(RangeError);
  });

  it('keeps the file readable: ImageMagick reads the pixels of a PNG with a text chunk added', () => {
    const png = onePixel();
    const withText = concatBytes([
      png.subarray(0, -12),
      pngTextChunk('comment', 'hello'),
      pngChunk('IEND', new Uint8Array(0)),
    ]);
    expect(magickPixels(withText, 'text.png').pixels).toEqual([[9, 8, 7, 255]]);
  });
});
