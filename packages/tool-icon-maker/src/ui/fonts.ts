import type { FontWeight, IconFont } from '../core/design';
import type { GlyphFont } from '../core/text-path';
import { subsetFor } from '../core/text-path';

/**
 * The bundled fonts (CONTEXT.md Rules: Text), fetched when the text first needs them: each Latin
 * font's Latin subset at the weight asked for (or the nearest the family has), and the Noto Sans
 * SC subset file that holds a Chinese character (400 or 700). Parsed with opentype.js, which is
 * itself loaded only then.
 */

// The font files' addresses (a few hundred Chinese subsets) load with the first text, not with
// the page: as import stubs they were 4 KB gzip of every icon-maker page's initial JavaScript.
const loadFontFiles = () => import('./font-files');

const parsed = new Map<string, Promise<GlyphFont>>();

async function load(url: string): Promise<GlyphFont> {
  const [{ default: opentype }, response] = await Promise.all([import('opentype.js'), fetch(url)]);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  const font = opentype.parse(await response.arrayBuffer());
  return {
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascender,
    descender: font.descender,
    has: (character) => font.charToGlyph(character).index !== 0,
    advance: (character) => font.charToGlyph(character).advanceWidth ?? 0,
    outline: (character, x, y, size) => font.charToGlyph(character).getPath(x, y, size).toPathData(2),
  };
}

function cached(key: string, url: () => Promise<string>): Promise<GlyphFont> {
  let font = parsed.get(key);
  if (!font) {
    font = url().then(load);
    // A failed download may be tried again later.
    font.catch(() => parsed.delete(key));
    parsed.set(key, font);
  }
  return font;
}

let chineseRanges: Promise<Record<string, string>> | undefined;

/** The fonts for `text`: the chosen Latin one first, then a Chinese subset for each character it lacks. */
export async function fontsFor(text: string, family: IconFont, weight: FontWeight): Promise<GlyphFont[]> {
  const { LATIN, CHINESE } = await loadFontFiles();
  const latin = await cached(`${family}-${weight}`, async () => (await LATIN[family][weight]()).default);
  const needed = [
    ...new Set(
      Array.from(text).filter(
        (character) => !latin.has(character) && /\p{Script=Han}|\p{P}/u.test(character),
      ),
    ),
  ];
  if (needed.length === 0) return [latin];
  chineseRanges ??= import('@fontsource/noto-sans-sc/unicode.json').then(
    (module) => module.default as Record<string, string>,
  );
  const ranges = await chineseRanges;
  const chineseWeight = weight >= 600 ? 700 : 400;
  const subsets = [
    ...new Set(
      needed.map((character) => subsetFor(character, ranges)).filter((subset) => subset !== undefined),
    ),
  ];
  const chinese = await Promise.all(
    subsets.flatMap((subset) => {
      const file =
        CHINESE[
          `../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-${subset}-${chineseWeight}-normal.woff`
        ];
      return file ? [cached(`sc-${subset}-${chineseWeight}`, file)] : [];
    }),
  );
  return [latin, ...chinese];
}
