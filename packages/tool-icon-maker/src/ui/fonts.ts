import type { FontWeight, IconFont } from '../core/design';
import type { GlyphFont } from '../core/text-path';
import { subsetFor } from '../core/text-path';

/**
 * The bundled fonts (CONTEXT.md Rules: Text), fetched when the text first needs them: each Latin
 * font's Latin subset at the weight asked for (or the nearest the family has), and the Noto Sans
 * SC subset file that holds a Chinese character (400 or 700). Parsed with opentype.js, which is
 * itself loaded only then.
 */

type UrlModule = () => Promise<{ default: string }>;

/** Weight → file, the nearest the family has where it lacks one (Lato 500 → 400, Open Sans 900 → 800). */
const LATIN: Record<IconFont, Record<FontWeight, UrlModule>> = {
  Roboto: {
    300: () => import('@fontsource/roboto/files/roboto-latin-300-normal.woff?url'),
    400: () => import('@fontsource/roboto/files/roboto-latin-400-normal.woff?url'),
    500: () => import('@fontsource/roboto/files/roboto-latin-500-normal.woff?url'),
    700: () => import('@fontsource/roboto/files/roboto-latin-700-normal.woff?url'),
    900: () => import('@fontsource/roboto/files/roboto-latin-900-normal.woff?url'),
  },
  Poppins: {
    300: () => import('@fontsource/poppins/files/poppins-latin-300-normal.woff?url'),
    400: () => import('@fontsource/poppins/files/poppins-latin-400-normal.woff?url'),
    500: () => import('@fontsource/poppins/files/poppins-latin-500-normal.woff?url'),
    700: () => import('@fontsource/poppins/files/poppins-latin-700-normal.woff?url'),
    900: () => import('@fontsource/poppins/files/poppins-latin-900-normal.woff?url'),
  },
  Lato: {
    300: () => import('@fontsource/lato/files/lato-latin-300-normal.woff?url'),
    400: () => import('@fontsource/lato/files/lato-latin-400-normal.woff?url'),
    500: () => import('@fontsource/lato/files/lato-latin-400-normal.woff?url'),
    700: () => import('@fontsource/lato/files/lato-latin-700-normal.woff?url'),
    900: () => import('@fontsource/lato/files/lato-latin-900-normal.woff?url'),
  },
  'Open Sans': {
    300: () => import('@fontsource/open-sans/files/open-sans-latin-300-normal.woff?url'),
    400: () => import('@fontsource/open-sans/files/open-sans-latin-400-normal.woff?url'),
    500: () => import('@fontsource/open-sans/files/open-sans-latin-500-normal.woff?url'),
    700: () => import('@fontsource/open-sans/files/open-sans-latin-700-normal.woff?url'),
    900: () => import('@fontsource/open-sans/files/open-sans-latin-800-normal.woff?url'),
  },
  Montserrat: {
    300: () => import('@fontsource/montserrat/files/montserrat-latin-300-normal.woff?url'),
    400: () => import('@fontsource/montserrat/files/montserrat-latin-400-normal.woff?url'),
    500: () => import('@fontsource/montserrat/files/montserrat-latin-500-normal.woff?url'),
    700: () => import('@fontsource/montserrat/files/montserrat-latin-700-normal.woff?url'),
    900: () => import('@fontsource/montserrat/files/montserrat-latin-900-normal.woff?url'),
  },
};

const CHINESE = import.meta.glob<string>(
  '../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-{400,700}-normal.woff',
  {
    query: '?url',
    import: 'default',
  },
);

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
