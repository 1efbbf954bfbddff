import {
  DEFAULT_DESIGN,
  FONT_WEIGHTS,
  FONTS,
  type IconDesign,
  normalise,
  readHexColor,
  SHAPES,
} from './design';
import { ICON_FAMILIES } from './icon-sets';

const COLOR_FIELDS = [
  'textColor',
  'iconColor',
  'backgroundColor',
  'borderColor',
  'shadowColor',
  'backgroundGradientStart',
  'backgroundGradientEnd',
] as const;

/** `family:name` of one of the nine families; the name as the packages spell their icons. */
const ICON_ID = new RegExp(`^(?:${ICON_FAMILIES.join('|')}):[A-Za-z0-9._-]+$`);

function isPosition(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

/**
 * A link's design (CONTEXT.md Rules: Link), checked field by field against the design's own
 * shape: each field of the type its default has, fonts, weights and shapes from the lists, colours
 * as the tool stores them, an icon of the nine families, and every value already within its range
 * (a design `normalise` would change was not made by the tool). Anything else gives undefined.
 */
export function parseSharedDesign(raw: unknown): IconDesign | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  const design = {} as Record<string, unknown>;
  for (const [name, fallback] of Object.entries(DEFAULT_DESIGN)) {
    const field = value[name];
    if (name === 'selectedIcon') {
      if (field !== null && !(typeof field === 'string' && ICON_ID.test(field))) return undefined;
    } else if (name === 'textPosition' || name === 'iconPosition') {
      if (!isPosition(field)) return undefined;
    } else if (typeof field !== typeof fallback) return undefined;
    else if (typeof field === 'number' && !Number.isFinite(field)) return undefined;
    design[name] = name.endsWith('Position')
      ? { x: (field as { x: number }).x, y: (field as { y: number }).y }
      : field;
  }
  const candidate = design as unknown as IconDesign;
  if (!FONTS.includes(candidate.font) || !FONT_WEIGHTS.includes(candidate.fontWeight)) return undefined;
  if (!SHAPES.includes(candidate.backgroundShape)) return undefined;
  if (!COLOR_FIELDS.every((name) => readHexColor(candidate[name]) === candidate[name])) return undefined;
  return JSON.stringify(normalise(candidate)) === JSON.stringify(candidate) ? candidate : undefined;
}
