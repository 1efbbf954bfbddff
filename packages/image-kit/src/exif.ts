import { concatBytes } from '@toolbox/kit/bytes';
import { pngChunk } from './png';

/**
 * EXIF in JPEG files (CONTEXT.md Rules: Metadata). Re-encoding an image through a canvas drops
 * every metadata block; to keep them, the original's EXIF segment is written into the new file,
 * with its orientation reset (the pixels are already turned upright) and, by default, without the
 * GPS position. Pure byte work: no engine, safe on any thread.
 */

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const TAG_ORIENTATION = 0x0112;
const TAG_GPS_IFD = 0x8825;
/** Bytes per value of each TIFF type (1 BYTE … 12 DOUBLE). */
const TYPE_BYTES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

/** The JPEG's segments before the image data: marker, start and end of each (end exclusive). */
function jpegSegments(bytes: Uint8Array): Array<{ marker: number; start: number; end: number }> {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new TypeError('Not a JPEG file');
  const segments = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xda || marker === 0xd9) break; // image data or end: no more metadata
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    segments.push({ marker, start: at, end: at + 2 + length });
    at += 2 + length;
  }
  return segments;
}

const isExif = (bytes: Uint8Array, start: number) =>
  EXIF_HEADER.every((byte, index) => bytes[start + 4 + index] === byte);

/** The JPEG's EXIF segment (APP1 "Exif"), marker and length included, or undefined. */
export function findExifSegment(jpeg: Uint8Array): Uint8Array | undefined {
  const segment = jpegSegments(jpeg).find(({ marker, start }) => marker === 0xe1 && isExif(jpeg, start));
  return segment && jpeg.slice(segment.start, segment.end);
}

/** The orientation an EXIF segment records (1–8), 1 when it records none. */
export function exifOrientation(segment: Uint8Array): number {
  const tiff = 4 + EXIF_HEADER.length;
  const view = new DataView(segment.buffer, segment.byteOffset + tiff, segment.byteLength - tiff);
  const little = view.getUint16(0) === 0x4949; // "II"
  const ifd0 = view.getUint32(4, little);
  for (let index = 0; index < view.getUint16(ifd0, little); index++) {
    const entry = ifd0 + 2 + index * 12;
    if (view.getUint16(entry, little) === TAG_ORIENTATION) return view.getUint16(entry + 8, little);
  }
  return 1;
}

/**
 * A copy of an EXIF segment with its orientation set to 1 (upright) and, unless `keepGps`, its GPS
 * block emptied: every GPS value, and the entries pointing at them, overwritten with zeros and the
 * block's entry count set to 0, so no reader finds a position (nor a stray copy of its bytes).
 */
export function editExif(segment: Uint8Array, { keepGps = false } = {}): Uint8Array {
  const out = segment.slice();
  const tiff = 4 + EXIF_HEADER.length; // after marker, length and "Exif\0\0"
  const view = new DataView(out.buffer, out.byteOffset + tiff, out.byteLength - tiff);
  const little = view.getUint16(0) === 0x4949; // "II"
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd0 = u32(4);
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, index) => ifd + 2 + index * 12);
  for (const entry of entries(ifd0)) {
    const tag = u16(entry);
    if (tag === TAG_ORIENTATION) view.setUint16(entry + 8, 1, little);
    if (tag === TAG_GPS_IFD && !keepGps) {
      const gps = u32(entry + 8);
      for (const gpsEntry of entries(gps)) {
        const size = (TYPE_BYTES[u16(gpsEntry + 2)] ?? 1) * u32(gpsEntry + 4);
        if (size > 4) new Uint8Array(view.buffer, view.byteOffset + u32(gpsEntry + 8), size).fill(0);
        new Uint8Array(view.buffer, view.byteOffset + gpsEntry, 12).fill(0);
      }
      view.setUint16(gps, 0, little);
    }
  }
  return out;
}

/**
 * The JPEG with `segment` as its EXIF: any EXIF it had is replaced, and the new one goes right
 * after the JFIF header when there is one (EXIF readers look there), else right after the start.
 */
export function insertExifSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  const segments = jpegSegments(jpeg);
  const old = segments.find(({ marker, start }) => marker === 0xe1 && isExif(jpeg, start));
  const jfif = segments[0]?.marker === 0xe0 ? segments[0] : undefined;
  const insertAt = jfif ? jfif.end : 2;
  const parts = old
    ? [jpeg.subarray(0, old.start), segment, jpeg.subarray(old.end)]
    : [jpeg.subarray(0, insertAt), segment, jpeg.subarray(insertAt)];
  return concatBytes(parts);
}

/** The TIFF part of an EXIF segment (what PNG's `eXIf` and WebP's `EXIF` chunks hold). */
export function exifTiff(segment: Uint8Array): Uint8Array {
  return segment.subarray(4 + EXIF_HEADER.length);
}

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/**
 * A PNG with the EXIF in an `eXIf` chunk right after `IHDR` (PNG 1.5's place for it; browsers and
 * ImageMagick read it there).
 */
export function insertPngExif(png: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  if (png[12] !== 0x49 || png[13] !== 0x48 || png[14] !== 0x44 || png[15] !== 0x52)
    throw new TypeError('Not a PNG file');
  const chunk = pngChunk('eXIf', tiff);
  return concatBytes([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/**
 * A WebP with the EXIF in an `EXIF` chunk. A simple file (`VP8 ` or `VP8L` alone) becomes an
 * extended one: a `VP8X` header chunk first (canvas size, the alpha flag when the lossless
 * bitstream says it has alpha, the EXIF flag), the image, then `EXIF`, as the container requires.
 */
export function insertWebpExif(webp: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const fourCC = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (fourCC(0) !== 'RIFF' || fourCC(8) !== 'WEBP') throw new TypeError('Not a WebP file');
  const first = fourCC(12);
  const pad = (bytes: Uint8Array) => (bytes.length % 2 ? concatBytes([bytes, new Uint8Array(1)]) : bytes);
  const exifChunk = new Uint8Array(8 + tiff.length);
  exifChunk.set(ascii('EXIF'));
  new DataView(exifChunk.buffer).setUint32(4, tiff.length, true);
  exifChunk.set(tiff, 8);
  let header: Uint8Array;
  let body = webp.subarray(12);
  if (first === 'VP8X') {
    header = webp.slice(12, 30);
    header[8] = (header[8] as number) | 0x08;
    body = webp.subarray(30);
  } else {
    let width: number;
    let height: number;
    let alpha = false;
    if (first === 'VP8L') {
      const bits = view.getUint32(21, true);
      width = (bits & 0x3fff) + 1;
      height = ((bits >>> 14) & 0x3fff) + 1;
      alpha = ((bits >>> 28) & 1) === 1;
    } else if (first === 'VP8 ') {
      width = view.getUint16(26, true) & 0x3fff;
      height = view.getUint16(28, true) & 0x3fff;
    } else throw new TypeError(`Unexpected WebP chunk ${first}`);
    header = new Uint8Array(18);
    header.set(ascii('VP8X'));
    const headerView = new DataView(header.buffer);
    headerView.setUint32(4, 10, true);
    header[8] = 0x08 | (alpha ? 0x10 : 0);
    for (const [offset, value] of [
      [12, width - 1],
      [15, height - 1],
    ] as const) {
      header[offset] = value & 0xff;
      header[offset + 1] = (value >> 8) & 0xff;
      header[offset + 2] = (value >> 16) & 0xff;
    }
  }
  const chunks = concatBytes([header, body, pad(exifChunk)]);
  const out = concatBytes([ascii('RIFF'), new Uint8Array(4), ascii('WEBP'), chunks]);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}
