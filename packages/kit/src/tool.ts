import type { ComponentType } from 'react';
import type { HandOffKinds } from './hand-off';
import type { Locale } from './locales';

/** CONTEXT.md Rules: Tool manifest › Categories: the categories a tool can carry. The filter adds `all` in front. */
export const toolCategories = ['ai', 'code', 'data', 'security', 'web', 'design', 'fun'] as const;
export type ToolCategory = (typeof toolCategories)[number];
export const categoryFilters = ['all', ...toolCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];
/** CONTEXT.md Rules: Tool manifest › Categories: the ai category is marked hot. */
export const hotCategories: readonly ToolCategory[] = ['ai'];

export interface ToolFlags {
  isNew: boolean;
  moreFeatures: boolean;
  /** CONTEXT.md Rules: Tool manifest › Hidden in sidebar. */
  hiddenInSidebar: boolean;
}

/** What every tool's locale file holds under `meta`: the texts the home page and search use. */
export interface ToolMeta {
  name: string;
  description: string;
  keywords: string[];
}

export interface ToolMessages {
  meta: ToolMeta;
  [key: string]: unknown;
}

export interface ToolManifest {
  id: string;
  categories: readonly ToolCategory[];
  /** Language-neutral search words (file types, acronyms); translated ones live in `meta.keywords`. */
  keywords: readonly string[];
  /** A lucide icon name, in kebab-case. */
  icon: string;
  flags: ToolFlags;
  /** ISO date of the last change users would notice. */
  updatedAt: string;
  /**
   * What the tool takes in from other tools' "Open in…", smart paste and drops on the home page.
   * Its page receives them through `useHandOffReceiver` from `@toolbox/ui/tool-host`.
   */
  accepts?: HandOffKinds;
  /** What its results are: its "Open in…" menus offer the tools whose `accepts` match. */
  produces?: HandOffKinds;
  /**
   * The tool keeps its text and settings in a link: the page shows "Copy link", the tool hands
   * its state over with `useShareableState` (never secrets: the encoder refuses them).
   */
  share?: boolean;
  load: () => Promise<{ default: ComponentType }>;
  messages: Record<Locale, () => Promise<{ default: ToolMessages }>>;
}

/** Identity with checks: a manifest is plain data plus lazy loaders, and imports nothing heavy. */
export function defineTool<const Manifest extends ToolManifest>(manifest: Manifest): Manifest {
  if (!/^[a-z\d]+(?:-[a-z\d]+)*$/.test(manifest.id))
    throw new Error(`Tool id must be kebab-case: ${manifest.id}`);
  if (manifest.categories.length === 0) throw new Error(`Tool ${manifest.id} needs at least one category`);
  return manifest;
}
