/** A small sound world for the safe commit's tests: one card of each type, global clocks and resources. */
import type { StoryResult } from '@toolbox/kit/api-schemas';
import type { Card } from '../cards';
import { createEmptyWorld, type World } from '../world';
import type { SafeCommitOptions } from './safe-commit';

export function testCards(): Card[] {
  const base = { summary: 'A card.', tags: ['test'], themeVector: { dread: 2 }, hooks: [] };
  return [
    {
      ...base,
      id: 'hero',
      type: 'Character',
      name: 'Hero',
      conditions: { season: 'winter', wounded: false },
      hooks: [{ id: 'hook_ambush', name: 'Ambush', preconditions: { night: true } }],
      desire: 'Home',
      fear: 'Fire',
      belief: 'Oaths hold',
      traits: [{ key: 'brave', polarity: 1 }],
      resources: { gold: 10 },
      relations: { seed_faction_guild: 20 },
    },
    {
      ...base,
      id: 'seed_faction_guild',
      type: 'Faction',
      name: 'Guild',
      conditions: {},
      stance: 'Trade first',
      reputation: { hero: 10 },
    },
    {
      ...base,
      id: 'city',
      type: 'Environment',
      name: 'City',
      conditions: {},
      image: 'Towers',
      rule: 'No blades at night',
      secret: 'Tunnels',
      clocks: [{ id: 'clock_riot', name: 'Riot', value: 2, max: 6, kind: 'crisis' }],
    },
    {
      ...base,
      id: 'blade',
      type: 'SpecialObject',
      name: 'Blade',
      conditions: {},
      anomaly: 'Sings',
      costRule: 'Blood',
      durability: 50,
    },
    {
      ...base,
      id: 'concept',
      type: 'CoreConcept',
      name: 'Concept',
      conditions: {},
      statement: 'Trust is scarce',
      tension: 2,
      constraints: ['no guns'],
    },
    {
      ...base,
      id: 'goal',
      type: 'Goal',
      name: 'Goal',
      conditions: {},
      successCondition: 'Reach home',
      deadlineClockId: 'clock_riot',
    },
  ];
}

export function testWorld(overrides: Partial<World> = {}): World {
  const world = createEmptyWorld();
  for (const card of testCards()) world.cards[card.id] = card;
  world.clocks = { clock_doom: { id: 'clock_doom', name: 'Doom', value: 3, max: 10, kind: 'countdown' } };
  world.resources = { food: 5 };
  return { ...world, ...overrides };
}

export function storyResult(parts: Partial<StoryResult> = {}): StoryResult {
  return {
    storySegment: 'The storm came down on the city.',
    summary: 'Storm.',
    title: 'Storm',
    cardUpdates: [],
    newClocks: [],
    resourceChanges: {},
    nextSuggestions: [],
    ...parts,
  };
}

export const allOn: SafeCommitOptions = {
  constraintMode: 'lenient',
  enableCardUpdates: true,
  enableResourceChanges: true,
  enableNewClocks: true,
  now: 1_700_000_000_000,
};
