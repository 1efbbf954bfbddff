import type { OutputFormat } from './encode';

/**
 * The WASM encoders (`@jsquash`, Squoosh's codecs), each imported only when its format is asked
 * for, so a tool's worker downloads a codec on first use and the page never does
 * (CONTEXT.md Rules: Encoding › WASM codecs).
 */
export async function encodeWithCodec(
  format: Exclude<OutputFormat, 'bmp'>,
  pixels: ImageData,
  quality: number,
): Promise<ArrayBuffer> {
  switch (format) {
    case 'jpeg': {
      const { default: encode } = await import('@jsquash/jpeg/encode');
      return encode(pixels, { quality });
    }
    case 'webp': {
      const { default: encode } = await import('@jsquash/webp/encode');
      return encode(pixels, { quality });
    }
    case 'avif': {
      const { default: encode } = await import('@jsquash/avif/encode');
      // Squoosh's defaults but speed 8: speed 6 takes tens of seconds on a 12 MP photo.
      return encode(pixels, { quality, speed: 8 });
    }
    case 'jxl': {
      const { default: encode } = await import('@jsquash/jxl/encode');
      return encode(pixels, { quality });
    }
    case 'png': {
      // Lossless either way: OxiPNG finds the smallest PNG of the same pixels.
      const { default: optimise } = await import('@jsquash/oxipng/optimise');
      return optimise(pixels, { level: 2 });
    }
  }
}

/** OxiPNG on a PNG file (a palette PNG of ours): the same pixels, the smallest file it finds. */
export async function optimisePng(png: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const { default: optimise } = await import('@jsquash/oxipng/optimise');
  return optimise(png.buffer, { level: 2 });
}
