import type { DecodedImage } from './decode';
import { type EncodeOptions, readsPixels } from './encode';
import type { Dimensions } from './sizes';

/**
 * Drawing a decoded image at its output size on an OffscreenCanvas (CONTEXT.md Rules: Drawing),
 * in a worker.
 */

export interface DrawOptions {
  /** The canvas size. */
  size: Dimensions;
  /**
   * Where the image goes on the canvas: `fill` stretches it to the whole canvas (the size was
   * already chosen to keep or not keep the aspect); `contain` fits it inside, centred, and the
   * rest is background (fit with padding; ICO's square).
   */
  placement?: 'fill' | 'contain';
  /** A CSS colour under the image; transparent when absent (JPEG gets white: see `backgroundFor`). */
  background?: string | undefined;
}

/** JPEG and BMP output has no transparency in our files: JPEG gets white underneath, as the spec says. */
export function backgroundFor(format: string, chosen?: string): string | undefined {
  return chosen ?? (format === 'jpeg' ? '#ffffff' : undefined);
}

export function drawImage(
  image: ImageBitmap | OffscreenCanvas,
  { size, placement = 'fill', background }: DrawOptions,
): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (placement === 'fill') {
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas;
  }
  const scale = Math.min(size.width / image.width, size.height / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  context.drawImage(
    image,
    Math.round((size.width - width) / 2),
    Math.round((size.height - height) / 2),
    width,
    height,
  );
  return canvas;
}

/**
 * The canvas an encoder reads. When nothing needs drawing (the same size, no background needed
 * and a JPEG as stored: see `opaqueUpright`) and the browser's encoder will read it, the decoded
 * bitmap is handed to the canvas without a copy (`bitmaprenderer`): a 12 MP draw is 25 ms saved.
 * Such a canvas has no 2D context, so whatever reads its pixels (`readsPixels`) always gets a
 * drawn one. The bitmap is used up on the fast path.
 */
export function canvasForEncoder(
  decoded: Pick<DecodedImage, 'bitmap' | 'opaqueUpright'>,
  options: DrawOptions & Omit<EncodeOptions, 'quality'>,
): OffscreenCanvas {
  const { bitmap, opaqueUpright } = decoded;
  const { size, placement = 'fill' } = options;
  const untouched =
    opaqueUpright &&
    !readsPixels(options) &&
    placement === 'fill' &&
    size.width === bitmap.width &&
    size.height === bitmap.height;
  if (!untouched) return drawImage(bitmap, options);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('bitmaprenderer');
  if (!context) return drawImage(bitmap, options);
  context.transferFromImageBitmap(bitmap);
  return canvas;
}
