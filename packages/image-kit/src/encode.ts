import { encodeBmp } from './bmp';
import { IMAGE_MIME_TYPES } from './formats';

/**
 * Encoding a canvas in a worker (CONTEXT.md Rules: Encoding). Two paths: the browser's own
 * encoder (`convertToBlob`: fastest, no download) and the WASM codecs from `@jsquash` (smaller
 * files, loaded only when chosen, and the only way to AVIF and JPEG XL in Chromium).
 */

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'jxl' | 'bmp';
export type EncoderPath = 'browser' | 'wasm';

/** Which formats each path can write; BMP is ours on both. */
export const BROWSER_FORMATS: readonly OutputFormat[] = ['jpeg', 'png', 'webp', 'bmp'];
export const WASM_FORMATS: readonly OutputFormat[] = ['jpeg', 'png', 'webp', 'avif', 'jxl', 'bmp'];

export interface EncodeOptions {
  format: OutputFormat;
  /** 1–100; ignored by PNG and BMP, which are lossless. */
  quality: number;
  encoder: EncoderPath;
  /**
   * PNG only: at most this many colours (2–256), a palette PNG — much smaller, lossy. Absent:
   * every colour, lossless.
   */
  colors?: number | undefined;
}

/** The path a format is written with: AVIF and JPEG XL only have the WASM one. */
export function encoderFor(format: OutputFormat, chosen: EncoderPath): EncoderPath {
  return BROWSER_FORMATS.includes(format) ? chosen : 'wasm';
}

/**
 * Whether the encoding reads the canvas's pixels (our BMP and palette PNG writers, the WASM
 * codecs), not only `convertToBlob`.
 */
export function readsPixels({ format, encoder, colors }: Omit<EncodeOptions, 'quality'>): boolean {
  return (
    format === 'bmp' || (format === 'png' && colors !== undefined) || encoderFor(format, encoder) === 'wasm'
  );
}

/**
 * The encoded file as a Blob: the browser's encoder already gives one, and reading it into bytes
 * and making a Blob again cost 5 ms on a 12 MP JPEG, so bytes are read only where they are needed.
 */
export async function encodeCanvas(canvas: OffscreenCanvas, options: EncodeOptions): Promise<Blob> {
  const { format, quality } = options;
  const type = IMAGE_MIME_TYPES[format];
  if (format === 'bmp') return new Blob([encodeBmp(pixelsOf(canvas))], { type });
  if (format === 'png' && options.colors !== undefined) {
    const { encodeReducedPng } = await import('./palette');
    const png = encodeReducedPng(pixelsOf(canvas), options.colors);
    if (options.encoder === 'browser') return new Blob([png], { type });
    const { optimisePng } = await import('./codecs');
    return new Blob([await optimisePng(png)], { type });
  }
  if (readsPixels(options)) {
    const { encodeWithCodec } = await import('./codecs');
    return new Blob([await encodeWithCodec(format, pixelsOf(canvas), quality)], { type });
  }
  const blob = await canvas.convertToBlob({ type, quality: quality / 100 });
  // A browser that cannot write the type silently gives a PNG instead: that is a failure here.
  if (blob.type !== type) throw new Error(`This browser cannot write ${format}`);
  return blob;
}

export function pixelsOf(canvas: OffscreenCanvas): ImageData {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
