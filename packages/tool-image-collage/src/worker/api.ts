import { decodeImage } from '@toolbox/image-kit/decode';
import { encodeCanvas } from '@toolbox/image-kit/encode';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type CollageSettings, cornerRadius, type FreePosition, layoutCollage } from '../core/layout';

/**
 * The export at full resolution, off the main thread (CONTEXT.md Rules: Export): each image is
 * decoded (upright) only when it is drawn and closed right after, so the worker holds one source
 * image and the canvas.
 */
/** What a render is given: the images in order, the settings, the freeform places. */
export interface RenderInput {
  images: Array<{ file: Blob; name: string; width: number; height: number }>;
  settings: CollageSettings;
  freePositions: FreePosition[];
}

export const imageCollageApi = {
  async render(input: RenderInput, context: WorkerContext): Promise<Blob> {
    const { settings } = input;
    const placements = layoutCollage(input.images, settings, input.freePositions);
    const canvas = new OffscreenCanvas(settings.canvasWidth, settings.canvasHeight);
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('Canvas 2D is not available');
    draw.fillStyle = settings.backgroundColor;
    draw.fillRect(0, 0, canvas.width, canvas.height);
    draw.imageSmoothingQuality = 'high';
    for (const [index, image] of input.images.entries()) {
      const placement = placements[index];
      if (!placement) continue;
      const { bitmap } = await decodeImage(image.file, image.name);
      try {
        const { frame, crop } = placement;
        draw.save();
        draw.beginPath();
        draw.roundRect(
          frame.x,
          frame.y,
          frame.width,
          frame.height,
          cornerRadius(frame, settings.borderRadius),
        );
        draw.clip();
        draw.drawImage(
          bitmap,
          crop.x * bitmap.width,
          crop.y * bitmap.height,
          crop.width * bitmap.width,
          crop.height * bitmap.height,
          frame.x,
          frame.y,
          frame.width,
          frame.height,
        );
        draw.restore();
      } finally {
        bitmap.close();
      }
      context.progress((index + 1) / (input.images.length + 1), 'drawing');
    }
    return encodeCanvas(canvas, {
      format: settings.outputFormat,
      quality: settings.quality,
      encoder: 'browser',
    });
  },
};

export type ImageCollageApi = typeof imageCollageApi;
