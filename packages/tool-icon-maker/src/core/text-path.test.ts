import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from './design';
import { renderSvg } from './render';
import { type GlyphFont, subsetFor, textPath } from './text-path';

const require = createRequire(import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'text-path-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A bundled font file as the page reads it: opentype.js, glyph by glyph (no shaping). */
function glyphFont(path: string): GlyphFont {
  const bytes = readFileSync(require.resolve(path));
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return {
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascender,
    descender: font.descender,
    has: (character) => font.charToGlyph(character).index !== 0,
    advance: (character) => font.charToGlyph(character).advanceWidth ?? 0,
    outline: (character, x, y, size) => font.charToGlyph(character).getPath(x, y, size).toPathData(2),
  };
}

const ranges = JSON.parse(readFileSync(require.resolve('@fontsource/noto-sans-sc/unicode.json'), 'utf8'));
const roboto = glyphFont('@fontsource/roboto/files/roboto-latin-700-normal.woff');
const chinese = (character: string) =>
  glyphFont(`@fontsource/noto-sans-sc/files/noto-sans-sc-${subsetFor(character, ranges)}-700-normal.woff`);

/** The share of the canvas librsvg paints white when the text alone is drawn white on black. */
function whiteShare(d: string): number {
  const svg = renderSvg(
    { ...DEFAULT_DESIGN, backgroundColor: '#000000', backgroundShape: 'square' },
    { exportSize: 256, textPath: d },
  );
  const path = join(folder, `text-${Math.random().toString(36).slice(2)}.svg`);
  writeFileSync(path, svg);
  return Number(
    execFileSync('convert', [path, '-fx', 'r>0.5 ? 1 : 0', '-format', '%[fx:mean]', 'info:'], {
      encoding: 'utf8',
    }),
  );
}

/** Where the white text is on the 256 px canvas: ImageMagick's trim box of it (`%@`). */
function inkBox(d: string) {
  const svg = renderSvg({ ...DEFAULT_DESIGN, backgroundShape: 'none' }, { exportSize: 256, textPath: d });
  const path = join(folder, `box-${Math.random().toString(36).slice(2)}.svg`);
  writeFileSync(path, svg);
  const geometry = execFileSync('convert', [path, '-format', '%@', 'info:'], { encoding: 'utf8' });
  const [width, height, x, y] = (/(\d+)x(\d+)\+(\d+)\+(\d+)/.exec(geometry) ?? []).slice(1).map(Number);
  return { width: width ?? 0, height: height ?? 0, x: x ?? 0, y: y ?? 0 };
}

describe('text as paths (CONTEXT.md Rules: Text)', () => {
  it('finds the subset of the Chinese font that holds a character', () => {
    expect(subsetFor('字', { '[3]': 'U+4e00-4e10', '[117]': 'U+5b50-5b60,U+5b57' })).toBe('117');
    expect(subsetFor('A', { '[1]': 'U+4e00' })).toBeUndefined();
    expect(subsetFor('字', ranges)).toMatch(/^\d+$/);
  });

  it('draws Latin text from the chosen font, centred, and it shows when rendered', () => {
    const { d, missing } = textPath({ ...DEFAULT_DESIGN, text: 'AB', fontSize: 96 }, [roboto]);
    expect(missing).toEqual([]);
    expect(d).toMatch(/^M[\d.-]+/);
    const share = whiteShare(d);
    expect(share).toBeGreaterThan(0.02);
    // Centred: the drawn text's box (ImageMagick's trim of the white) sits about the middle (128).
    const box = inkBox(d);
    expect(Math.abs(box.x + box.width / 2 - 128)).toBeLessThan(8);
    expect(Math.abs(box.y + box.height / 2 - 128)).toBeLessThan(12);
  });

  it('draws Chinese characters from the Chinese font, and names what no font has', () => {
    const { d, missing } = textPath({ ...DEFAULT_DESIGN, text: 'A字🙂', fontSize: 96 }, [
      roboto,
      chinese('字'),
    ]);
    expect(missing).toEqual(['🙂']);
    expect(whiteShare(d)).toBeGreaterThan(
      whiteShare(textPath({ ...DEFAULT_DESIGN, text: 'A', fontSize: 96 }, [roboto]).d),
    );
  });

  it('gives nothing to draw for empty text', () => {
    expect(textPath({ ...DEFAULT_DESIGN, text: '' }, [roboto])).toEqual({ d: '', missing: [] });
  });
});
