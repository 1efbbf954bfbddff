import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@toolbox/image-kit/formats';
import { ICO_SIZES, type IcoSize, snapIcoSize } from '@toolbox/image-kit/ico';
import { type Dimensions, outputDimensions } from '@toolbox/image-kit/sizes';
import { type ConverterFormat, QUALITY, SIZE_PRESETS } from './constants';

/** The spec's conversion settings; a size not given is `undefined`. */
export interface ConversionSettings {
  format: ConverterFormat;
  quality: number;
  width: number | undefined;
  height: number | undefined;
  keepAspect: boolean;
}

/** How one image is drawn and written (CONTEXT.md Rules: Size, ICO, Background). */
export type ConversionPlan =
  | {
      kind: 'image';
      format: 'jpeg' | 'png' | 'webp' | 'bmp';
      size: Dimensions;
      background: string | undefined;
      quality: number;
    }
  | { kind: 'ico'; sizes: IcoSize[] }
  | { kind: 'favicon' };

/** The quality slider is shown, and used, only for JPEG and WebP. */
export function usesQuality(format: ConverterFormat): boolean {
  return format === 'jpeg' || format === 'webp';
}

/** A quality on the slider's scale: 10 to 100 in steps of 5. */
export function clampQuality(value: number): number {
  if (!Number.isFinite(value)) return QUALITY.default;
  const stepped = Math.round(value / QUALITY.step) * QUALITY.step;
  return Math.min(QUALITY.max, Math.max(QUALITY.min, stepped));
}

/** A width or height field: a whole number of pixels above 0, else not given. */
export function parseSide(text: string): number | undefined {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 16_384) : undefined;
}

/**
 * ICO: the size snaps to the nearest of 16…256 (256 when none is given) and the icon is square;
 * the file holds every standard size up to it, so Windows and browsers pick a sharp one.
 */
export function icoSizes(width?: number, height?: number): IcoSize[] {
  const largest = snapIcoSize(width, height);
  return ICO_SIZES.filter((size) => size <= largest);
}

export function planConversion(source: Dimensions, settings: ConversionSettings): ConversionPlan {
  const { format, width, height, keepAspect } = settings;
  if (format === 'ico') return { kind: 'ico', sizes: icoSizes(width, height) };
  if (format === 'favicon') return { kind: 'favicon' };
  return {
    kind: 'image',
    format,
    size: outputDimensions({ source, width, height, keepAspect }),
    // JPEG has no transparency: the spec puts white underneath. BMP keeps it (32-bit).
    background: format === 'jpeg' ? '#ffffff' : undefined,
    quality: usesQuality(format) ? clampQuality(settings.quality) : 100,
  };
}

/** The output file's name: the source name with the format's extension; ICO is `favicon.ico`. */
export function outputName(sourceName: string, format: ConverterFormat): string {
  if (format === 'ico') return 'favicon.ico';
  const dot = sourceName.lastIndexOf('.');
  const stem = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  if (format === 'favicon') return `${stem}-favicons.zip`;
  return `${stem}.${IMAGE_EXTENSIONS[format]}`;
}

/** The preset whose size the fields hold, or undefined for a custom size. */
export function presetOf(width: number | undefined, height: number | undefined): string | undefined {
  return SIZE_PRESETS.find((preset) => preset.width === width && preset.height === height)?.id;
}

/**
 * A result as a file for "Open in…" (CONTEXT.md Rules: Hand-off): its name and its format's MIME
 * type (an ICO is `image/x-icon`). A favicon set is a ZIP, not an image: no file, no "Open in…".
 */
export function resultFile(blob: Blob, name: string, format: ConverterFormat): File | undefined {
  if (format === 'favicon') return undefined;
  return new File([blob], name, { type: IMAGE_MIME_TYPES[format] });
}
