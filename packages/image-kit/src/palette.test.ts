import { describe, expect, it } from 'vitest';
import { encodeReducedPng, reduceColors } from './palette';
import { bitDepthFor, encodePalettePng } from './palette-png';
import { PALETTE_COLORS } from './png';
import { magickPixels } from './test-fixtures';

/** Pixels as ImageData has them (Node has no ImageData). */
function image(width: number, height: number, pixel: (x: number, y: number) => number[]): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

describe('palette PNG (CONTEXT.md Rules: Encoding › Fewer colours)', () => {
  it('uses the fewest bits per pixel: 1, 2, 4 or 8', () => {
    expect([2, 3, 4, 5, 16, 17, 256].map(bitDepthFor)).toEqual([1, 2, 2, 4, 4, 8, 8]);
  });

  it.each([2, 4, 16, 200])('writes %i colours that ImageMagick reads back pixel for pixel', (colors) => {
    const width = 7; // rows that do not fill their last byte at depths 1, 2 and 4
    const height = 3;
    const palette = new Uint8Array(colors * 4);
    for (let color = 0; color < colors; color++)
      palette.set([color, 255 - color, (color * 7) % 256, 255], color * 4);
    const indices = Uint8Array.from({ length: width * height }, (_, pixel) => (pixel * 5) % colors);
    const png = encodePalettePng({ width, height, palette, indices });
    expect(png[25]).toBe(3); // IHDR colour type: palette
    expect(png[24]).toBe(bitDepthFor(colors));
    const { info, pixels } = magickPixels(png, `palette-${colors}.png`);
    expect(info).toMatch(/^PNG 7x3 /);
    expect(pixels).toEqual(Array.from(indices, (index) => [...palette.subarray(index * 4, index * 4 + 4)]));
  });

  it('keeps transparency through tRNS, and writes no tRNS when every colour is opaque', () => {
    const palette = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 128, 0, 0, 0, 0]);
    const png = encodePalettePng({ width: 3, height: 1, palette, indices: new Uint8Array([0, 1, 2]) });
    const { pixels } = magickPixels(png, 'alpha.png');
    expect(pixels).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 128],
      [0, 0, 0, 0],
    ]);
    const opaque = encodePalettePng({
      width: 1,
      height: 1,
      palette: new Uint8Array([1, 2, 3, 255]),
      indices: new Uint8Array([0]),
    });
    expect(new TextDecoder().decode(opaque)).not.toContain('tRNS');
  });
});

describe('reduceColors', () => {
  // A smooth colour field with a transparent corner: more than 256 colours to start with.
  const field = image(64, 64, (x, y) => (x < 8 && y < 8 ? [0, 0, 0, 0] : [x * 4, y * 4, 255 - x * 2, 255]));

  it.each([2, 16, 256])('gives at most %i colours, every pixel an index of them', (colors) => {
    const reduced = reduceColors(field, colors);
    expect(reduced.palette.length / 4).toBeLessThanOrEqual(colors);
    expect(Math.max(...reduced.indices)).toBeLessThan(reduced.palette.length / 4);
  });

  it('stays close to the original with 64 colours and keeps the transparent corner transparent', () => {
    const { palette, indices } = reduceColors(field, 64);
    let error = 0;
    for (let pixel = 0; pixel < indices.length; pixel++)
      for (let channel = 0; channel < 4; channel++)
        error += Math.abs(
          (palette[(indices[pixel] as number) * 4 + channel] as number) -
            (field.data[pixel * 4 + channel] as number),
        );
    expect(error / (indices.length * 4)).toBeLessThan(6); // mean error per channel, of 255
    expect(palette[(indices[0] as number) * 4 + 3]).toBe(0);
  });

  it('clamps the count to 2–256, and fewer colours make a smaller file', () => {
    expect(reduceColors(field, 1).palette.length / 4).toBeLessThanOrEqual(PALETTE_COLORS.min);
    expect(encodeReducedPng(field, 8).length).toBeLessThan(encodeReducedPng(field, 256).length);
  });
});
