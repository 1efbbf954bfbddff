import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import type { Card } from './cards';
import {
  createEmptyWorld,
  deadlineClocks,
  hasErrors,
  putCard,
  readWorld,
  removeCards,
  validateWorld,
  type World,
} from './world';

const named = (type: Card['type'], id: string): Card => ({ ...createBlankCard(type, { id }), name: id });

function worldOf(...cards: Card[]): World {
  return cards.reduce(putCard, createEmptyWorld());
}

describe('validateWorld', () => {
  it('accepts a sound world', () => {
    expect(validateWorld(worldOf(named('Goal', 'g'), named('Character', 'c')))).toEqual([]);
  });

  it('refuses an id that is empty or differs from its key, a card without name or type', () => {
    const world = createEmptyWorld();
    world.cards.a = { ...named('Goal', 'b') };
    world.cards.e = { ...named('Goal', ''), name: '' };
    world.cards.t = { ...named('Goal', 't'), type: '' as never };
    const issues = validateWorld(world);
    expect(issues).toEqual([
      { level: 'error', cardId: 'a', rule: 'idMismatch' },
      { level: 'error', cardId: 'e', rule: 'idMismatch' },
      { level: 'error', cardId: 'e', rule: 'missingName' },
      { level: 'error', cardId: 't', rule: 'missingType' },
    ]);
    expect(hasErrors(issues)).toBe(true);
  });

  it.each(['scene.locationId', 'location', 'tagPrefix', 'tag:noble'])(
    'refuses a hook with the retired precondition %s',
    (key) => {
      const card = {
        ...named('Goal', 'g'),
        hooks: [{ id: 'h', name: 'Fall', preconditions: { [key]: 'x' } }],
      };
      expect(validateWorld(worldOf(card))).toEqual([
        { level: 'error', cardId: 'g', rule: 'retiredPrecondition' },
      ]);
    },
  );

  it('warns, without blocking, about a clock above its max', () => {
    const environment = { ...named('Environment', 'e') };
    if (environment.type !== 'Environment') throw new Error();
    environment.clocks = [{ id: 'c1', name: 'Storm', value: 7, max: 6, kind: 'crisis' }];
    const world = worldOf(environment);
    world.clocks.g1 = { id: 'g1', name: 'Doom', value: 13, max: 12, kind: 'countdown' };
    const issues = validateWorld(world);
    expect(issues).toEqual([
      { level: 'warning', clockId: 'c1', cardId: 'e', rule: 'clockOverMax' },
      { level: 'warning', clockId: 'g1', rule: 'clockOverMax' },
    ]);
    expect(hasErrors(issues)).toBe(false);
  });
});

describe('world operations', () => {
  it('lists global clocks and Environment clocks for the deadline selector', () => {
    const environment = named('Environment', 'e');
    if (environment.type !== 'Environment') throw new Error();
    environment.clocks = [{ id: 'c1', name: 'Storm', value: 0, max: 6, kind: 'crisis' }];
    const world = worldOf(environment);
    world.clocks.g1 = { id: 'g1', name: 'Doom', value: 0, max: 12, kind: 'countdown' };
    expect(deadlineClocks(world)).toEqual([
      { id: 'g1', name: 'Doom', source: 'global' },
      { id: 'c1', name: 'Storm', source: 'e' },
    ]);
  });

  it('puts and removes cards without changing the old world', () => {
    const before = worldOf(named('Goal', 'a'), named('Goal', 'b'));
    const after = removeCards(before, ['a']);
    expect(Object.keys(after.cards)).toEqual(['b']);
    expect(Object.keys(before.cards)).toEqual(['a', 'b']);
  });
});

describe('readWorld', () => {
  it('sets a damaged card aside and keeps the rest of the world', () => {
    const stored = {
      cards: {
        good: named('Goal', 'good'),
        broken: { id: 'broken', type: 'Nope' },
        moved: named('Goal', 'elsewhere'),
      },
      clocks: { d: { name: 'Doom', value: 1, max: 6 }, bad: { name: 'x' } },
      resources: { gold: 3, bad: 'x' },
      constraints: ['forbid:pathPrefix=secret', 4],
      scene: { goal: 'escape' },
    };
    const { world, setAside } = readWorld(stored);
    expect(Object.keys(world.cards)).toEqual(['good']);
    expect(setAside.map(({ key, reason }) => ({ key, reason }))).toEqual([
      { key: 'broken', reason: 'unknown card type: Nope' },
      { key: 'moved', reason: 'id elsewhere stored under moved' },
    ]);
    expect(world.clocks).toEqual({ d: { id: 'd', name: 'Doom', value: 1, max: 6, kind: 'countdown' } });
    expect(world.resources).toEqual({ gold: 3 });
    expect(world.constraints).toEqual(['forbid:pathPrefix=secret']);
    expect(world.scene.goal).toBe('escape');
  });

  it('gives an empty world for nothing stored', () => {
    expect(readWorld(undefined)).toEqual({ world: createEmptyWorld(), setAside: [] });
  });
});
