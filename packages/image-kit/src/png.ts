/**
 * PNG chunks (EXIF written into a PNG, palette PNGs, text chunks such as character cards' data).
 * Pure byte work, no engine: pages may import it.
 */

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** PNG's CRC-32 of a chunk's type and data. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(
    Uint8Array.from(type, (character) => character.charCodeAt(0)),
    4,
  );
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

export interface PngChunk {
  /** Four ASCII letters (`IHDR`, `tEXt`, …). */
  type: string;
  /** The chunk's data (a view into the file, not a copy). */
  data: Uint8Array;
  /** Where the whole chunk (length, type, data, CRC) starts and ends in the file. */
  start: number;
  end: number;
}

export type ReadPngChunksResult =
  | { ok: true; chunks: PngChunk[] }
  | { ok: false; problem: 'notPng' | 'damaged' };

/**
 * The chunks of a PNG, in file order, up to `IEND` (anything after it is not part of the image).
 * CRCs are not checked: a reader that refused a file over a wrong CRC would refuse images every
 * browser shows. A length running past the end, or no `IEND`, is `damaged`.
 */
export function readPngChunks(png: Uint8Array): ReadPngChunksResult {
  if (png.length < 8 || PNG_SIGNATURE.some((byte, index) => png[index] !== byte))
    return { ok: false, problem: 'notPng' };
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: PngChunk[] = [];
  for (let start = 8; start + 12 <= png.length; ) {
    const length = view.getUint32(start);
    const end = start + 12 + length;
    if (end > png.length) break;
    const type = String.fromCharCode(...png.subarray(start + 4, start + 8));
    chunks.push({ type, data: png.subarray(start + 8, start + 8 + length), start, end });
    if (type === 'IEND') return { ok: true, chunks };
    start = end;
  }
  return { ok: false, problem: 'damaged' };
}

/**
 * A `tEXt` chunk: keyword, a zero byte, the text. Both are Latin-1 by the PNG specification, so
 * a character above U+00FF is a `RangeError` (write UTF-8 text as Base64, as character cards do).
 */
export function pngTextChunk(keyword: string, text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\x20-\x7e\xa1-\xff]{1,79}$/.test(keyword)) throw new RangeError(`Bad tEXt keyword: ${keyword}`);
  const data = new Uint8Array(keyword.length + 1 + text.length);
  for (let index = 0; index < keyword.length; index++) data[index] = keyword.charCodeAt(index);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new RangeError('tEXt holds Latin-1 text only');
    data[keyword.length + 1 + index] = code;
  }
  return pngChunk('tEXt', data);
}

/** Bytes as Latin-1 (a TextDecoder's `latin1` is windows-1252, which differs at 0x80–0x9f). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 8192)
    text += String.fromCharCode(...bytes.subarray(index, index + 8192));
  return text;
}

/** A `tEXt` chunk's keyword and text (Latin-1); a chunk without the zero byte is all keyword. */
export function readPngText(data: Uint8Array): { keyword: string; text: string } {
  const zero = data.indexOf(0);
  if (zero < 0) return { keyword: latin1(data), text: '' };
  return { keyword: latin1(data.subarray(0, zero)), text: latin1(data.subarray(zero + 1)) };
}

/** How many colours a palette PNG may have; fewer colours, smaller file. */
export const PALETTE_COLORS = { min: 2, max: 256, default: 256 } as const;
