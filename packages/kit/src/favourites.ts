import { createStoredValue, guardSchema, isArrayOf, keepValidItems } from './storage';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Where favourites are stored is our choice: we keep an ordered list of tool ids in localStorage
 * (`toolbox:site:favourites`), newest first, so the heart works without an account.
 */
export const favouritesStore = createStoredValue({
  namespace: 'site',
  key: 'favourites',
  schema: guardSchema(isArrayOf(isString)),
  defaultValue: [] as string[],
  // A damaged entry costs only itself, never the other favourites.
  repair: keepValidItems(isString),
});

/** Pure: the list with `toolId` added (at the front) or removed. */
export function toggleFavourite({
  favourites,
  toolId,
}: {
  favourites: readonly string[];
  toolId: string;
}): string[] {
  return favourites.includes(toolId) ? favourites.filter((id) => id !== toolId) : [toolId, ...favourites];
}
