/**
 * Slots (CONTEXT.md Rules: Slots): one list of chosen card ids per type with a current index, used
 * by the slot selector, the picker and the slot panel.
 */
import { CARD_TYPES, type Card, type CardType } from './cards';

export interface Slot {
  ids: string[];
  index: number;
}
export type Slots = Record<CardType, Slot>;

export const RANDOM_PICK = 3;

export function emptySlots(): Slots {
  return Object.fromEntries(
    CARD_TYPES.map((type) => [type, { ids: [] as string[], index: 0 }]),
  ) as unknown as Slots;
}

/** Choosing in a picker replaces the slot's list and resets its index. */
export function chooseCards(slots: Slots, type: CardType, ids: readonly string[]): Slots {
  return { ...slots, [type]: { ids: [...new Set(ids)], index: 0 } };
}

/** Next and previous wrap around. */
export function stepSlot(slots: Slots, type: CardType, step: 1 | -1): Slots {
  const slot = slots[type];
  if (slot.ids.length === 0) return slots;
  const index = (slot.index + step + slot.ids.length) % slot.ids.length;
  return { ...slots, [type]: { ...slot, index } };
}

export function currentCardId(slot: Slot): string | undefined {
  return slot.ids[Math.min(slot.index, slot.ids.length - 1)];
}

/** `count` different items of `items` in random order (all of them when fewer). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  return pool.slice(0, Math.max(0, count));
}

/** Random fill: each type gets 1 to 3 random cards of that type (no more than there are). */
export function randomFill(cards: Iterable<Card>, random: () => number = Math.random): Slots {
  const byType = new Map<CardType, string[]>(CARD_TYPES.map((type) => [type, []]));
  for (const card of cards) byType.get(card.type)?.push(card.id);
  const slots = emptySlots();
  for (const type of CARD_TYPES) {
    const ids = byType.get(type) ?? [];
    const count = 1 + Math.floor(random() * 3);
    slots[type] = { ids: pickRandom(ids, count, random), index: 0 };
  }
  return slots;
}

/** Drops ids of cards that no longer exist (deleted since), keeping each index in range. */
export function pruneSlots(slots: Slots, exists: (id: string) => boolean): Slots {
  const next = { ...slots };
  for (const type of CARD_TYPES) {
    const ids = slots[type].ids.filter(exists);
    next[type] = { ids, index: Math.min(slots[type].index, Math.max(0, ids.length - 1)) };
  }
  return next;
}

/** Slots read back from storage: each type's list of string ids and an index in range; the rest empty. */
export function readSlots(value: unknown): Slots {
  const slots = emptySlots();
  if (typeof value !== 'object' || value === null) return slots;
  for (const type of CARD_TYPES) {
    const stored = (value as Record<string, unknown>)[type] as Partial<Slot> | undefined;
    if (!stored || !Array.isArray(stored.ids)) continue;
    const ids = [...new Set(stored.ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
    const index = typeof stored.index === 'number' && Number.isInteger(stored.index) ? stored.index : 0;
    slots[type] = { ids, index: Math.min(Math.max(0, index), Math.max(0, ids.length - 1)) };
  }
  return slots;
}

export const selectedCount = (slots: Slots) =>
  CARD_TYPES.reduce((sum, type) => sum + slots[type].ids.length, 0);

export type PickerFilter = 'all' | 'unused' | 'selected';
export type PickerSort = 'name' | 'recentlyUsed';

/**
 * The picker's list: `unused` = in no slot (of any type), `selected` = in the working selection;
 * sort by name or recently used (ids in `recentlyUsed`, most recent first, then the rest by name).
 */
export function pickerCards(
  cards: readonly Card[],
  {
    filter,
    sort,
    selection,
    inSlots,
    recentlyUsed = [],
  }: {
    filter: PickerFilter;
    sort: PickerSort;
    selection: ReadonlySet<string>;
    inSlots: ReadonlySet<string>;
    recentlyUsed?: readonly string[];
  },
): Card[] {
  const shown = cards.filter((card) =>
    filter === 'all' ? true : filter === 'unused' ? !inSlots.has(card.id) : selection.has(card.id),
  );
  const rank = (id: string) => {
    const position = recentlyUsed.indexOf(id);
    return position < 0 ? Number.POSITIVE_INFINITY : position;
  };
  return shown.sort((a, b) =>
    sort === 'recentlyUsed'
      ? rank(a.id) - rank(b.id) || a.name.localeCompare(b.name)
      : a.name.localeCompare(b.name),
  );
}
