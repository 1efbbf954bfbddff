import {
  CANVAS_SIDE,
  COLUMNS,
  type CollageFormat,
  DEFAULT_BACKGROUND,
  FREEFORM_MAX_WIDTH,
  LAYOUT_DEFAULTS,
  type Layout,
  QUALITY,
  RADIUS,
  SPACING,
} from './constants';

export interface CollageSettings {
  layout: Layout;
  columns: number;
  spacing: number;
  backgroundColor: string;
  borderRadius: number;
  canvasWidth: number;
  canvasHeight: number;
  outputFormat: CollageFormat;
  quality: number;
}

export const DEFAULT_SETTINGS: CollageSettings = {
  layout: 'grid',
  ...LAYOUT_DEFAULTS.grid,
  backgroundColor: DEFAULT_BACKGROUND,
  borderRadius: 0,
  canvasWidth: 1080,
  canvasHeight: 1080,
  outputFormat: 'png',
  quality: QUALITY.default,
};

/** A rectangle on the canvas, in canvas pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an image is drawn (`frame`) and which part of it fills the frame (`crop`: 0–1 of the image). */
export interface Placement {
  frame: Rect;
  /** Grid cells show the middle of the image, cropped to the cell's shape (like `object-fit: cover`). */
  crop: Rect;
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value)));

export const clampColumns = (value: number) => clamp(Number.isFinite(value) ? value : 1, COLUMNS);
export const clampSpacing = (value: number) => clamp(Number.isFinite(value) ? value : 0, SPACING);
export const clampRadius = (value: number) => clamp(Number.isFinite(value) ? value : 0, RADIUS);

/** The canvas side fields: 100 to 4000; what does not parse as a number is 1080. */
export function parseCanvasSide(text: string): number {
  const value = Number.parseFloat(text);
  if (!Number.isFinite(value)) return CANVAS_SIDE.fallback;
  return clamp(value, CANVAS_SIDE);
}

/** Quality 10–100 in steps of 5. */
export function clampQuality(value: number): number {
  if (!Number.isFinite(value)) return QUALITY.default;
  return Math.min(QUALITY.max, Math.max(QUALITY.min, Math.round(value / QUALITY.step) * QUALITY.step));
}

/** Choosing a layout brings its columns and spacing (CONTEXT.md Rules: Settings). */
export function withLayout(settings: CollageSettings, layout: Layout): CollageSettings {
  return { ...settings, layout, ...LAYOUT_DEFAULTS[layout] };
}

interface ImageSize {
  width: number;
  height: number;
}

/** The centred part of an image with the frame's shape (cover). */
function coverCrop(image: ImageSize, frame: Rect): Rect {
  const imageRatio = image.width / image.height;
  const frameRatio = frame.width / frame.height;
  if (imageRatio > frameRatio) {
    const width = frameRatio / imageRatio;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = imageRatio / frameRatio;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}

const WHOLE: Rect = { x: 0, y: 0, width: 1, height: 1 };

/**
 * Grid: the images in reading order, `columns` per row, rows of equal height filling the canvas,
 * `spacing` around and between cells; each image covers its cell (CONTEXT.md Rules: Layouts).
 */
function gridLayout(images: readonly ImageSize[], settings: CollageSettings): Placement[] {
  const { canvasWidth, canvasHeight, spacing } = settings;
  const columns = Math.min(clampColumns(settings.columns), Math.max(1, images.length));
  const rows = Math.ceil(images.length / columns);
  const cellWidth = Math.max(1, (canvasWidth - spacing * (columns + 1)) / columns);
  const cellHeight = Math.max(1, (canvasHeight - spacing * (rows + 1)) / rows);
  return images.map((image, index) => {
    const frame = {
      x: spacing + (index % columns) * (cellWidth + spacing),
      y: spacing + Math.floor(index / columns) * (cellHeight + spacing),
      width: cellWidth,
      height: cellHeight,
    };
    return { frame, crop: coverCrop(image, frame) };
  });
}

/**
 * Masonry: columns of equal width, each image whole at that width, placed in the shortest column.
 * When the columns are taller than the canvas, the whole arrangement is scaled down to fit and
 * centred, so nothing is cut off.
 */
function masonryLayout(images: readonly ImageSize[], settings: CollageSettings): Placement[] {
  const { canvasWidth, canvasHeight, spacing } = settings;
  const columns = Math.min(clampColumns(settings.columns), Math.max(1, images.length));
  const columnWidth = Math.max(1, (canvasWidth - spacing * (columns + 1)) / columns);
  const heights = new Array<number>(columns).fill(spacing);
  const frames = images.map((image) => {
    const column = heights.indexOf(Math.min(...heights));
    const height = (columnWidth * image.height) / image.width;
    const frame = {
      x: spacing + column * (columnWidth + spacing),
      y: heights[column] as number,
      width: columnWidth,
      height,
    };
    heights[column] = (heights[column] as number) + height + spacing;
    return frame;
  });
  const contentHeight = Math.max(...heights);
  const scale = Math.min(1, canvasHeight / contentHeight);
  const offsetX = (canvasWidth - canvasWidth * scale) / 2;
  return frames.map((frame) => ({
    frame: {
      x: offsetX + frame.x * scale,
      y: frame.y * scale,
      width: frame.width * scale,
      height: frame.height * scale,
    },
    crop: WHOLE,
  }));
}

/** Freeform positions: where the user put each image, as its top-left corner and width. */
export interface FreePosition {
  x: number;
  y: number;
  width: number;
}

/**
 * Where a new freeform image goes: at most 300 px wide (its own width if smaller), placed left to
 * right in rows like words in a line, 20 px apart, wrapping at the canvas edge (the spec does not
 * say how freeform images are placed).
 */
export function initialFreePositions(
  images: readonly ImageSize[],
  canvas: { width: number; height: number },
): FreePosition[] {
  const gap = 20;
  let x = gap;
  let y = gap;
  let rowHeight = 0;
  return images.map((image) => {
    const width = Math.min(FREEFORM_MAX_WIDTH, image.width, canvas.width - 2 * gap);
    const height = (width * image.height) / image.width;
    if (x + width > canvas.width - gap && x > gap) {
      x = gap;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    const position = { x, y, width };
    x += width + gap;
    rowHeight = Math.max(rowHeight, height);
    return position;
  });
}

function freeformLayout(
  images: readonly ImageSize[],
  positions: readonly FreePosition[],
  settings: CollageSettings,
) {
  const fallback = initialFreePositions(images, {
    width: settings.canvasWidth,
    height: settings.canvasHeight,
  });
  return images.map((image, index) => {
    const { x, y, width } = positions[index] ?? (fallback[index] as FreePosition);
    return { frame: { x, y, width, height: (width * image.height) / image.width }, crop: WHOLE };
  });
}

/** Every image's placement for the settings; the preview and the export both draw from this. */
export function layoutCollage(
  images: readonly ImageSize[],
  settings: CollageSettings,
  freePositions: readonly FreePosition[] = [],
): Placement[] {
  if (images.length === 0) return [];
  if (settings.layout === 'grid') return gridLayout(images, settings);
  if (settings.layout === 'masonry') return masonryLayout(images, settings);
  return freeformLayout(images, freePositions, settings);
}

/** The corner radius scaled with the frame, never more than half its shorter side. */
export function cornerRadius(frame: Rect, radius: number): number {
  return Math.min(clampRadius(radius), frame.width / 2, frame.height / 2);
}

/** The download's name: `collage-YYYY-MM-DD-HHmmss.<ext>` (JPEG as `.jpg`). */
export function collageFileName(format: CollageFormat, date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  return `collage-${stamp}.${format === 'jpeg' ? 'jpg' : format}`;
}
