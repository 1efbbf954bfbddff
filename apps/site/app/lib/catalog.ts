import type { HandOffKinds } from '@toolbox/kit/hand-off';
import type { ToolCategory, ToolFlags } from '@toolbox/kit/tool';

/** What the shell knows of every tool in the current language: enough for cards, search and links. */
export interface CatalogEntry {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  categories: readonly ToolCategory[];
  icon: string;
  flags: ToolFlags;
  /** What the tool takes from other tools and smart paste (its manifest's `accepts`). */
  accepts?: HandOffKinds;
}
