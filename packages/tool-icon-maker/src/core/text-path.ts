import type { IconDesign } from './design';

/**
 * The text as one SVG path (CONTEXT.md Rules: Text), so the export is vector throughout and looks
 * the same everywhere: each character's outline from the first font that has it (the chosen Latin
 * font, then the Chinese one), laid side by side and centred on the text position.
 */

/** What the layout needs of a font (the page adapts opentype.js fonts to it). */
export interface GlyphFont {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** Whether the font draws this character (not its "missing" box). */
  has(character: string): boolean;
  /** The character's advance, in font units. */
  advance(character: string): number;
  /** The character's outline as path data, its baseline origin at (x, y), at `fontSize` px. */
  outline(character: string, x: number, y: number, fontSize: number): string;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export interface TextPath {
  /** Path data in canvas units, empty when nothing could be drawn. */
  d: string;
  /** Characters no font has (an emoji, a rare script): left out of the path, said to the user. */
  missing: string[];
}

export function textPath(design: IconDesign, fonts: readonly GlyphFont[]): TextPath {
  const primary = fonts[0];
  if (!primary || design.text === '') return { d: '', missing: [] };
  const characters = Array.from(segmenter.segment(design.text), (part) => part.segment);
  const missing: string[] = [];
  const placed = characters.flatMap((character) => {
    const font = fonts.find((candidate) => candidate.has(character));
    if (!font) {
      missing.push(character);
      return [];
    }
    return [{ character, font, width: (font.advance(character) / font.unitsPerEm) * design.fontSize }];
  });
  const total = placed.reduce((sum, glyph) => sum + glyph.width, 0);
  // Centred on the position: by the advances across, by the primary font's em box up and down.
  const middle = ((primary.ascender + primary.descender) / 2 / primary.unitsPerEm) * design.fontSize;
  const y = (design.textPosition.y / 100) * design.canvasSize + middle;
  let x = (design.textPosition.x / 100) * design.canvasSize - total / 2;
  const parts: string[] = [];
  for (const glyph of placed) {
    const outline = glyph.font.outline(glyph.character, x, y, design.fontSize);
    if (outline) parts.push(outline);
    x += glyph.width;
  }
  return { d: parts.join(''), missing };
}

/**
 * Which of a font's subsets holds a character, from the subsets' Unicode ranges (`U+4e00-9fff,
 * U+3000`…, as Fontsource's `unicode.json` gives them for the Chinese font's numbered files).
 */
export function subsetFor(character: string, ranges: Readonly<Record<string, string>>): string | undefined {
  const code = character.codePointAt(0);
  if (code === undefined) return undefined;
  for (const [subset, list] of Object.entries(ranges))
    for (const range of list.split(',')) {
      const [start, end] = range
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16));
      if (start !== undefined && code >= start && code <= (end ?? start))
        return subset.replace(/^\[|\]$/g, '');
    }
  return undefined;
}
