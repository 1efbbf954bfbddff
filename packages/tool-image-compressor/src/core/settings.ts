import type { EncoderPath } from '@toolbox/image-kit/encode';
import { PALETTE_COLORS } from '@toolbox/image-kit/png';
import type { Dimensions } from '@toolbox/image-kit/sizes';
import { QUALITY, SIZE_PRESETS, TARGET_KB } from './constants';

export const OUTPUT_CHOICES = ['original', 'jpeg', 'webp', 'avif', 'jxl', 'png'] as const;
export type OutputChoice = (typeof OUTPUT_CHOICES)[number];
/** Formats written; `original` resolves to one of them (CONTEXT.md Rules: Format). */
export type CompressedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'jxl';

export type Resize =
  | { kind: 'preset'; id: string }
  | { kind: 'percent'; percent: number }
  | { kind: 'longestEdge'; pixels: number };

export type Metadata = 'strip' | 'keep' | 'keepWithGps';

export interface CompressionSettings {
  /** `quality`: the slider's quality; `target`: smart compression to `targetKb`. */
  mode: 'quality' | 'target';
  quality: number;
  targetKb: number;
  output: OutputChoice;
  encoder: EncoderPath;
  resize: Resize;
  /** `contain`: the image keeps its shape inside the limit; `pad`: it fills the preset's exact box with `padColor` around it. */
  fit: 'contain' | 'pad';
  padColor: string;
  metadata: Metadata;
  /** PNG output: a palette of at most `colors` colours (lossy, much smaller) instead of every colour. */
  reduceColors: boolean;
  colors: number;
}

export const DEFAULT_SETTINGS: CompressionSettings = {
  mode: 'quality',
  quality: QUALITY.default,
  targetKb: TARGET_KB.fallback,
  output: 'original',
  encoder: 'browser',
  resize: { kind: 'preset', id: 'original' },
  fit: 'contain',
  padColor: '#ffffff',
  metadata: 'keep',
  reduceColors: false,
  colors: PALETTE_COLORS.default,
};

/** The colours a PNG is written with: at most `colors` when reducing, else every one (undefined). */
export function pngColors(settings: CompressionSettings, format: CompressedFormat): number | undefined {
  return format === 'png' && settings.reduceColors ? settings.colors : undefined;
}

/** The spec's target field: a whole number of KB from 1 to 10,000, else 100. */
export function parseTargetKb(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return TARGET_KB.fallback;
  const value = Number(trimmed);
  return value >= TARGET_KB.min && value <= TARGET_KB.max ? value : TARGET_KB.fallback;
}

export function clampQuality(value: number): number {
  if (!Number.isFinite(value)) return QUALITY.default;
  return Math.min(QUALITY.max, Math.max(QUALITY.min, Math.round(value)));
}

/**
 * What `original` means: JPEG, PNG, WebP and AVIF stay as they are; GIF and BMP, which a browser
 * cannot write well (and BMP is not compressed), become PNG, keeping transparency and every pixel.
 */
export function outputFormat(choice: OutputChoice, sourceType: string): CompressedFormat {
  if (choice !== 'original') return choice;
  if (sourceType === 'image/jpeg' || sourceType === 'image/jpg') return 'jpeg';
  if (sourceType === 'image/webp') return 'webp';
  if (sourceType === 'image/avif') return 'avif';
  return 'png';
}

/** PNG is lossless: quality and target size do not apply to it. */
export function isLossy(format: CompressedFormat): boolean {
  return format !== 'png';
}

/**
 * The size the image is drawn at and the canvas it sits on (CONTEXT.md Rules: Resize). Images are
 * only ever made smaller: a limit larger than the image leaves it as it is. With `pad`, a preset
 * gives its exact box and the image sits centred in it.
 */
export function compressedDimensions(
  source: Dimensions,
  resize: Resize,
  fit: CompressionSettings['fit'],
): { canvas: Dimensions; padded: boolean } {
  const whole = (value: number) => Math.max(1, Math.round(value));
  const scaled = (scale: number) => ({
    width: whole(source.width * scale),
    height: whole(source.height * scale),
  });
  if (resize.kind === 'percent') {
    const percent = Math.min(100, Math.max(1, resize.percent));
    return { canvas: scaled(percent / 100), padded: false };
  }
  if (resize.kind === 'longestEdge') {
    const longest = Math.max(source.width, source.height);
    return { canvas: scaled(Math.min(1, Math.max(1, resize.pixels) / longest)), padded: false };
  }
  const preset = SIZE_PRESETS.find((candidate) => candidate.id === resize.id);
  if (!preset?.width || !preset.height) return { canvas: scaled(1), padded: false };
  if (fit === 'pad') return { canvas: { width: preset.width, height: preset.height }, padded: true };
  return {
    canvas: scaled(Math.min(1, preset.width / source.width, preset.height / source.height)),
    padded: false,
  };
}
