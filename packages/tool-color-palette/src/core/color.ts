import {
  type Color,
  converter,
  formatHex,
  modeHsl,
  modeHsv,
  modeLrgb,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

/**
 * Colours as the tool keeps them: an opaque sRGB colour written `#rrggbb` (CONTEXT.md Rules:
 * Colours). Every conversion goes through culori; only the text of the four formats is ours.
 */

// culori's tree-shakeable entry: only the modes the tool needs are registered (culori calls it
// `useMode`; it is no React hook, hence the other name).
registerMode(modeRgb);
registerMode(modeHsl);
registerMode(modeHsv);
registerMode(modeLrgb); // the contrast ratio's luminance is computed in linear RGB
const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toHsv = converter('hsv');

/** The spec's default colour. */
export const DEFAULT_COLOR = '#3b82f6';

export const COLOR_FORMATS = ['hex', 'rgb', 'hsl', 'hsv'] as const;
export type ColorFormat = (typeof COLOR_FORMATS)[number];

const percent = (value: number | undefined) => Math.round((value ?? 0) * 100);
const degrees = (value: number | undefined) => Math.round(value ?? 0) % 360;

/** `hex` written in `format`: `#3b82f6`, `rgb(59, 130, 246)`, `hsl(217, 91%, 60%)`, `hsv(217, 76%, 96%)`. */
export function formatColor(hex: string, format: ColorFormat): string {
  if (format === 'hex') return hex;
  if (format === 'rgb') {
    const rgb = toRgb(hex);
    const channel = (value: number | undefined) => Math.round((value ?? 0) * 255);
    return `rgb(${channel(rgb?.r)}, ${channel(rgb?.g)}, ${channel(rgb?.b)})`;
  }
  if (format === 'hsl') {
    const hsl = toHsl(hex);
    return `hsl(${degrees(hsl?.h)}, ${percent(hsl?.s)}%, ${percent(hsl?.l)}%)`;
  }
  const hsv = toHsv(hex);
  return `hsv(${degrees(hsv?.h)}, ${percent(hsv?.s)}%, ${percent(hsv?.v)}%)`;
}

const HSV_TEXT =
  /^hsva?\(\s*(-?[\d.]+)(?:deg)?\s*[,\s]\s*([\d.]+)%?\s*[,\s]\s*([\d.]+)%?\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;
const BARE_HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour a text names, as `#rrggbb`, or undefined: hex (with or without `#`, 3 or 6 digits),
 * `rgb()`, `hsl()`, CSS colour names, and `hsv(h, s%, v%)` (not CSS, so read here). Any field
 * takes any of them; transparency is dropped (the tool's colours are opaque).
 */
export function parseColor(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let color: Color | undefined;
  const hsv = HSV_TEXT.exec(trimmed);
  if (hsv) {
    const [h, s, v] = [Number(hsv[1]), Number(hsv[2]), Number(hsv[3])];
    if (s > 100 || v > 100) return undefined;
    color = { mode: 'hsv', h: ((h % 360) + 360) % 360, s: s / 100, v: v / 100 };
  } else color = parse(BARE_HEX.test(trimmed) ? `#${trimmed}` : trimmed);
  if (!color) return undefined;
  const { alpha: _dropped, ...opaque } = color;
  return formatHex(opaque as Color);
}

/** The HSL of a colour, hue 0 for greys (culori leaves it undefined). */
export function hslOf(hex: string): { h: number; s: number; l: number } {
  const hsl = toHsl(hex);
  return { h: hsl?.h ?? 0, s: hsl?.s ?? 0, l: hsl?.l ?? 0 };
}

/** `#rrggbb` of an HSL colour (hue in degrees, any number; saturation and lightness 0–1). */
export function hexOfHsl(h: number, s: number, l: number): string {
  return formatHex({ mode: 'hsl', h: ((h % 360) + 360) % 360, s, l });
}

/** WCAG 2 contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}
