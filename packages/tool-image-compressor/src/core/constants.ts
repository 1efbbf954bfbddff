/** The product's constants and limits for the compressor (CONTEXT.md Rules). */

/** Accepted types; anything else is an unsupported format. */
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/bmp',
] as const;
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

export { MAX_IMAGE_BYTES as MAX_FILE_BYTES } from '@toolbox/image-kit/formats';
/** At most this many results in the list. */
export const MAX_FILES = 20;

export const QUALITY = { min: 1, max: 100, default: 80 } as const;
/** Target size in KB: a whole number from 1 to 10,000; anything else falls back to 100. */
export const TARGET_KB = { min: 1, max: 10_000, fallback: 100 } as const;

export const TARGET_PRESETS = [
  { id: 'web', kb: 100 },
  { id: 'email', kb: 500 },
  { id: 'highQuality', kb: 1000 },
  { id: 'print', kb: 5000 },
] as const;

export interface SizePreset {
  id: string;
  width?: number;
  height?: number;
}

/** The most an image may measure; "original" sets no limit. */
export const SIZE_PRESETS: readonly SizePreset[] = [
  { id: 'original' },
  { id: 'uhd4k', width: 3840, height: 2160 },
  { id: 'fullHd', width: 1920, height: 1080 },
  { id: 'hd', width: 1280, height: 720 },
  { id: 'sd', width: 854, height: 480 },
  { id: 'instagramSquare', width: 1080, height: 1080 },
  { id: 'instagramStory', width: 1080, height: 1920 },
  { id: 'twitterHeader', width: 1500, height: 500 },
  { id: 'facebookCover', width: 851, height: 315 },
];

/** The one-by-one download fallback's spacing, when the ZIP cannot be made. */
export const FALLBACK_DOWNLOAD_INTERVAL_MS = 200;
