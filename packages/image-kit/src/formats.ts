/**
 * Image formats by content, not by name (CONTEXT.md Rules: Formats). A file's name and its
 * declared type can lie (a `.png` that is a JPEG, a pasted Base64 with no header); the first
 * bytes do not.
 */

/** The largest image file the image tools take: 50 MB, the compressor's and collage's limit. */
export const MAX_IMAGE_BYTES = 52_428_800;

export type ImageFormat =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'avif'
  | 'bmp'
  | 'ico'
  | 'jxl'
  | 'heic'
  | 'tiff'
  | 'svg';

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  jxl: 'image/jxl',
  heic: 'image/heic',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};

/** The usual file extension of each format, without the dot (JPEG is `.jpg`, as the spec says). */
export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  bmp: 'bmp',
  ico: 'ico',
  jxl: 'jxl',
  heic: 'heic',
  tiff: 'tiff',
  svg: 'svg',
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/** ISO-BMFF brands (the `ftyp` box) of AVIF and of HEIF/HEIC, which share the container. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function isoBrand(bytes: Uint8Array): ImageFormat | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  // The major brand, then the compatible brands: `mif1` alone is any HEIF, AVIF says `avif` too.
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  return undefined;
}

/** The format of an image from its first bytes (64 are enough), or undefined when not an image we know. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, [0, 0, 1, 0]) && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0) return 'ico';
  if (startsWith(bytes, [0xff, 0x0a])) return 'jxl';
  if (startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a])) return 'jxl';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0]) || startsWith(bytes, [0x4d, 0x4d, 0, 0x2a])) return 'tiff';
  const iso = isoBrand(bytes);
  if (iso) return iso;
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then `<svg`.
  const text = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return undefined;
}

/** The format a MIME type names (`image/jpg` and `image/pjpeg` are JPEG too), or undefined. */
export function formatOfMimeType(type: string): ImageFormat | undefined {
  const mime = type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime === 'image/jpg' || mime === 'image/pjpeg') return 'jpeg';
  if (mime === 'image/vnd.microsoft.icon') return 'ico';
  if (mime === 'image/heif') return 'heic';
  return (Object.keys(IMAGE_MIME_TYPES) as ImageFormat[]).find((format) => IMAGE_MIME_TYPES[format] === mime);
}

/**
 * Whether a chosen file is a HEIC/HEIF photo (an iPhone's default), by its type or name: Chromium
 * and Firefox cannot decode it, and the tools say so plainly instead of "unsupported" or "damaged".
 */
export function isHeicFile(file: { type: string; name: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}
