/** The product's constants and limits for the collage. */

export { MAX_IMAGE_BYTES } from '@toolbox/image-kit/formats';
export const IMAGE_ACCEPT = 'image/*';

export const LAYOUTS = ['grid', 'masonry', 'freeform'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Choosing a layout sets its columns and spacing. */
export const LAYOUT_DEFAULTS: Record<Layout, { columns: number; spacing: number }> = {
  grid: { columns: 2, spacing: 10 },
  masonry: { columns: 3, spacing: 15 },
  freeform: { columns: 1, spacing: 0 },
};

/** In freeform, an image is placed at most this wide (canvas pixels) until resized. */
export const FREEFORM_MAX_WIDTH = 300;

export const COLUMNS = { min: 1, max: 6 } as const;
export const SPACING = { min: 0, max: 50 } as const;
export const RADIUS = { min: 0, max: 50 } as const;
export const CANVAS_SIDE = { min: 100, max: 4000, fallback: 1080 } as const;
export const QUALITY = { min: 10, max: 100, step: 5, default: 90 } as const;

export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type CollageFormat = (typeof OUTPUT_FORMATS)[number];

export const SIZE_PRESETS = [
  { id: 'square', width: 1080, height: 1080 },
  { id: 'landscape', width: 1920, height: 1080 },
  { id: 'portrait', width: 1080, height: 1920 },
  { id: 'instagram', width: 1080, height: 1080 },
  { id: 'facebook', width: 1200, height: 630 },
  { id: 'twitter', width: 1200, height: 675 },
] as const;

export const DEFAULT_BACKGROUND = '#ffffff';
