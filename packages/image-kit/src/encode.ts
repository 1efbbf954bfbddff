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
}

/** The path a format is written with: AVIF and JPEG XL only have the WASM one. */
export function encoderFor(format: OutputFormat, chosen: EncoderPath): EncoderPath {
  return BROWSER_FORMATS.includes(format) ? chosen : 'wasm';
}

export async function encodeCanvas(
  canvas: OffscreenCanvas,
  options: EncodeOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const { format, quality } = options;
  if (format === 'bmp') return encodeBmp(pixelsOf(canvas));
  if (encoderFor(format, options.encoder) === 'wasm') {
    const { encodeWithCodec } = await import('./codecs');
    return new Uint8Array(await encodeWithCodec(format, pixelsOf(canvas), quality));
  }
  const type = IMAGE_MIME_TYPES[format];
  const blob = await canvas.convertToBlob({ type, quality: quality / 100 });
  // A browser that cannot write the type silently gives a PNG instead: that is a failure here.
  if (blob.type !== type) throw new Error(`This browser cannot write ${format}`);
  return new Uint8Array(await blob.arrayBuffer());
}

export function pixelsOf(canvas: OffscreenCanvas): ImageData {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
