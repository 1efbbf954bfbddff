/**
 * The icon's design state (CONTEXT.md Rules: Design): its fields, defaults and ranges, and how
 * typed values become field values.
 */

export const FONTS = ['Roboto', 'Poppins', 'Lato', 'Open Sans', 'Montserrat'] as const;
export type IconFont = (typeof FONTS)[number];
export const FONT_WEIGHTS = [300, 400, 500, 700, 900] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export const SHAPES = ['square', 'circle', 'rounded', 'none'] as const;
export type BackgroundShape = (typeof SHAPES)[number];

/** A place on the canvas, in percent of its size (50, 50 is the centre). */
export interface Position {
  x: number;
  y: number;
}

export interface IconDesign {
  text: string;
  font: IconFont;
  fontSize: number;
  fontWeight: FontWeight;
  textColor: string;
  textOpacity: number;
  textPosition: Position;
  /** A library icon's id (`family:name`), or null for none. */
  selectedIcon: string | null;
  iconSize: number;
  iconColor: string;
  iconOpacity: number;
  iconPosition: Position;
  showIcon: boolean;
  showText: boolean;
  backgroundColor: string;
  backgroundOpacity: number;
  backgroundShape: BackgroundShape;
  borderRadius: number;
  borderWidth: number;
  borderColor: string;
  showShadow: boolean;
  shadowOffsetX: number;
  shadowOffsetY: number;
  shadowBlur: number;
  shadowColor: string;
  shadowOpacity: number;
  canvasSize: number;
  backgroundGradientEnabled: boolean;
  backgroundGradientStart: string;
  backgroundGradientEnd: string;
  backgroundGradientAngle: number;
}

export const TEXT_MAX = 5;
export const OPACITY = { min: 0, max: 100 } as const;
export const GRADIENT_ANGLE = { min: 0, max: 360 } as const;
export const BORDER_RADIUS = { min: 0, max: 128 } as const;
export const BORDER_WIDTH = { min: 0, max: 20 } as const;
export const SHADOW_OFFSET = { min: -50, max: 50 } as const;
export const SHADOW_BLUR = { min: 0, max: 50 } as const;
export const CANVAS_SIZE = { min: 128, max: 512, step: 16, default: 256 } as const;
export const GRID_CELL = 20;

export const CENTRE: Position = { x: 50, y: 50 };

export const DEFAULT_DESIGN: IconDesign = {
  text: 'A',
  font: 'Roboto',
  fontSize: 48,
  fontWeight: 700,
  textColor: '#ffffff',
  textOpacity: 100,
  textPosition: CENTRE,
  selectedIcon: null,
  iconSize: 32,
  iconColor: '#ffffff',
  iconOpacity: 100,
  iconPosition: CENTRE,
  showIcon: false,
  showText: true,
  backgroundColor: '#3b82f6',
  backgroundOpacity: 100,
  backgroundShape: 'circle',
  borderRadius: 8,
  borderWidth: 0,
  borderColor: '#000000',
  showShadow: false,
  shadowOffsetX: 0,
  shadowOffsetY: 4,
  shadowBlur: 8,
  shadowColor: '#000000',
  shadowOpacity: 25,
  canvasSize: CANVAS_SIZE.default,
  backgroundGradientEnabled: false,
  backgroundGradientStart: '#60a5fa',
  backgroundGradientEnd: '#2563eb',
  backgroundGradientAngle: 45,
};

export interface Range {
  min: number;
  max: number;
}

/** Font size: from max(8, 4% of the canvas) to max(that + 1, 50% of it). */
export function fontSizeRange(canvasSize: number): Range {
  const min = Math.max(8, Math.round(canvasSize * 0.04));
  return { min, max: Math.max(min + 1, Math.round(canvasSize * 0.5)) };
}

/** Icon size: from max(8, 6% of the canvas) to max(that + 1, 47% of it). */
export function iconSizeRange(canvasSize: number): Range {
  const min = Math.max(8, Math.round(canvasSize * 0.06));
  return { min, max: Math.max(min + 1, Math.round(canvasSize * 0.47)) };
}

export const clamp = (value: number, { min, max }: Range) => Math.min(max, Math.max(min, value));

/** The canvas size: 128–512 in steps of 16. */
export function snapCanvasSize(value: number): number {
  const { min, max, step } = CANVAS_SIZE;
  return clamp(min + Math.round((value - min) / step) * step, { min, max });
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most 5 characters, counted as graphemes (an emoji is one, never cut in half). */
export function cutText(text: string): string {
  return Array.from(segmenter.segment(text), (part) => part.segment)
    .slice(0, TEXT_MAX)
    .join('');
}

/**
 * A typed hex colour: 3 or 6 hex digits, with or without `#`, stored lower-case with `#`;
 * undefined (the entry is ignored) otherwise.
 */
export function readHexColor(text: string): string | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  return match ? `#${(match[1] as string).toLowerCase()}` : undefined;
}

/**
 * The design with every field within its range: sizes against the canvas (a smaller canvas can
 * push the font and icon sizes down), text cut, positions on the canvas.
 */
export function normalise(design: IconDesign): IconDesign {
  const canvasSize = snapCanvasSize(design.canvasSize);
  const place = (position: Position) => ({
    x: clamp(position.x, { min: 0, max: 100 }),
    y: clamp(position.y, { min: 0, max: 100 }),
  });
  return {
    ...design,
    canvasSize,
    text: cutText(design.text),
    fontSize: clamp(design.fontSize, fontSizeRange(canvasSize)),
    iconSize: clamp(design.iconSize, iconSizeRange(canvasSize)),
    textOpacity: clamp(design.textOpacity, OPACITY),
    iconOpacity: clamp(design.iconOpacity, OPACITY),
    backgroundOpacity: clamp(design.backgroundOpacity, OPACITY),
    shadowOpacity: clamp(design.shadowOpacity, OPACITY),
    backgroundGradientAngle: clamp(design.backgroundGradientAngle, GRADIENT_ANGLE),
    borderRadius: clamp(design.borderRadius, BORDER_RADIUS),
    borderWidth: clamp(design.borderWidth, BORDER_WIDTH),
    shadowOffsetX: clamp(design.shadowOffsetX, SHADOW_OFFSET),
    shadowOffsetY: clamp(design.shadowOffsetY, SHADOW_OFFSET),
    shadowBlur: clamp(design.shadowBlur, SHADOW_BLUR),
    textPosition: place(design.textPosition),
    iconPosition: place(design.iconPosition),
  };
}

/** Snaps a position to the nearest line of the 20 px grid (in percent of `canvasSize`). */
export function snapToGrid(position: Position, canvasSize: number): Position {
  const snap = (percent: number) => {
    const pixels = Math.round(((percent / 100) * canvasSize) / GRID_CELL) * GRID_CELL;
    return clamp((pixels / canvasSize) * 100, { min: 0, max: 100 });
  };
  return { x: snap(position.x), y: snap(position.y) };
}

/** A position moved by `dx`, `dy` pixels (arrow keys: 1, Shift: 10), kept on the canvas. */
export function nudge(position: Position, dx: number, dy: number, canvasSize: number): Position {
  return {
    x: clamp(position.x + (dx / canvasSize) * 100, { min: 0, max: 100 }),
    y: clamp(position.y + (dy / canvasSize) * 100, { min: 0, max: 100 }),
  };
}
