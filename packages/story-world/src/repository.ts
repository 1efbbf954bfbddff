/**
 * The card repository's list operations (CONTEXT.md Rules: Repository): search, type and folder
 * filters, sorts, adding the initial cards.
 */
import type { Card, CardType } from './cards';

export const SEARCH_DEBOUNCE_MS = 250;
export const CARD_SORTS = ['recent', 'name', 'type_name'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

export interface CardQuery {
  search?: string;
  type?: CardType | 'all';
  /** A folder name, '' for cards in no folder, undefined for every folder. */
  folder?: string;
  tag?: string;
  sort?: CardSort;
}

/** Lower-cased, NFKC (full-width letters match half-width), trimmed. */
const fold = (value: string) => value.normalize('NFKC').toLowerCase().trim();

/** Whether `card` matches every word of `search` in its name, summary, tags or id. */
export function matchesSearch(card: Card, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([card.name, card.summary, card.id, ...card.tags].join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** The numeric timestamp of a `new_{type}_{timestamp}` id, or undefined. */
function createdAt(id: string): number | undefined {
  const match = /^new_[a-z]+_(\d+)/.exec(id);
  return match ? Number(match[1]) : undefined;
}

const byName = (a: Card, b: Card) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * recent: cards created here (`new_…` ids) first, newest first, then the rest by name; name;
 * type_name: by type in the six-type order, then name.
 */
export function compareCards(sort: CardSort, typeOrder: readonly CardType[]): (a: Card, b: Card) => number {
  if (sort === 'name') return byName;
  if (sort === 'type_name')
    return (a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || byName(a, b);
  return (a, b) => {
    const timeA = createdAt(a.id);
    const timeB = createdAt(b.id);
    if (timeA !== undefined && timeB !== undefined) return timeB - timeA || byName(a, b);
    if (timeA !== undefined) return -1;
    if (timeB !== undefined) return 1;
    return byName(a, b);
  };
}

export function queryCards(cards: Iterable<Card>, query: CardQuery, typeOrder: readonly CardType[]): Card[] {
  const { search = '', type = 'all', folder, tag, sort = 'recent' } = query;
  return [...cards]
    .filter(
      (card) =>
        (type === 'all' || card.type === type) &&
        (folder === undefined || (card.folder ?? '') === folder) &&
        (tag === undefined || card.tags.includes(tag)) &&
        matchesSearch(card, search),
    )
    .sort(compareCards(sort, typeOrder));
}

/** Every folder and tag in use, sorted, for the repository's filters. */
export function foldersAndTags(cards: Iterable<Card>): { folders: string[]; tags: string[] } {
  const folders = new Set<string>();
  const tags = new Set<string>();
  for (const card of cards) {
    if (card.folder) folders.add(card.folder);
    for (const cardTag of card.tags) tags.add(cardTag);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return { folders: sorted(folders), tags: sorted(tags) };
}

/** The initial cards whose ids are not in the world yet (those already there are skipped). */
export function missingInitialCards(existing: Readonly<Record<string, Card>>, initial: readonly Card[]) {
  const added = initial.filter((card) => !(card.id in existing));
  return { added, skipped: initial.length - added.length };
}
