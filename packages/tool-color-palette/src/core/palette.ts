import { hexOfHsl, hslOf } from './color';

/** The generator's schemes (CONTEXT.md Rules: Generator). */
export const SCHEMES = ['monochromatic', 'complementary', 'triadic', 'analogous'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Monochromatic: eight shades, lightness moved in steps of 15 and kept within 10–90. */
export const MONOCHROMATIC = { shades: 8, step: 15, min: 10, max: 90 } as const;

/** Each scheme's hue turns, in degrees from the base colour. */
export const HUE_TURNS = {
  complementary: [0, 180],
  triadic: [0, 120, 240],
  analogous: [-30, 0, 30],
} as const;

/** The colours of `scheme` around `base` (`#rrggbb` each). */
export function generatePalette(base: string, scheme: Scheme): string[] {
  const { h, s, l } = hslOf(base);
  if (scheme === 'monochromatic') {
    const { shades, step, min, max } = MONOCHROMATIC;
    // The base sits fifth of eight: four shades darker, three lighter.
    return Array.from({ length: shades }, (_, index) => {
      const lightness = Math.min(max, Math.max(min, l * 100 + (index - 4) * step));
      return hexOfHsl(h, s, lightness / 100);
    });
  }
  return HUE_TURNS[scheme].map((turn) => hexOfHsl(h + turn, s, l));
}
