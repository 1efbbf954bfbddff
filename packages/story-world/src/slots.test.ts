import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import { CARD_TYPES, type Card } from './cards';
import {
  chooseCards,
  currentCardId,
  emptySlots,
  pickerCards,
  pickRandom,
  pruneSlots,
  RANDOM_PICK,
  randomFill,
  readSlots,
  selectedCount,
  stepSlot,
} from './slots';

const card = (type: Card['type'], id: string, name = id): Card =>
  ({ ...createBlankCard(type, { id }), name }) as Card;

describe('slots', () => {
  it('replaces a slot list when chosen and resets its index', () => {
    let slots = chooseCards(emptySlots(), 'Character', ['a', 'b', 'c']);
    slots = stepSlot(slots, 'Character', 1);
    expect(slots.Character.index).toBe(1);
    slots = chooseCards(slots, 'Character', ['d', 'd', 'e']);
    expect(slots.Character).toEqual({ ids: ['d', 'e'], index: 0 });
  });

  it('wraps next and previous around', () => {
    let slots = chooseCards(emptySlots(), 'Goal', ['a', 'b', 'c']);
    slots = stepSlot(slots, 'Goal', -1);
    expect(currentCardId(slots.Goal)).toBe('c');
    slots = stepSlot(slots, 'Goal', 1);
    expect(currentCardId(slots.Goal)).toBe('a');
    expect(stepSlot(emptySlots(), 'Goal', 1)).toEqual(emptySlots());
  });

  it('fills each type with 1 to 3 random cards, no more than there are', () => {
    const cards = [...Array.from({ length: 6 }, (_, i) => card('Character', `c${i}`)), card('Goal', 'g0')];
    for (let seed = 1; seed <= 50; seed++) {
      const slots = randomFill(cards, seededRandom(seed));
      expect(slots.Character.ids.length).toBeGreaterThanOrEqual(1);
      expect(slots.Character.ids.length).toBeLessThanOrEqual(3);
      expect(new Set(slots.Character.ids).size).toBe(slots.Character.ids.length);
      expect(slots.Goal.ids).toEqual(['g0']);
      expect(slots.Faction.ids).toEqual([]);
    }
    const counts = new Set(
      Array.from({ length: 50 }, (_, seed) => randomFill(cards, seededRandom(seed)).Character.ids.length),
    );
    expect(counts).toEqual(new Set([1, 2, 3]));
  });

  it('picks 3 at random in the picker', () => {
    expect(RANDOM_PICK).toBe(3);
    expect(pickRandom(['a', 'b', 'c', 'd'], RANDOM_PICK, seededRandom(3))).toHaveLength(3);
    expect(pickRandom(['a'], RANDOM_PICK)).toEqual(['a']);
  });

  it('clears all, counts the selection, and drops deleted cards', () => {
    let slots = chooseCards(emptySlots(), 'Goal', ['a', 'b']);
    slots = chooseCards(slots, 'Faction', ['f']);
    expect(selectedCount(slots)).toBe(3);
    slots = stepSlot(slots, 'Goal', 1);
    slots = pruneSlots(slots, (id) => id !== 'b');
    expect(slots.Goal).toEqual({ ids: ['a'], index: 0 });
    expect(selectedCount(emptySlots())).toBe(0);
    expect(Object.keys(emptySlots())).toEqual([...CARD_TYPES]);
  });

  it('filters the picker by all, unused and selected, sorted by name or recently used', () => {
    const cards = [card('Goal', 'a', 'Beta'), card('Goal', 'b', 'Alpha'), card('Goal', 'c', 'Gamma')];
    const options = { selection: new Set(['c']), inSlots: new Set(['a']) };
    expect(pickerCards(cards, { ...options, filter: 'all', sort: 'name' }).map((c) => c.name)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect(pickerCards(cards, { ...options, filter: 'unused', sort: 'name' }).map((c) => c.id)).toEqual([
      'b',
      'c',
    ]);
    expect(pickerCards(cards, { ...options, filter: 'selected', sort: 'name' }).map((c) => c.id)).toEqual([
      'c',
    ]);
    expect(
      pickerCards(cards, { ...options, filter: 'all', sort: 'recentlyUsed', recentlyUsed: ['c', 'a'] }).map(
        (c) => c.id,
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('reads stored slots leniently: bad lists empty, indexes held in range', () => {
    expect(readSlots(null)).toEqual(emptySlots());
    const read = readSlots({
      Goal: { ids: ['a', 3, 'a', 'b'], index: 9 },
      Character: { ids: 'x' },
      Faction: { ids: [], index: -2 },
    });
    expect(read.Goal).toEqual({ ids: ['a', 'b'], index: 1 });
    expect(read.Character).toEqual({ ids: [], index: 0 });
    expect(read.Faction).toEqual({ ids: [], index: 0 });
  });
});
