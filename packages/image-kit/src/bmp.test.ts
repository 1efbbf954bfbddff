import { describe, expect, it } from 'vitest';
import { encodeBmp } from './bmp';
import { sniffImageFormat } from './formats';
import { magickPixels } from './test-fixtures';

describe('encodeBmp (CONTEXT.md Rules: BMP)', () => {
  // 3×2: red, green, blue / white, black, grey. Width 3 makes 9-byte rows, padded to 12.
  const opaque = new Uint8Array([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255,
  ]);

  it('writes an opaque image as 24-bit rows, padded to 4 bytes, that ImageMagick reads pixel for pixel', () => {
    const bmp = encodeBmp({ width: 3, height: 2, data: opaque });
    expect(sniffImageFormat(bmp)).toBe('bmp');
    expect(bmp.length).toBe(14 + 40 + 12 * 2);
    expect(new DataView(bmp.buffer).getUint16(28, true)).toBe(24);
    const { info, pixels } = magickPixels(bmp, 'opaque.bmp');
    expect(info).toMatch(/^BMP3? 3x2 srgb$/);
    expect(pixels).toEqual([
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [0, 0, 255, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 255],
      [128, 128, 128, 255],
    ]);
  });

  it('keeps transparency in a 32-bit file with an alpha mask', () => {
    const data = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 0]);
    const bmp = encodeBmp({ width: 2, height: 1, data });
    expect(new DataView(bmp.buffer).getUint16(28, true)).toBe(32);
    const { info, pixels } = magickPixels(bmp, 'alpha.bmp');
    expect(info).toMatch(/^BMP3? 2x1 srgba$/);
    expect(pixels).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 0],
    ]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodeBmp({ width: 2, height: 2, data: new Uint8Array(4) })).toThrow(RangeError);
  });
});
