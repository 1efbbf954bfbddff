import type { Locale } from '@toolbox/kit/locales';
import { registry } from '#app/registry';
import type { CatalogEntry } from './catalog';

const cache = new Map<Locale, Promise<CatalogEntry[]>>();

/**
 * The tool catalogue in one language, from each tool's `meta` messages. Built once per locale per
 * process: the full message files stay on the server, the browser gets a few hundred bytes per tool.
 */
export function loadCatalog(locale: Locale): Promise<CatalogEntry[]> {
  let catalog = cache.get(locale);
  if (!catalog) {
    catalog = Promise.all(
      registry.map(async (tool) => {
        const { meta } = (await tool.messages[locale]()).default;
        return {
          id: tool.id,
          name: meta.name,
          description: meta.description,
          keywords: [...meta.keywords, ...tool.keywords],
          categories: tool.categories,
          icon: tool.icon,
          flags: tool.flags,
          ...(tool.accepts ? { accepts: tool.accepts } : {}),
        };
      }),
    );
    cache.set(locale, catalog);
  }
  return catalog;
}
