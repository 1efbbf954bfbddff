/**
 * ICO files (CONTEXT.md Rules: ICO). An ICO is a directory of images; each entry here is a PNG,
 * which every Windows since Vista and every browser reads, and which keeps the file small.
 */

/** The sizes an ICO entry may have, in pixels (square). */
export const ICO_SIZES = [16, 32, 48, 64, 128, 256] as const;
export type IcoSize = (typeof ICO_SIZES)[number];

/**
 * The ICO size for a requested width and height: the entry is square, so the larger given side is
 * snapped to the nearest allowed size (a tie goes to the larger); nothing given means 256.
 */
export function snapIcoSize(width?: number, height?: number): IcoSize {
  const requested = Math.max(width && width > 0 ? width : 0, height && height > 0 ? height : 0);
  if (requested === 0) return 256;
  let best: IcoSize = ICO_SIZES[0];
  for (const size of ICO_SIZES) {
    if (Math.abs(size - requested) <= Math.abs(best - requested)) best = size;
  }
  return best;
}

export interface IcoEntry {
  /** Width and height in pixels (1 to 256). */
  size: number;
  /** The image, PNG-encoded, `size` × `size`. */
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Writes an ICO holding `entries` (smallest first, as Windows lists them). In the directory a
 * width or height of 256 is stored as 0, the format's only way to say 256 in one byte.
 */
export function encodeIco(entries: readonly IcoEntry[]): Uint8Array<ArrayBuffer> {
  if (entries.length === 0 || entries.length > 0xffff)
    throw new RangeError('An ICO holds 1 to 65,535 images');
  const sorted = [...entries].sort((left, right) => left.size - right.size);
  for (const { size, png } of sorted) {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new RangeError(`ICO entry size ${size} is not 1 to 256`);
    if (!PNG_SIGNATURE.every((byte, index) => png[index] === byte))
      throw new TypeError('ICO entries must be PNG images');
  }
  const directoryBytes = HEADER_BYTES + ENTRY_BYTES * sorted.length;
  const total = directoryBytes + sorted.reduce((sum, entry) => sum + entry.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon (2 would be a cursor)
  view.setUint16(4, sorted.length, true);
  let offset = directoryBytes;
  sorted.forEach(({ size, png }, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    const stored = size >= 256 ? 0 : size;
    view.setUint8(at, stored); // width
    view.setUint8(at + 1, stored); // height
    view.setUint8(at + 2, 0); // colours in the palette: none
    view.setUint8(at + 3, 0); // reserved
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, png.length, true);
    view.setUint32(at + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}

/** The entries of an ICO file: each one's stored size (0 read as 256), offset and length. */
export function readIcoDirectory(bytes: Uint8Array): Array<{ size: number; offset: number; length: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1)
    throw new TypeError('Not an ICO file');
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const at = HEADER_BYTES + ENTRY_BYTES * index;
    return {
      size: view.getUint8(at) || 256,
      length: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    };
  });
}
