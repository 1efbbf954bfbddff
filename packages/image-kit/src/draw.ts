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
