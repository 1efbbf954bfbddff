/** The product's constants for the converter (CONTEXT.md Rules: Settings). */

export const OUTPUT_FORMATS = ['jpeg', 'png', 'webp', 'bmp', 'ico', 'favicon'] as const;
export type ConverterFormat = (typeof OUTPUT_FORMATS)[number];
export const DEFAULT_FORMAT: ConverterFormat = 'jpeg';

export const QUALITY = { min: 10, max: 100, step: 5, default: 90 } as const;

/** Largest image taken (the spec gives none for the converter; the other image tools take 50 MB). */
export { MAX_IMAGE_BYTES } from '@toolbox/image-kit/formats';
export const IMAGE_ACCEPT = 'image/*';

export interface SizePreset {
  id: string;
  width?: number;
  height?: number;
}

export const SIZE_PRESETS: readonly SizePreset[] = [
  { id: 'original' },
  { id: 'avatar', width: 128, height: 128 },
  { id: 'smallIcon', width: 64, height: 64 },
  { id: 'thumbnail', width: 200, height: 200 },
  { id: 'squareSocial', width: 1080, height: 1080 },
  { id: 'story', width: 1080, height: 1920 },
  { id: 'cover', width: 1200, height: 630 },
  { id: 'banner', width: 1500, height: 500 },
  { id: 'videoThumbnail', width: 1280, height: 720 },
  { id: 'webBanner', width: 1920, height: 400 },
  { id: 'mobileBanner', width: 750, height: 300 },
  { id: 'desktopWallpaper', width: 1920, height: 1080 },
  { id: 'uhd4k', width: 3840, height: 2160 },
  { id: 'a4', width: 2480, height: 3508 },
  { id: 'businessCard', width: 1050, height: 600 },
];
