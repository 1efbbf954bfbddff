import { describe, expect, it } from 'vitest';
import { COLOR_FORMATS, contrastRatio, DEFAULT_COLOR, formatColor, parseColor } from './color';
import { contrastReport, formatRatio, WCAG_THRESHOLDS } from './contrast';
import { paletteCss, paletteJson, SWATCH_SIZE, swatchLayout } from './export';
import { EXTRACT_COLORS, EXTRACT_SAMPLE_PIXELS, extractColors } from './extract';
import { generatePalette, HUE_TURNS, MONOCHROMATIC, SCHEMES } from './palette';

describe('colours (CONTEXT.md Rules: Colours)', () => {
  it('starts from #3b82f6', () => {
    expect(DEFAULT_COLOR).toBe('#3b82f6');
  });

  it('writes a colour in hex, rgb, hsl and hsv', () => {
    expect(COLOR_FORMATS).toEqual(['hex', 'rgb', 'hsl', 'hsv']);
    expect(COLOR_FORMATS.map((format) => formatColor('#3b82f6', format))).toEqual([
      '#3b82f6',
      'rgb(59, 130, 246)',
      'hsl(217, 91%, 60%)',
      'hsv(217, 76%, 96%)',
    ]);
    expect(formatColor('#808080', 'hsl')).toBe('hsl(0, 0%, 50%)'); // grey: no hue, 0
  });

  it('reads any format in any field: hex with or without #, 3 or 6 digits, rgb, hsl, hsv, names', () => {
    for (const text of [
      '#3b82f6',
      '3B82F6',
      'rgb(59, 130, 246)',
      'rgb(59 130 246)',
      'rgba(59, 130, 246, 0.5)',
      'hsv(217.2, 76%, 96.5%)',
    ])
      expect(parseColor(text), text).toBe('#3b82f6');
    expect(parseColor('#fff')).toBe('#ffffff');
    expect(parseColor('fff')).toBe('#ffffff');
    expect(parseColor('rebeccapurple')).toBe('#663399');
    expect(parseColor('hsl(217, 91%, 60%)')).toBe('#3c83f6'); // rounding of the shown text
    expect(parseColor('  hsv(0, 100%, 100%) ')).toBe('#ff0000');
  });

  it('refuses what is not a colour, and hsv beyond 100%', () => {
    for (const text of ['', '   ', '#12', '#gggggg', 'rgb(1, 2)', 'blurple', 'hsv(10, 120%, 50%)'])
      expect(parseColor(text), text).toBeUndefined();
  });

  it('round-trips every shown text back to its colour (hex and rgb exactly)', () => {
    for (const hex of ['#000000', '#ffffff', '#3b82f6', '#ff8800', '#123456']) {
      expect(parseColor(formatColor(hex, 'hex'))).toBe(hex);
      expect(parseColor(formatColor(hex, 'rgb'))).toBe(hex);
    }
  });
});

describe('generator (CONTEXT.md Rules: Generator)', () => {
  it('has the four schemes', () => {
    expect(SCHEMES).toEqual(['monochromatic', 'complementary', 'triadic', 'analogous']);
  });

  it('gives 8 monochromatic shades, lightness in steps of 15 kept within 10–90, the hue and saturation kept', () => {
    expect(MONOCHROMATIC).toEqual({ shades: 8, step: 15, min: 10, max: 90 });
    const shades = generatePalette('#3b82f6', 'monochromatic');
    expect(shades).toHaveLength(8);
    const lightness = shades.map((hex) => Number(/, (\d+)%\)$/.exec(formatColor(hex, 'hsl'))?.[1]));
    // Base 60%: 0, 15, 30, 45, 60, 75, 90, 105, clamped.
    expect(lightness).toEqual([10, 15, 30, 45, 60, 75, 90, 90]);
    expect(shades[4]).toBe('#3b82f6');
    for (const hex of shades.slice(1, 7)) expect(formatColor(hex, 'hsl')).toMatch(/^hsl\(21[6-8], 9[0-2]%/); // 8-bit rounding;
  });

  it('turns the hue: complementary +180 (2), triadic 0/120/240 (3), analogous -30/0/+30 (3)', () => {
    expect(HUE_TURNS).toEqual({ complementary: [0, 180], triadic: [0, 120, 240], analogous: [-30, 0, 30] });
    expect(generatePalette('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
    expect(generatePalette('#ff0000', 'triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(generatePalette('#ff0000', 'analogous')).toEqual(['#ff0080', '#ff0000', '#ff8000']);
  });
});

describe('contrast (CONTEXT.md Rules: Contrast)', () => {
  it('gives the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBeCloseTo(1, 5);
    expect(formatRatio(contrastRatio('#000000', '#ffffff'))).toBe('21.00:1');
  });

  it('judges AA (4.5, large 3) and AAA (7, large 4.5) on the unrounded ratio', () => {
    expect(WCAG_THRESHOLDS).toEqual({ aa: { normal: 4.5, large: 3 }, aaa: { normal: 7, large: 4.5 } });
    // #767676 on white is 4.54: AA, not AAA; #777777 is 4.48: large text only.
    expect(contrastReport('#767676', '#ffffff')).toMatchObject({
      aa: { normal: true, large: true },
      aaa: { normal: false, large: true },
    });
    const justUnder = contrastReport('#777777', '#ffffff');
    expect(justUnder.aa).toEqual({ normal: false, large: true });
    expect(formatRatio(justUnder.ratio)).toBe('4.47:1'); // truncated, never rounded up to a pass
  });
});

describe('extractor (CONTEXT.md Rules: Extractor)', () => {
  const blocks = (parts: Array<[number[], number]>) =>
    Uint8ClampedArray.from(
      parts.flatMap(([rgba, count]) => Array.from({ length: count }, () => rgba).flat()),
    );

  it('offers 5–10 colours, 6 by default, from at most 250,000 pixels', () => {
    expect(EXTRACT_COLORS).toEqual({ min: 5, max: 10, default: 6 });
    expect(EXTRACT_SAMPLE_PIXELS).toBe(250_000);
  });

  it('finds the colours of an image with their shares, largest first', () => {
    const pixels = blocks([
      [[255, 0, 0, 255], 600],
      [[0, 0, 255, 255], 300],
      [[255, 255, 255, 255], 100],
    ]);
    expect(extractColors(pixels, 5)).toEqual([
      { hex: '#ff0000', share: 0.6 },
      { hex: '#0000ff', share: 0.3 },
      { hex: '#ffffff', share: 0.1 },
    ]);
  });

  it('does not count transparent pixels, and gives none for an image with none opaque', () => {
    const pixels = blocks([
      [[0, 255, 0, 255], 50],
      [[255, 0, 0, 10], 950],
    ]);
    expect(extractColors(pixels, 5)).toEqual([{ hex: '#00ff00', share: 1 }]);
    expect(extractColors(blocks([[[9, 9, 9, 0], 10]]), 5)).toEqual([]);
  });

  it('splits a gradient into the number of colours asked for, shares adding up to 1', () => {
    const gradient = Uint8ClampedArray.from({ length: 256 * 4 }, (_, index) =>
      index % 4 === 3 ? 255 : Math.floor(index / 4),
    );
    for (let count = EXTRACT_COLORS.min; count <= EXTRACT_COLORS.max; count++) {
      const colors = extractColors(gradient, count);
      expect(colors).toHaveLength(count);
      expect(colors.reduce((sum, color) => sum + color.share, 0)).toBeCloseTo(1, 10);
    }
  });
});

describe('export (CONTEXT.md Rules: Export)', () => {
  const entries = [{ hex: '#3b82f6', share: 0.61234 }, { hex: '#ffffff' }];

  it('writes CSS custom properties', () => {
    expect(paletteCss(entries)).toBe(':root {\n  --palette-1: #3b82f6;\n  --palette-2: #ffffff;\n}\n');
  });

  it('writes JSON with the four formats and the share when there is one', () => {
    expect(JSON.parse(paletteJson(entries))).toEqual({
      colors: [
        {
          hex: '#3b82f6',
          rgb: 'rgb(59, 130, 246)',
          hsl: 'hsl(217, 91%, 60%)',
          hsv: 'hsv(217, 76%, 96%)',
          share: 0.6123,
        },
        { hex: '#ffffff', rgb: 'rgb(255, 255, 255)', hsl: 'hsl(0, 0%, 100%)', hsv: 'hsv(0, 0%, 100%)' },
      ],
    });
  });

  it('lays the PNG swatch out as one 120 px square per colour', () => {
    expect(swatchLayout(3)).toEqual({
      width: 3 * SWATCH_SIZE,
      height: SWATCH_SIZE,
      cells: [
        { x: 0, width: 120 },
        { x: 120, width: 120 },
        { x: 240, width: 120 },
      ],
    });
  });
});
