import { decodeImage } from '@toolbox/image-kit/decode';
import { drawImage } from '@toolbox/image-kit/draw';
import { pixelsOf } from '@toolbox/image-kit/encode';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { EXTRACT_SAMPLE_PIXELS, type ExtractedColor, extractColors } from '../core/extract';

export interface Extraction {
  colors: ExtractedColor[];
  width: number;
  height: number;
  /** Time spent in the worker, decoding included (shown, and read by the bench). */
  ms: number;
}

/** The colour extractor off the main thread (CONTEXT.md Rules: Extractor). */
export const colorPaletteApi = {
  async extract(
    input: { file: Blob; name: string; count: number },
    context: WorkerContext,
  ): Promise<Extraction> {
    const started = performance.now();
    const { bitmap } = await decodeImage(input.file, input.name);
    try {
      context.progress(0.4, 'decoded');
      const { width, height } = bitmap;
      const scale = Math.min(1, Math.sqrt(EXTRACT_SAMPLE_PIXELS / (width * height)));
      const size = {
        width: Math.max(1, Math.round(width * scale)),
        height: Math.max(1, Math.round(height * scale)),
      };
      const pixels = pixelsOf(drawImage(bitmap, { size }));
      context.progress(0.7, 'counting');
      const colors = extractColors(pixels.data, input.count);
      return { colors, width, height, ms: performance.now() - started };
    } finally {
      bitmap.close();
    }
  },
};

export type ColorPaletteApi = typeof colorPaletteApi;
