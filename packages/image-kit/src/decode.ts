import { readInputFile } from '@toolbox/kit/stored-blob';
import { exifOrientation, findExifSegment } from './exif';
import { type ImageFormat, sniffImageFormat } from './formats';

/**
 * Decoding in a worker (CONTEXT.md Rules: Decoding). `createImageBitmap` decodes off the main
 * thread and, with `imageOrientation: 'from-image'`, turns the pixels upright as the photo's EXIF
 * orientation says, so nothing downstream needs to know about orientation.
 */

/** The spec's image load time-out. */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

export type ImageReadProblem = 'heic' | 'unsupported' | 'timeout';

/** An image file the browser could not decode; `problem` says why, for the tool's message. */
export class ImageReadError extends Error {
  override name = 'ImageReadError';
  constructor(
    readonly fileName: string,
    readonly problem: ImageReadProblem,
    cause?: unknown,
  ) {
    super(`Failed to load image "${fileName}" (${problem})`, { cause });
  }
}

export interface DecodedImage {
  bitmap: ImageBitmap;
  /** The format the bytes are in (not what the name or the declared type says), if known. */
  format: ImageFormat | undefined;
  /** The file's bytes, for what keeps the original's metadata (EXIF) or offers the original back. */
  bytes: Uint8Array<ArrayBuffer>;
  /**
   * A JPEG without an EXIF turn: no transparency, and the bitmap's pixels are as stored, so the
   * browser's encoder may take the bitmap without a draw (`canvasForEncoder`). Not for a turned
   * photo: Chromium's `bitmaprenderer` hands over the stored pixels, not the turned ones.
   */
  opaqueUpright: boolean;
}

function isOpaqueUprightJpeg(bytes: Uint8Array, format: ImageFormat | undefined): boolean {
  if (format !== 'jpeg') return false;
  try {
    const exif = findExifSegment(bytes);
    return exif === undefined || exifOrientation(exif) === 1;
  } catch {
    return false; // EXIF we cannot read: let the draw do what the browser does
  }
}

/** Decodes a chosen file, upright; an `InputReadError` if the file cannot be read, else an `ImageReadError`. */
export async function decodeImage(
  file: Blob,
  fileName: string,
  { timeoutMs = IMAGE_LOAD_TIMEOUT_MS } = {},
): Promise<DecodedImage> {
  // Not `premultiplyAlpha: 'none'`: a 2D canvas keeps premultiplied pixels anyway, and asking for
  // unpremultiplied ones made a 12 MP decode take 95 ms instead of 65.
  const options: ImageBitmapOptions = { imageOrientation: 'from-image' };
  // Decoding starts at once, while the bytes are read (for the format, EXIF and the original).
  const decoding = createImageBitmap(file, options);
  const discard = () =>
    void decoding.then(
      (bitmap) => bitmap.close(),
      () => {},
    );
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readInputFile(file, fileName));
  } catch (error) {
    discard();
    throw error;
  }
  const format = sniffImageFormat(bytes.subarray(0, 64));
  // Chromium and Firefox cannot decode HEIC (Safari can): say so rather than "damaged".
  if (format === 'heic') {
    discard();
    throw new ImageReadError(fileName, 'heic');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImageReadError(fileName, 'timeout')), timeoutMs);
  });
  try {
    const bitmap = await Promise.race([
      // A file the decoder failed to read is decoded once more from the bytes read above.
      decoding.catch(() => createImageBitmap(new Blob([bytes], { type: file.type }), options)),
      timeout,
    ]);
    return { bitmap, format, bytes, opaqueUpright: isOpaqueUprightJpeg(bytes, format) };
  } catch (error) {
    discard(); // after a time-out, the bitmap that may still come
    if (error instanceof ImageReadError) throw error;
    throw new ImageReadError(fileName, 'unsupported', error);
  } finally {
    clearTimeout(timer);
  }
}
