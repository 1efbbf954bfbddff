/**
 * The arched text generator's settings (CONTEXT.md Rules: Items, Canvas, Fields): defaults,
 * limits, and how a field's text becomes a value.
 */

export const TEXT_MAX = 200;
export const ARC_DEGREE = { min: -180, max: 180, default: 60 } as const;
export const RADIUS = { min: 50, max: 1000 } as const;
export const ROTATE = { min: -180, max: 180, default: 0 } as const;
export const ANGLE_OFFSET = { min: -180, max: 180, default: 0 } as const;
export const FONT_SIZE = { min: 12, max: 200, default: 48 } as const;
export const LETTER_SPACING = { min: -10, max: 50, default: 2 } as const;
export const CANVAS_SIDE = { min: 200, max: 2000 } as const;

export const FONTS = [
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Georgia',
  'Courier New',
  'Verdana',
  'Comic Sans MS',
  'Impact',
  'Microsoft YaHei',
  'SimHei',
] as const;
export const FONT_WEIGHTS = ['normal', 'bold', 'lighter'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export const CANVAS_PRESETS = [
  { id: 'standard', width: 800, height: 600 },
  { id: 'large', width: 1200, height: 800 },
  { id: 'fullHd', width: 1920, height: 1080 },
  { id: 'square', width: 1080, height: 1080 },
] as const;

export const LIGHT_BACKGROUND = '#ffffff';
/** The background when the page or system is dark and nothing is saved. */
export const DARK_BACKGROUND = '#1f2937';
export const TEXT_COLOR = '#000000';
export const RENDER_DEBOUNCE_MS = 100;
export const MARKER_HIT_RADIUS = 12;
export const BLOB_TIMEOUT_MS = 10_000;

export interface TextItem {
  id: string;
  text: string;
  arcDegree: number;
  /** null: automatic (the text's own width over the arc). */
  radius: number | null;
  rotate: number;
  angleOffset: number;
  fontSize: number;
  fontFamily: string;
  textColor: string;
  letterSpacing: number;
  fontWeight: FontWeight;
  /** null: the canvas centre. */
  centerX: number | null;
  centerY: number | null;
}

export interface ArchedTextConfig {
  textItems: TextItem[];
  backgroundColor: string;
  isTransparent: boolean;
  canvasWidth: number;
  canvasHeight: number;
}

export function newItem(id: string, text: string): TextItem {
  return {
    id,
    text: cutText(text),
    arcDegree: ARC_DEGREE.default,
    radius: null,
    rotate: ROTATE.default,
    angleOffset: ANGLE_OFFSET.default,
    fontSize: FONT_SIZE.default,
    fontFamily: 'Arial',
    textColor: TEXT_COLOR,
    letterSpacing: LETTER_SPACING.default,
    fontWeight: 'normal',
    centerX: null,
    centerY: null,
  };
}

/** The first visit's configuration: one item, 800 × 600, white (or dark grey on a dark page). */
export function defaultConfig({ dark, sampleText }: { dark: boolean; sampleText: string }): ArchedTextConfig {
  return {
    textItems: [newItem('item-1', sampleText)],
    backgroundColor: dark ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    isTransparent: false,
    canvasWidth: 800,
    canvasHeight: 600,
  };
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's graphemes: what a reader sees as one character (an emoji family, a CJK character). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** At most 200 characters, counted as graphemes, so an emoji is never cut in half. */
export function cutText(text: string): string {
  const parts = graphemes(text);
  return parts.length <= TEXT_MAX ? text : parts.slice(0, TEXT_MAX).join('');
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** A number field: out of range is clamped; empty or not a number keeps the previous value. */
export function readNumber(text: string, previous: number, limits: { min: number; max: number }): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return previous;
  return clamp(value, limits);
}

/** The radius field: empty is automatic (null); otherwise as `readNumber` within 50–1000. */
export function readRadius(text: string, previous: number | null): number | null {
  if (text.trim() === '') return null;
  const value = readNumber(text, Number.NaN, RADIUS);
  return Number.isNaN(value) ? previous : value;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour field, checked when it loses focus: `#RGB` or `#RRGGBB`, else the old value stays. */
export function readColor(text: string, previous: string): string {
  const trimmed = text.trim();
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : previous;
}

/** The angle offset while dragging the band: kept within −180–180. */
export function clampAngleOffset(degrees: number): number {
  return clamp(degrees, ANGLE_OFFSET);
}

/** Whether export and copy have something to draw: an item whose text is not blank. */
export function hasText(config: ArchedTextConfig): boolean {
  return config.textItems.some((item) => item.text.trim() !== '');
}

/** The export's file name: `arched-text-{timestamp}.png`. */
export function exportName(now: number): string {
  return `arched-text-${now}.png`;
}

// Stored configuration: anything damaged is mended field by field, never thrown away whole.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const numberOr = (value: unknown, fallback: number, limits: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value, limits) : fallback;
const colorOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && HEX_COLOR.test(value) ? value : fallback;
const nullableOr = (value: unknown, limits: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value, limits) : null;

/** A stored item made valid: its text kept, each bad field back to its default; undefined if not an item. */
export function mendItem(value: unknown, index: number): TextItem | undefined {
  if (!isObject(value) || typeof value.text !== 'string') return undefined;
  const base = newItem(typeof value.id === 'string' && value.id ? value.id : `item-${index + 1}`, value.text);
  const position = { min: -100_000, max: 100_000 };
  return {
    ...base,
    arcDegree: numberOr(value.arcDegree, base.arcDegree, ARC_DEGREE),
    radius: nullableOr(value.radius, RADIUS),
    rotate: numberOr(value.rotate, base.rotate, ROTATE),
    angleOffset: numberOr(value.angleOffset, base.angleOffset, ANGLE_OFFSET),
    fontSize: numberOr(value.fontSize, base.fontSize, FONT_SIZE),
    fontFamily: typeof value.fontFamily === 'string' && value.fontFamily ? value.fontFamily : base.fontFamily,
    textColor: colorOr(value.textColor, base.textColor),
    letterSpacing: numberOr(value.letterSpacing, base.letterSpacing, LETTER_SPACING),
    fontWeight: FONT_WEIGHTS.includes(value.fontWeight as FontWeight)
      ? (value.fontWeight as FontWeight)
      : 'normal',
    centerX: nullableOr(value.centerX, position),
    centerY: nullableOr(value.centerY, position),
  };
}

/** A stored configuration made valid, or undefined when it is not one at all. */
export function mendConfig(value: unknown, fallback: ArchedTextConfig): ArchedTextConfig | undefined {
  if (!isObject(value) || !Array.isArray(value.textItems)) return undefined;
  const textItems = value.textItems.flatMap((item, index) => mendItem(item, index) ?? []);
  return {
    textItems,
    backgroundColor: colorOr(value.backgroundColor, fallback.backgroundColor),
    isTransparent: typeof value.isTransparent === 'boolean' ? value.isTransparent : fallback.isTransparent,
    canvasWidth: numberOr(value.canvasWidth, fallback.canvasWidth, CANVAS_SIDE),
    canvasHeight: numberOr(value.canvasHeight, fallback.canvasHeight, CANVAS_SIDE),
  };
}

/** JSON with keys in order, so two values compare by content whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner) && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Whether a stored value needs no mending (the store's schema; `mendConfig` is its repair). */
export function isConfig(value: unknown): value is ArchedTextConfig {
  const mended = mendConfig(value, defaultConfig({ dark: false, sampleText: '' }));
  return mended !== undefined && canonical(mended) === canonical(value);
}

/**
 * A link's configuration (CONTEXT.md Rules: Link): taken only when it needs no mending and names
 * only the offered fonts; anything else (an edited or damaged link) gives undefined.
 */
export function parseSharedConfig(raw: unknown): ArchedTextConfig | undefined {
  if (!isConfig(raw)) return undefined;
  const fonts: readonly string[] = FONTS;
  return raw.textItems.every((item) => fonts.includes(item.fontFamily)) ? raw : undefined;
}
