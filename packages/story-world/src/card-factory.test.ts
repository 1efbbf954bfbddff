import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { createBlankCard, duplicateCard, newCardId, newClockId, readCard } from './card-factory';
import { CARD_TYPES, isCardType } from './cards';

describe('cards', () => {
  it('has the six types', () => {
    expect(CARD_TYPES).toEqual([
      'CoreConcept',
      'Character',
      'Environment',
      'SpecialObject',
      'Faction',
      'Goal',
    ]);
    expect(isCardType('Goal')).toBe(true);
    expect(isCardType('Dragon')).toBe(false);
  });

  it('gives new cards new_{type lowercase}_{timestamp} ids and clocks clock_{timestamp}', () => {
    expect(newCardId('SpecialObject', 1_700_000_000_000)).toBe('new_specialobject_1700000000000');
    expect(newClockId(5)).toBe('clock_5');
    expect(newClockId(5, new Set(['clock_5', 'clock_5_2']))).toBe('clock_5_3');
  });

  it.each(CARD_TYPES)('makes a blank %s card with every field empty', (type) => {
    const card = createBlankCard(type, { id: 'x' });
    expect(card).toMatchObject({
      id: 'x',
      type,
      name: '',
      summary: '',
      tags: [],
      conditions: {},
      themeVector: {},
      hooks: [],
    });
    expect(readCard(card)).toEqual({ ok: true, card });
  });

  it('duplicates with .copy_ and 4 random characters, a copy suffix, and a deep copy', () => {
    const card = { ...createBlankCard('Character', { id: 'hero' }), name: 'Ada', relations: { bob: 10 } };
    const copy = duplicateCard(card, { random: seededRandom(1), copySuffix: '（副本）' });
    expect(copy.id).toMatch(/^hero\.copy_[a-z0-9]{4}$/);
    expect(copy.name).toBe('Ada（副本）');
    if (copy.type !== 'Character') throw new Error('type');
    copy.relations.bob = 99;
    expect(card.relations.bob).toBe(10);
  });

  it('draws the copy id again when it is taken', () => {
    const card = createBlankCard('Goal', { id: 'g' });
    const first = duplicateCard(card, { random: seededRandom(7) }).id;
    const second = duplicateCard(card, { random: seededRandom(7), taken: new Set([first]) }).id;
    expect(second).not.toBe(first);
  });
});

describe('readCard', () => {
  it('sets aside a card without id or with an unknown type', () => {
    expect(readCard(null)).toEqual({ ok: false, reason: 'not an object' });
    expect(readCard({ type: 'Goal' })).toEqual({ ok: false, reason: 'missing id' });
    expect(readCard({ id: 'a', type: 'Dragon' })).toEqual({ ok: false, reason: 'unknown card type: Dragon' });
  });

  it('keeps good fields and empties damaged ones, field by field', () => {
    const read = readCard({
      id: 'c1',
      type: 'Character',
      name: 'Ada',
      summary: 42,
      tags: ['a', 3, 'b'],
      conditions: { ok: true, bad: { nested: 1 } },
      themeVector: { hope: 3, bad: 'x' },
      hooks: [{ id: 'h', name: 'Fall' }, { id: 1 }],
      traits: [
        { key: 'brave', polarity: 1 },
        { key: '', polarity: 1 },
        { key: 'x', polarity: 2 },
      ],
      resources: { gold: 5, bad: Number.NaN },
      relations: 'nope',
      picture: 'javascript:alert(1)',
      extensions: { chara: { a: 1 } },
      unknownField: 1,
    });
    expect(read).toEqual({
      ok: true,
      card: {
        id: 'c1',
        type: 'Character',
        name: 'Ada',
        summary: '',
        tags: ['a', 'b'],
        conditions: { ok: true },
        themeVector: { hope: 3 },
        hooks: [{ id: 'h', name: 'Fall' }],
        desire: '',
        fear: '',
        belief: '',
        traits: [{ key: 'brave', polarity: 1 }],
        resources: { gold: 5 },
        relations: {},
        extensions: { chara: { a: 1 } },
      },
    });
  });

  it('reads clocks with the default max 6 and kind countdown', () => {
    const read = readCard({
      id: 'e',
      type: 'Environment',
      clocks: [{ id: 'c', name: 'Storm', value: 2, max: 'x' }, { name: 'no id' }],
    });
    expect(read.ok && read.card.type === 'Environment' && read.card.clocks).toEqual([
      { id: 'c', name: 'Storm', value: 2, max: 6, kind: 'countdown' },
    ]);
  });
});

describe('newCardId (CONTEXT.md Rules: Cards › New ids)', () => {
  it.each([
    ['is new_{type lowercase}_{timestamp}', [], 'new_specialobject_42'],
    ['takes a counter suffix when the id is taken', ['new_specialobject_42'], 'new_specialobject_42_2'],
    [
      'counts on past every taken suffix',
      ['new_specialobject_42', 'new_specialobject_42_2'],
      'new_specialobject_42_3',
    ],
  ])('%s', (_, taken, expected) => {
    expect(newCardId('SpecialObject', 42, new Set(taken))).toBe(expected);
  });
});
