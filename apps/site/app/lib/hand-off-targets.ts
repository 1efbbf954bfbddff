import { acceptsItems, type HandOffItem } from '@toolbox/kit/hand-off';
import type { CatalogEntry } from './catalog';

// Apart from smart paste's ranking (./hand-off) so every tool page carries only this.
/** The tools other than `fromToolId` that accept `items`, in catalogue order. */
export function handOffTargets(
  catalog: readonly CatalogEntry[],
  fromToolId: string | undefined,
  items: readonly HandOffItem[],
): CatalogEntry[] {
  return catalog.filter((tool) => tool.id !== fromToolId && acceptsItems(tool.accepts, items));
}
