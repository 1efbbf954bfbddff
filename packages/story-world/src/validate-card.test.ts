import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import type { Card } from './cards';
import { clampClockValue, clockMaxFrom, parseJsonObject, validateCard } from './validate-card';

const long = (n: number) => 'x'.repeat(n);
function valid(type: Card['type']): Card {
  const card = { ...createBlankCard(type, { id: 'id' }), name: 'Name' } as Record<string, unknown>;
  for (const field of ['statement', 'desire', 'fear', 'belief', 'rule', 'anomaly', 'costRule'])
    if (field in card) card[field] = 'text';
  return card as unknown as Card;
}

describe('validateCard', () => {
  it.each(['CoreConcept', 'Character', 'Environment', 'SpecialObject', 'Faction', 'Goal'] as const)(
    'accepts a filled %s card',
    (type) => {
      expect(validateCard(valid(type))).toEqual([]);
    },
  );

  it('holds name to 60 (required), summary to 300, tags to 10', () => {
    const card = {
      ...valid('Goal'),
      name: long(61),
      summary: long(301),
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    };
    expect(validateCard(card)).toEqual([
      { field: 'name', rule: 'tooLong', max: 60 },
      { field: 'summary', rule: 'tooLong', max: 300 },
      { field: 'tags', rule: 'tooMany', max: 10 },
    ]);
    expect(validateCard({ ...valid('Goal'), name: '  ' })).toEqual([{ field: 'name', rule: 'required' }]);
    expect(validateCard({ ...valid('Goal'), name: long(60), summary: long(300) })).toEqual([]);
  });

  it('CoreConcept: statement ≤ 160 required, constraints ≤ 10, tension −10…10', () => {
    const base = valid('CoreConcept');
    if (base.type !== 'CoreConcept') throw new Error();
    expect(validateCard({ ...base, statement: '' })).toEqual([{ field: 'statement', rule: 'required' }]);
    expect(validateCard({ ...base, statement: long(161) })).toEqual([
      { field: 'statement', rule: 'tooLong', max: 160 },
    ]);
    expect(validateCard({ ...base, constraints: Array(11).fill('c') })).toEqual([
      { field: 'constraints', rule: 'tooMany', max: 10 },
    ]);
    expect(validateCard({ ...base, tension: 10.1 })).toEqual([
      { field: 'tension', rule: 'outOfRange', min: -10, max: 10 },
    ]);
    expect(validateCard({ ...base, tension: -10 })).toEqual([]);
  });

  it('Character: desire, fear, belief ≤ 120 required, traits ≤ 10, relations −100…100 numbers, resources numbers', () => {
    const base = valid('Character');
    if (base.type !== 'Character') throw new Error();
    expect(validateCard({ ...base, desire: long(121), fear: '' })).toEqual([
      { field: 'desire', rule: 'tooLong', max: 120 },
      { field: 'fear', rule: 'required' },
    ]);
    expect(validateCard({ ...base, traits: Array(11).fill({ key: 'k', polarity: 1 }) })).toEqual([
      { field: 'traits', rule: 'tooMany', max: 10 },
    ]);
    expect(validateCard({ ...base, relations: { a: 101, b: '5' as unknown as number } })).toEqual([
      { field: 'relations.a', rule: 'outOfRange', min: -100, max: 100 },
      { field: 'relations.b', rule: 'invalidData' },
    ]);
    expect(validateCard({ ...base, resources: { gold: 'lots' as unknown as number } })).toEqual([
      { field: 'resources.gold', rule: 'invalidData' },
    ]);
  });

  it('Environment: image ≤ 200, rule ≤ 160 required, secret ≤ 160, clocks max 1…12 and value 0…max', () => {
    const base = valid('Environment');
    if (base.type !== 'Environment') throw new Error();
    expect(validateCard({ ...base, image: long(201), rule: '', secret: long(161) })).toEqual([
      { field: 'image', rule: 'tooLong', max: 200 },
      { field: 'rule', rule: 'required' },
      { field: 'secret', rule: 'tooLong', max: 160 },
    ]);
    expect(
      validateCard({ ...base, clocks: [{ id: 'c', name: 'c', value: 7, max: 13, kind: 'crisis' }] }),
    ).toEqual([{ field: 'clocks.0.max', rule: 'outOfRange', min: 1, max: 12 }]);
    expect(
      validateCard({ ...base, clocks: [{ id: 'c', name: 'c', value: 7, max: 6, kind: 'crisis' }] }),
    ).toEqual([{ field: 'clocks.0.value', rule: 'outOfRange', min: 0, max: 6 }]);
  });

  it('SpecialObject: anomaly and costRule ≤ 160 required, durability 0…1000 or unlimited', () => {
    const base = valid('SpecialObject');
    if (base.type !== 'SpecialObject') throw new Error();
    expect(validateCard({ ...base, anomaly: '', costRule: long(161) })).toEqual([
      { field: 'anomaly', rule: 'required' },
      { field: 'costRule', rule: 'tooLong', max: 160 },
    ]);
    expect(validateCard({ ...base, durability: 1001 })).toEqual([
      { field: 'durability', rule: 'outOfRange', min: 0, max: 1000 },
    ]);
    expect(validateCard({ ...base, durability: undefined })).toEqual([]);
  });

  it('Faction stance ≤ 120 and reputation −100…100; Goal successCondition ≤ 300', () => {
    const faction = valid('Faction');
    const goal = valid('Goal');
    if (faction.type !== 'Faction' || goal.type !== 'Goal') throw new Error();
    expect(validateCard({ ...faction, stance: long(121), reputation: { x: -101 } })).toEqual([
      { field: 'stance', rule: 'tooLong', max: 120 },
      { field: 'reputation.x', rule: 'outOfRange', min: -100, max: 100 },
    ]);
    expect(validateCard({ ...goal, successCondition: long(300) })).toEqual([]);
    expect(validateCard({ ...goal, successCondition: long(301) })).toEqual([
      { field: 'successCondition', rule: 'tooLong', max: 300 },
    ]);
  });
});

describe('editor inputs', () => {
  it('takes a clock max of 1…12, 6 when not a number', () => {
    expect(['0', '5', '30', 'abc', ''].map(clockMaxFrom)).toEqual([1, 5, 12, 6, 6]);
    expect(clampClockValue(9, 6)).toBe(6);
    expect(clampClockValue(-1, 6)).toBe(0);
  });

  it('ignores JSON that is not an object', () => {
    expect(parseJsonObject('{"hope": 2}')).toEqual({ hope: 2 });
    expect(parseJsonObject('{hope: 2')).toBeUndefined();
    expect(parseJsonObject('[1]')).toBeUndefined();
    expect(parseJsonObject('null')).toBeUndefined();
  });
});
