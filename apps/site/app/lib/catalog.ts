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
}
