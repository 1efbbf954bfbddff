import { SCHEMES, type Scheme } from './palette';

export const TABS = ['picker', 'generator', 'converter', 'contrast', 'extractor'] as const;
export type Tab = (typeof TABS)[number];

/**
 * What the page header's "Copy link" carries (CONTEXT.md Rules: Link): the tab, the current
 * colour, the generator's scheme, the converter's text and the contrast checker's two colours.
 * Never the extractor's image or its colours: an image cannot go into a link.
 */
export interface SharedPalette {
  tab: Tab;
  color: string;
  scheme: Scheme;
  converterText: string;
  foreground: string;
  background: string;
}

const HEX = /^#[0-9a-f]{6}$/;

/** What a link carried, checked: colours as the tool keeps them (`#rrggbb`), known tab and scheme. */
export function parseSharedPalette(raw: unknown): SharedPalette | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { tab, color, scheme, converterText, foreground, background } = raw as Record<string, unknown>;
  if (!TABS.includes(tab as Tab) || !SCHEMES.includes(scheme as Scheme)) return undefined;
  if (typeof converterText !== 'string') return undefined;
  const colors = [color, foreground, background];
  if (!colors.every((value) => typeof value === 'string' && HEX.test(value))) return undefined;
  return {
    tab: tab as Tab,
    color: color as string,
    scheme: scheme as Scheme,
    converterText,
    foreground: foreground as string,
    background: background as string,
  };
}
