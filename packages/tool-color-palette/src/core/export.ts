import { formatColor } from './color';

/** A palette's colours, with their share when they came from an image. */
export interface PaletteEntry {
  hex: string;
  share?: number | undefined;
}

/** CSS custom properties, one per colour: `--palette-1: #3b82f6;` … in `:root`. */
export function paletteCss(entries: readonly PaletteEntry[]): string {
  const lines = entries.map((entry, index) => `  --palette-${index + 1}: ${entry.hex};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** JSON: each colour in the four formats, and its share (0–1, four decimals) when it has one. */
export function paletteJson(entries: readonly PaletteEntry[]): string {
  const colors = entries.map((entry) => ({
    hex: entry.hex,
    rgb: formatColor(entry.hex, 'rgb'),
    hsl: formatColor(entry.hex, 'hsl'),
    hsv: formatColor(entry.hex, 'hsv'),
    ...(entry.share === undefined ? {} : { share: Math.round(entry.share * 10_000) / 10_000 }),
  }));
  return `${JSON.stringify({ colors }, null, 2)}\n`;
}

/** The PNG swatch: one square column per colour, this many pixels a side. */
export const SWATCH_SIZE = 120;

/** Each colour's rectangle in the swatch image, left to right. */
export function swatchLayout(count: number): {
  width: number;
  height: number;
  cells: Array<{ x: number; width: number }>;
} {
  return {
    width: count * SWATCH_SIZE,
    height: SWATCH_SIZE,
    cells: Array.from({ length: count }, (_, index) => ({ x: index * SWATCH_SIZE, width: SWATCH_SIZE })),
  };
}
