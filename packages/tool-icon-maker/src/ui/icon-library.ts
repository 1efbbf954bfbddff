import {
  fromIconNodes,
  fromInnerSvg,
  fromIonicons,
  fromMdi,
  fromOcticons,
  fromSimpleIcons,
  fromSprite,
  type IconFamily,
  type IconSet,
} from '../core/icon-sets';
import type { LibraryIcon } from '../core/icons';

/**
 * The nine icon families, each downloaded the first time it is shown or searched (CONTEXT.md Rules:
 * Icon library): none is in the page's first load.
 */

const text = async (url: Promise<{ default: string }>) => {
  const response = await fetch((await url).default);
  if (!response.ok) throw new Error(`Icon set: HTTP ${response.status}`);
  return response.text();
};

const LOADERS: Record<IconFamily, () => Promise<IconSet>> = {
  lucide: async () => fromIconNodes((await import('lucide-static/icon-nodes.json')).default as never),
  tabler: async () =>
    fromIconNodes((await import('@tabler/icons/tabler-nodes-outline.json')).default as never),
  feather: async () => fromInnerSvg((await import('feather-icons/dist/icons.json')).default),
  octicons: async () => fromOcticons((await import('@primer/octicons/build/data.json')).default as never),
  mdi: async () => fromMdi(await import('@mdi/js')),
  simple: async () => fromSimpleIcons(await import('simple-icons')),
  bootstrap: async () => fromSprite(await text(import('bootstrap-icons/bootstrap-icons.svg?url'))),
  remix: async () =>
    fromSprite(await text(import('remixicon/fonts/remixicon.symbol.svg?url')), { prefix: 'ri-' }),
  ionicons: async () => fromIonicons(await import('ionicons/icons')),
};

const loaded = new Map<IconFamily, Promise<IconSet>>();

export function loadFamily(family: IconFamily): Promise<IconSet> {
  let set = loaded.get(family);
  if (!set) {
    set = LOADERS[family]();
    set.catch(() => loaded.delete(family));
    loaded.set(family, set);
  }
  return set;
}

/** A family's icons as library entries (`family:name`), in the family's order. */
export async function familyIcons(family: IconFamily): Promise<LibraryIcon[]> {
  const set = await loadFamily(family);
  return [...set.keys()].map((name) => ({ id: `${family}:${name}`, family, name }));
}

/** The drawing of an icon id, loading its family if needed; undefined for an unknown one. */
export async function iconShape(id: string | null) {
  if (!id) return undefined;
  const [family, name] = id.split(':') as [IconFamily, string];
  if (!(family in LOADERS)) return undefined;
  return (await loadFamily(family)).get(name);
}
