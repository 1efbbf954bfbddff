import type { IconShape } from './render';

/**
 * The nine icon families and how each one's published data becomes `IconShape`s (CONTEXT.md
 * Rules: Icon library). Pure text work, so the page can run it on what it downloads and the tests
 * on the packages themselves.
 */

export const ICON_FAMILIES = [
  'lucide',
  'tabler',
  'feather',
  'octicons',
  'mdi',
  'simple',
  'bootstrap',
  'remix',
  'ionicons',
] as const;
export type IconFamily = (typeof ICON_FAMILIES)[number];

export type IconElement = IconShape['elements'][number];
export type IconSet = Map<string, IconShape>;

/** The elements an icon may hold; anything else (script, image, foreignObject, use…) is dropped. */
export const SHAPE_TAGS: ReadonlySet<string> = new Set([
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
]);

/** Lucide and Tabler publish icon nodes: `{ name: [[tag, attributes], …] }`, 24 px outlines. */
export function fromIconNodes(
  nodes: Record<string, ReadonlyArray<readonly [string, Record<string, string | number>]>>,
): IconSet {
  const set: IconSet = new Map();
  for (const [name, elements] of Object.entries(nodes))
    set.set(name, {
      viewBox: [0, 0, 24, 24],
      paint: 'stroke',
      strokeWidth: 2,
      elements: elements
        .filter(([tag]) => SHAPE_TAGS.has(tag))
        .map(([tag, attributes]) => [tag, { ...attributes }]),
    });
  return set;
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ELEMENT = /<([a-z]+)\b([^>]*?)\/?>/gi;

/** The shape elements of some SVG markup, in order, with their attributes (groups flattened). */
export function parseElements(markup: string): IconElement[] {
  const elements: IconElement[] = [];
  for (const [, tag, attributeText] of markup.matchAll(ELEMENT)) {
    const name = (tag as string).toLowerCase();
    if (!SHAPE_TAGS.has(name)) continue;
    const attributes: Record<string, string> = {};
    for (const [, key, double, single] of (attributeText as string).matchAll(ATTRIBUTE))
      attributes[key as string] = (double ?? single) as string;
    elements.push([name, attributes]);
  }
  return elements;
}

/** Feather publishes `{ name: "<inner svg>" }`, 24 px outlines. */
export function fromInnerSvg(icons: Record<string, string>): IconSet {
  const set: IconSet = new Map();
  for (const [name, markup] of Object.entries(icons))
    set.set(name, {
      viewBox: [0, 0, 24, 24],
      paint: 'stroke',
      strokeWidth: 2,
      elements: parseElements(markup),
    });
  return set;
}

/** Octicons' data: each icon at 16 and often 24 px, its path markup; the 24 px one when there is one. */
export function fromOcticons(
  data: Record<string, { heights: Record<string, { width: number; path: string }> }>,
): IconSet {
  const set: IconSet = new Map();
  for (const [name, { heights }] of Object.entries(data)) {
    const height = heights['24'] ? 24 : 16;
    const chosen = heights[String(height)];
    if (!chosen) continue;
    set.set(name, {
      viewBox: [0, 0, chosen.width, height],
      paint: 'fill',
      elements: parseElements(chosen.path),
    });
  }
  return set;
}

/** `mdiAccountBox` → `account-box`. */
const kebab = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** Material Design Icons: `{ mdiName: "<path data>" }`, 24 px, filled. */
export function fromMdi(paths: Record<string, unknown>): IconSet {
  const set: IconSet = new Map();
  for (const [key, d] of Object.entries(paths))
    if (key.startsWith('mdi') && typeof d === 'string')
      set.set(kebab(key.slice(3)), { viewBox: [0, 0, 24, 24], paint: 'fill', elements: [['path', { d }]] });
  return set;
}

/** Simple Icons (brands): objects with a `slug` and a `path`, 24 px, filled. */
export function fromSimpleIcons(icons: Record<string, unknown>): IconSet {
  const set: IconSet = new Map();
  for (const icon of Object.values(icons)) {
    if (typeof icon !== 'object' || icon === null) continue;
    const { slug, path } = icon as { slug?: unknown; path?: unknown };
    if (typeof slug === 'string' && typeof path === 'string')
      set.set(slug, { viewBox: [0, 0, 24, 24], paint: 'fill', elements: [['path', { d: path }]] });
  }
  return set;
}

/**
 * Ionicons marks outline parts with classes: those become stroked parts (no fill, the icon colour,
 * its 32-unit stroke); the class itself is dropped.
 */
function withIonicClasses([tag, attrs]: IconElement): IconElement {
  const { class: classes = '', ...rest } = attrs as Record<string, string>;
  if (!/ionicon-fill-none/.test(String(classes))) return [tag, rest];
  const width = /ionicon-stroke-width/.test(String(classes)) ? 32 : 1;
  return [tag, { ...rest, fill: 'none', stroke: 'currentColor', 'stroke-width': width }];
}

/** Ionicons: `{ homeOutline: "data:image/svg+xml;utf8,<svg viewBox='0 0 512 512'>…" }`, filled. */
export function fromIonicons(icons: Record<string, unknown>): IconSet {
  const set: IconSet = new Map();
  for (const [key, url] of Object.entries(icons)) {
    if (typeof url !== 'string' || !url.startsWith('data:image/svg+xml')) continue;
    const markup = url.slice(url.indexOf(',') + 1);
    const box = /viewBox='([^']*)'|viewBox="([^"]*)"/.exec(markup);
    const numbers = (box?.[1] ?? box?.[2] ?? '0 0 512 512').split(/[\s,]+/).map(Number);
    set.set(kebab(key), {
      viewBox: numbers as unknown as [number, number, number, number],
      paint: 'fill',
      elements: parseElements(markup).map(withIonicClasses),
    });
  }
  return set;
}

const SYMBOL = /<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g;

/**
 * A sprite of `<symbol id viewBox>`s (Bootstrap, Remix), filled. `prefix` is taken off the ids
 * (Remix's `ri-`).
 */
export function fromSprite(sprite: string, { prefix = '' }: { prefix?: string } = {}): IconSet {
  const set: IconSet = new Map();
  for (const [, attributeText, inner] of sprite.matchAll(SYMBOL)) {
    const attributes = Object.fromEntries(
      [...(attributeText as string).matchAll(ATTRIBUTE)].map(([, key, double, single]) => [
        key,
        double ?? single,
      ]),
    ) as Record<string, string>;
    const id = attributes.id;
    const box = attributes.viewBox?.split(/[\s,]+/).map(Number);
    if (!id || box?.length !== 4 || box.some((value) => !Number.isFinite(value))) continue;
    const elements = parseElements(inner as string).map(withIonicClasses);
    set.set(id.startsWith(prefix) ? id.slice(prefix.length) : id, {
      viewBox: box as [number, number, number, number],
      paint: 'fill',
      elements,
    });
  }
  return set;
}
