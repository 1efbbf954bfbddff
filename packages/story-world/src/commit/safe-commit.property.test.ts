/**
 * Property test of the safe commit (CONTEXT.md Rules: Safe commit): 2,000 random AI results,
 * mixing plausible changes with wild ones (protected and prototype paths, nested paths, values
 * of every type, odd clocks and resources). Whatever comes in, a commit leaves a sound world or
 * leaves the world as it was.
 */
import type { StoryResult } from '@toolbox/kit/api-schemas';
import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { readCard } from '../card-factory';
import { hasErrors, validateWorld, type World } from '../world';
import { PROTOTYPE_KEYS, sameJson } from './paths';
import { type SafeCommitOptions, safeCommit } from './safe-commit';
import { testWorld } from './test-fixtures';

const CASES = 2000;

/** Plain data all the way down: no object with another prototype, no prototype key. */
function isPlainData(value: unknown): boolean {
  if (Array.isArray(value))
    return Object.getPrototypeOf(value) === Array.prototype && value.every(isPlainData);
  if (typeof value !== 'object' || value === null) return true;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, item]) => !PROTOTYPE_KEYS.has(key) && isPlainData(item));
}
const random = seededRandom(20_260_601);
const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)] as Item;
const chance = (p: number) => random() < p;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const FIELDS = [
  'id',
  'type',
  'name',
  'summary',
  'tags',
  'conditions',
  'themeVector',
  'hooks',
  'folder',
  'picture',
  'extensions',
  'statement',
  'tension',
  'constraints',
  'desire',
  'traits',
  'resources',
  'relations',
  'image',
  'rule',
  'clocks',
  'durability',
  'stance',
  'reputation',
  'successCondition',
  'deadlineClockId',
  'unknownField',
  '__proto__',
  'constructor',
  'prototype',
];
const KEYS = [
  'gold',
  'season',
  'hero',
  'seed_faction_guild',
  '0',
  '1',
  '2',
  '7',
  'key',
  'polarity',
  'notes',
  'name',
  'id',
  'value',
  'max',
  'kind',
  'preconditions',
  'tag:x',
  'night',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
];

function wildValue(depth = 0): unknown {
  const kind = int(0, depth > 1 ? 7 : 12);
  switch (kind) {
    case 0:
      return int(-300, 300);
    case 1:
      return random() * 400 - 200;
    case 2:
      return pick([Number.NaN, Number.POSITIVE_INFINITY, -0, 1e308]);
    case 3:
      return pick(['', ' ', 'text', 'data:image/png;base64,AA', 'winter']);
    case 4:
      return chance(0.5);
    case 5:
      return null;
    case 6:
      return undefined;
    case 7:
      return {
        key: pick(['brave', '', 3]),
        polarity: pick([1, -1, 0, '1']),
        ...(chance(0.3) ? { notes: pick(['n', 4]) } : {}),
      };
    case 8:
      return Array.from({ length: int(0, 3) }, () => wildValue(depth + 1));
    case 9:
      return Object.fromEntries(Array.from({ length: int(0, 3) }, () => [pick(KEYS), wildValue(depth + 1)]));
    case 10:
      return {
        id: pick(['c', '', 'clock_riot']),
        name: pick(['Riot', '', 5]),
        value: int(-3, 20),
        max: int(-1, 20),
        kind: pick(['crisis', '']),
      };
    case 11:
      return {
        id: 'hook_x',
        name: pick(['Fire', '', 9]),
        preconditions: pick([{}, { night: true }, { 'tag:hero': 1 }, { location: 'x' }]),
      };
    default:
      return JSON.parse(
        pick(['{"__proto__": {"polluted": true}}', '{"constructor": 1}', '[1, {"prototype": 2}]']),
      );
  }
}

function wildPath(): string {
  const segments = [pick(FIELDS), ...Array.from({ length: int(0, 2) }, () => pick(KEYS))];
  return chance(0.05) ? segments.join('..') : segments.join('.');
}

/** A change a sound AI would send for a card of this type (most pass, a few overstep a range). */
function plausibleChange(type: string): [string, unknown] {
  const common: Array<() => [string, unknown]> = [
    () => ['summary', pick(['Changed.', 'Again.'])],
    () => [`conditions.${pick(['season', 'weather', 'alarm'])}`, pick(['spring', 3, true, null])],
    () => [`themeVector.${pick(['dread', 'hope'])}`, int(-150, 150)],
    () => ['tags', ['a', 'b']],
    () => ['name', pick(['Renamed', ' ', ''])],
    () => [
      'hooks.0',
      {
        id: 'hook_x',
        name: pick(['Fire', 'Raid']),
        preconditions: pick([{}, { 'tag:hero': 1 }, { location: 'x' }]),
      },
    ],
    () => [
      `extensions.story.${pick(['mood', 'page'])}`,
      pick(['grim', 4, [1, 2], JSON.parse('{"__proto__": {"polluted": true}}')]),
    ],
  ];
  const byType: Record<string, Array<() => [string, unknown]>> = {
    Character: [
      () => [`relations.${pick(['seed_faction_guild', 'rival', 'hero'])}`, int(-120, 120)],
      () => [`resources.${pick(['gold', 'arrows'])}`, int(-20, 500)],
      () => ['traits', [{ key: 'wary', polarity: pick([1, -1]) }]],
      () => ['hooks.0.name', pick(['Night raid', 'Ambush'])],
      () => [
        'hooks.0.preconditions',
        pick([{ night: false }, { 'tag:hero': 1 }, { 'scene.locationId': 'city' }]),
      ],
      () => ['desire', 'Revenge'],
    ],
    Faction: [() => [`reputation.${pick(['hero', 'city'])}`, int(-120, 120)], () => ['stance', 'War']],
    Environment: [
      () => ['clocks.0.value', int(0, 8)],
      () => ['clocks', [{ id: 'clock_riot', name: 'Riot', value: int(0, 6), max: 6, kind: 'crisis' }]],
      () => ['secret', 'A door'],
    ],
    SpecialObject: [() => ['durability', int(-5, 1200)], () => ['costRule', 'Tears']],
    CoreConcept: [() => ['tension', int(-12, 12)], () => ['constraints', ['no guns', 'no gods']]],
    Goal: [() => ['successCondition', 'Win'], () => ['deadlineClockId', 'clock_doom']],
  };
  return pick([...common, ...(byType[type] ?? [])])();
}

function randomResult(world: World): StoryResult {
  const cardIds = Object.keys(world.cards);
  // Half the cases hold one change, so each rule's edge is met in commits nothing else blocks.
  const focused = chance(0.5);
  const cardUpdates = Array.from({ length: focused ? 1 : int(0, 3) }, () => {
    const cardId = chance(0.93) ? pick(cardIds) : pick(['ghost', '__proto__', 'toString']);
    const type = world.cards[cardId]?.type ?? 'Goal';
    const changes: Record<string, unknown> = {};
    for (let n = focused ? 1 : int(0, 4); n > 0; n--) {
      const [path, value] = chance(0.8) ? plausibleChange(type) : [wildPath(), wildValue()];
      changes[path] = value;
    }
    return { cardId, changes, ...(chance(0.8) ? { reason: 'story' } : {}) };
  });
  const newClocks = Array.from({ length: int(0, 2) }, () => ({
    id: pick(['clock_a', 'clock_b', 'clock_doom', '', '__proto__']),
    name: pick(['Storm', '']),
    max: pick([int(1, 12), 0, -3, 20_000, Number.NaN]),
    value: pick([int(0, 15), -4, 15_000, Number.NaN]),
    kind: pick(['crisis', 'countdown', 'truth']),
  })) as StoryResult['newClocks'];
  const resourceChanges = Object.fromEntries(
    Array.from({ length: int(0, 3) }, () => [
      pick(['food', 'gold', 'oil', '', '__proto__']),
      pick([int(-10, 10), Number.NaN]),
    ]),
  );
  return {
    storySegment: 'text',
    summary: 'text',
    title: 'title',
    cardUpdates,
    newClocks,
    resourceChanges,
    nextSuggestions: [],
  };
}

function randomOptions(): SafeCommitOptions {
  return {
    constraintMode: chance(0.3) ? 'strict' : 'lenient',
    enableCardUpdates: chance(0.9),
    enableResourceChanges: chance(0.8),
    enableNewClocks: chance(0.8),
    now: 1_700_000_000_000,
  };
}

describe('safeCommit property', () => {
  it(`keeps the world sound or unchanged over ${CASES} random results`, () => {
    let committed = 0;
    let blocked = 0;
    for (let index = 0; index < CASES; index++) {
      const world = testWorld({
        constraints: pick([[], ['forbid:pathPrefix=resources.'], ['gold', 'forbid:hookNameIncludes=raid']]),
      });
      const before = structuredClone(world);
      const result = randomResult(world);
      const outcome = safeCommit(world, result, randomOptions());
      const label = `case ${index}: ${JSON.stringify(result.cardUpdates)}`;
      expect(world, label).toEqual(before);
      expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
      if (!outcome.ok) {
        blocked++;
        expect(outcome.refusals.length, label).toBeGreaterThan(0);
        continue;
      }
      committed++;
      const next = outcome.world;
      expect(hasErrors(validateWorld(next)), `${label} ${JSON.stringify(validateWorld(next))}`).toBe(false);
      for (const [key, card] of Object.entries(next.cards)) {
        const read = readCard(card);
        expect(read.ok, `${label} ${key}`).toBe(true);
        if (read.ok) expect(sameJson(read.card, card), `${label} ${key} reads back as written`).toBe(true);
      }
      for (const amount of Object.values(next.resources))
        expect(Number.isFinite(amount) && amount >= 0, label).toBe(true);
      for (const clock of Object.values(next.clocks)) {
        expect(clock.value >= 0 && clock.value <= clock.max && clock.max <= 9999, label).toBe(true);
      }
      expect(isPlainData(next), label).toBe(true);
      for (const card of Object.values(next.cards)) {
        if (card.type === 'Character') {
          for (const amount of Object.values(card.resources)) expect(amount, label).toBeGreaterThanOrEqual(0);
          for (const value of Object.values(card.relations))
            expect(Math.abs(value), label).toBeLessThanOrEqual(100);
        }
        if (card.type === 'Faction')
          for (const value of Object.values(card.reputation))
            expect(Math.abs(value), label).toBeLessThanOrEqual(100);
        if (card.type === 'SpecialObject') expect(card.durability ?? 0, label).toBeGreaterThanOrEqual(0);
      }
    }
    // Both branches must be exercised for the property to mean anything.
    expect(committed).toBeGreaterThan(200);
    expect(blocked).toBeGreaterThan(200);
  });
});
