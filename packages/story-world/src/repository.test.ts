import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import { CARD_TYPES, type Card } from './cards';
import {
  compareCards,
  foldersAndTags,
  matchesSearch,
  missingInitialCards,
  queryCards,
  SEARCH_DEBOUNCE_MS,
} from './repository';

const card = (type: Card['type'], id: string, name: string, extra: Partial<Card> = {}): Card =>
  ({ ...createBlankCard(type, { id }), name, ...extra }) as Card;

const cards = [
  card('Goal', 'seed_goal', 'Zenith'),
  card('Character', 'new_character_100', 'Bram', { tags: ['hero'], folder: 'People' }),
  card('Character', 'new_character_300', 'Ada', { summary: 'A clockmaker' }),
  card('Faction', 'seed_faction', 'Guild', { tags: ['hero', 'city'] }),
  card('CoreConcept', 'new_coreconcept_200', 'Ｍist'),
];

describe('repository', () => {
  it('debounces search by 250 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it('searches name, summary, tags and id, every word, case- and width-insensitive', () => {
    expect(matchesSearch(cards[2] as Card, 'CLOCK ada')).toBe(true);
    expect(matchesSearch(cards[2] as Card, 'clock bram')).toBe(false);
    expect(matchesSearch(cards[4] as Card, 'mist')).toBe(true);
    expect(matchesSearch(cards[0] as Card, 'seed_goal')).toBe(true);
    expect(matchesSearch(cards[0] as Card, '   ')).toBe(true);
  });

  it('sorts recent: created ids first, newest first, then the rest by name', () => {
    expect(queryCards(cards, { sort: 'recent' }, CARD_TYPES).map((c) => c.id)).toEqual([
      'new_character_300',
      'new_coreconcept_200',
      'new_character_100',
      'seed_faction',
      'seed_goal',
    ]);
  });

  it('sorts by name and by type then name', () => {
    expect(queryCards(cards, { sort: 'name' }, CARD_TYPES).map((c) => c.name)).toEqual([
      'Ada',
      'Bram',
      'Guild',
      'Ｍist',
      'Zenith',
    ]);
    expect(queryCards(cards, { sort: 'type_name' }, CARD_TYPES).map((c) => c.name)).toEqual([
      'Ｍist',
      'Ada',
      'Bram',
      'Guild',
      'Zenith',
    ]);
    expect(compareCards('name', CARD_TYPES)(cards[1] as Card, cards[1] as Card)).toBe(0);
  });

  it('filters by type, folder and tag', () => {
    expect(queryCards(cards, { type: 'Character' }, CARD_TYPES)).toHaveLength(2);
    expect(queryCards(cards, { folder: 'People' }, CARD_TYPES).map((c) => c.name)).toEqual(['Bram']);
    expect(queryCards(cards, { folder: '' }, CARD_TYPES)).toHaveLength(4);
    expect(queryCards(cards, { tag: 'hero' }, CARD_TYPES).map((c) => c.name)).toEqual(['Bram', 'Guild']);
    expect(foldersAndTags(cards)).toEqual({ folders: ['People'], tags: ['city', 'hero'] });
  });

  it('adds only the initial cards whose ids are not there yet', () => {
    const existing = { seed_goal: cards[0] as Card };
    const initial = [card('Goal', 'seed_goal', 'Other'), card('Faction', 'seed_x', 'X')];
    expect(missingInitialCards(existing, initial)).toEqual({ added: [initial[1]], skipped: 1 });
  });
});
