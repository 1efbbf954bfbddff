import {
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  type ImageFormat,
  MAX_IMAGE_BYTES,
  sniffImageFormat,
} from '@toolbox/image-kit/formats';
import { base64ToBytes, bytesToBase64, dataUrlHeaderLength } from '@toolbox/kit/base64';

/** The picker's filter: any image (CONTEXT.md Rules: Input › Type). */
export const IMAGE_ACCEPT = 'image/*';

/** The largest image taken: 50 MB, as the other image tools (CONTEXT.md Rules: Input › Size). */
export { MAX_IMAGE_BYTES } from '@toolbox/image-kit/formats';

/** Characters of the result shown in its box; copy and download always take all of it. */
export const RESULT_PREVIEW_CHARACTERS = 200_000;

export type OutputKind = 'dataUrl' | 'base64';

/** The spec's rule: the file type must start with `image/`. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/**
 * Why the drop zone would refuse a file (CONTEXT.md Rules: Input): not an image, or over 50 MB;
 * undefined when it is taken. Files handed over by another tool get the same checks.
 */
export function refusalOf(file: { type: string; size: number }): 'type' | 'size' | undefined {
  if (!isImageFile(file)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return undefined;
}

/** The text file's name: the image's name plus `_base64.txt` (CONTEXT.md Rules: Output › Download name). */
export function base64FileName(imageName: string): string {
  return `${imageName}_base64.txt`;
}

/**
 * The image as a data URL, or its Base64 alone. The type in the header is the one the bytes
 * are in when we know it (a `.png` that is really a JPEG says `image/jpeg`), else the file's.
 */
export function encodeImage(
  bytes: Uint8Array,
  declaredType: string,
): { dataUrl: string; base64Start: number } {
  const format = sniffImageFormat(bytes.subarray(0, 1024));
  const type = format ? IMAGE_MIME_TYPES[format] : declaredType || 'application/octet-stream';
  const header = `data:${type};base64,`;
  return { dataUrl: header + bytesToBase64({ bytes }), base64Start: header.length };
}

export type DecodedImage =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; format: ImageFormat; mimeType: string; extension: string }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'invalidCharacter'; character: string; position: number }
  | { ok: false; error: 'invalidLength' | 'misplacedPadding' | 'notImage' };

/**
 * The reverse: a pasted data URL or bare Base64 back to the image. The format is read from the
 * bytes (CONTEXT.md Rules: Reverse › Type), so a header that lies or is missing does not matter.
 */
export function decodeImage(text: string): DecodedImage {
  if (text.slice(dataUrlHeaderLength({ text })).trim() === '') return { ok: false, error: 'empty' };
  const decoded = base64ToBytes({ text });
  if (!decoded.ok) {
    const { code, character, position } = decoded.error;
    if (code === 'invalidCharacter')
      return { ok: false, error: code, character: character ?? '', position: position ?? 0 };
    if (code === 'invalidUtf8') return { ok: false, error: 'notImage' };
    return { ok: false, error: code };
  }
  const format = sniffImageFormat(decoded.bytes.subarray(0, 1024));
  if (!format) return { ok: false, error: 'notImage' };
  const bytes = new Uint8Array(decoded.bytes);
  return { ok: true, bytes, format, mimeType: IMAGE_MIME_TYPES[format], extension: IMAGE_EXTENSIONS[format] };
}
