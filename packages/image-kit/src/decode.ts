import { readInputFile } from '@toolbox/kit/stored-blob';
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
}

/** Decodes a chosen file, upright; an `InputReadError` if the file cannot be read, else an `ImageReadError`. */
export async function decodeImage(
  file: Blob,
  fileName: string,
  { timeoutMs = IMAGE_LOAD_TIMEOUT_MS } = {},
): Promise<DecodedImage> {
  const bytes = new Uint8Array(await readInputFile(file, fileName));
  const format = sniffImageFormat(bytes.subarray(0, 64));
  // Chromium and Firefox cannot decode HEIC (Safari can): say so rather than "damaged".
  if (format === 'heic') throw new ImageReadError(fileName, 'heic');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImageReadError(fileName, 'timeout')), timeoutMs);
  });
  try {
    const blob = new Blob([bytes], { type: file.type });
    const bitmap = await Promise.race([
      createImageBitmap(blob, { imageOrientation: 'from-image', premultiplyAlpha: 'none' }),
      timeout,
    ]);
    return { bitmap, format, bytes };
  } catch (error) {
    if (error instanceof ImageReadError) throw error;
    throw new ImageReadError(fileName, 'unsupported', error);
  } finally {
    clearTimeout(timer);
  }
}
