import { concatBytes } from '@toolbox/kit/bytes';
import { zlibSync } from 'fflate';
import { PNG_SIGNATURE, pngChunk } from './png';

/**
 * Writing a palette PNG (colour type 3): what fewer colours (`./palette`) ends in, and the small
 * one-colour pictures other packages make (a character card's placeholder). Needs fflate's
 * deflate, not the quantiser: a module of its own so those do not load image-q.
 */

export interface PaletteImage {
  width: number;
  height: number;
  /** RGBA, four bytes per colour, at most 256 colours. */
  palette: Uint8Array;
  /** One palette index per pixel, row by row. */
  indices: Uint8Array;
}

/** The fewest bits per index that hold every palette entry: 1, 2, 4 or 8. */
export function bitDepthFor(colors: number): 1 | 2 | 4 | 8 {
  if (colors <= 2) return 1;
  if (colors <= 4) return 2;
  if (colors <= 16) return 4;
  return 8;
}

/**
 * A palette PNG (colour type 3) at the smallest bit depth, `tRNS` only when some colour is not
 * opaque, rows unfiltered (the PNG specification's advice for palette images) and deflated at
 * level 9.
 */
export function encodePalettePng({ width, height, palette, indices }: PaletteImage): Uint8Array<ArrayBuffer> {
  const colors = palette.length / 4;
  if (colors < 1 || colors > 256 || !Number.isInteger(colors)) throw new RangeError('1–256 palette colours');
  const depth = bitDepthFor(colors);
  const perByte = 8 / depth;
  const rowBytes = Math.ceil(width / perByte);
  const raw = new Uint8Array((rowBytes + 1) * height); // each row: filter type 0, then indices
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      const index = indices[y * width + x] as number;
      const at = row + Math.floor(x / perByte);
      raw[at] = (raw[at] as number) | (index << (8 - depth * ((x % perByte) + 1)));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([depth, 3, 0, 0, 0], 8); // depth, palette, deflate, adaptive filters, no interlace
  const rgb = new Uint8Array(colors * 3);
  const alpha = new Uint8Array(colors);
  for (let color = 0; color < colors; color++) {
    rgb.set(palette.subarray(color * 4, color * 4 + 3), color * 3);
    alpha[color] = palette[color * 4 + 3] as number;
  }
  // tRNS lists alphas up to the last colour that is not opaque; the rest are opaque.
  let alphas = colors;
  while (alphas > 0 && alpha[alphas - 1] === 255) alphas--;
  return concatBytes([
    new Uint8Array(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('PLTE', rgb),
    ...(alphas > 0 ? [pngChunk('tRNS', alpha.subarray(0, alphas))] : []),
    pngChunk('IDAT', zlibSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}
