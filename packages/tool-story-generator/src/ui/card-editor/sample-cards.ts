/**
 * One filled-in card of each type and a world holding them, for the editor's stories and tests
 * (the repository's starter cards are the page's, not these).
 */
import { type Card, type CardType, createEmptyWorld, type World } from '@toolbox/story-world';

const common = { conditions: {}, themeVector: {}, hooks: [] };

export const SAMPLE_CARDS = {
  CoreConcept: {
    ...common,
    id: 'core_drowned_bells',
    type: 'CoreConcept',
    name: 'The Drowned Bells',
    summary: 'A harbour town where the sea rises a little every time someone lies.',
    tags: ['maritime', 'mystery'],
    statement: 'Every lie raises the tide; the town must choose between comfort and survival.',
    tension: 6.5,
    constraints: ['No magic beyond the tide', 'The sea never speaks'],
    designGuide: 'Quiet dread, salt and brass; reveal one truth per chapter.',
    themeVector: { dread: 7, hope: 3 },
  },
  Character: {
    ...common,
    id: 'char_mira',
    type: 'Character',
    name: 'Mira Vale',
    summary: 'The harbour master’s daughter, who keeps the tide ledger.',
    tags: ['protagonist'],
    desire: 'To prove the tide can be stopped',
    fear: 'That her father started it',
    belief: 'Numbers do not lie, people do',
    traits: [
      { key: 'stubborn', polarity: 1, notes: 'never drops a question' },
      { key: 'secretive', polarity: -1 },
    ],
    resources: { gold: 12, lanterns: 2 },
    relations: { char_tobias: 65, faction_guild: -40 },
    conditions: { injured: false, location: 'harbour' },
    hooks: [{ id: 'hook_ledger', name: 'Finds a forged page' }],
  },
  Environment: {
    ...common,
    id: 'env_harbour',
    type: 'Environment',
    name: 'Old Harbour',
    summary: 'Half-sunken piers and a bell tower standing in the water.',
    tags: ['location'],
    image: 'Green water over cobbles, gulls on the bell rope',
    rule: 'The bell rings once for every lie told on the piers',
    secret: 'The tower’s lowest room is still dry',
    clocks: [{ id: 'clock_tide', name: 'Tide', value: 4, max: 8, kind: 'countdown' }],
  },
  SpecialObject: {
    ...common,
    id: 'obj_ledger',
    type: 'SpecialObject',
    name: 'Tide Ledger',
    summary: 'A brass-bound book that records every lie told in town.',
    tags: ['artifact'],
    anomaly: 'Its ink is seawater that never dries',
    costRule: 'Reading a page costs the reader one true memory',
    durability: 40,
  },
  Faction: {
    ...common,
    id: 'faction_guild',
    type: 'Faction',
    name: 'Bellwrights’ Guild',
    summary: 'The guild that keeps the bells, and profits from the tide.',
    tags: ['faction'],
    stance: 'The tide is a blessing that keeps outsiders away',
    reputation: { char_mira: -40, env_harbour: 80 },
  },
  Goal: {
    ...common,
    id: 'goal_dry_room',
    type: 'Goal',
    name: 'Reach the dry room',
    summary: 'Get into the bell tower’s lowest room before the tide closes it.',
    tags: ['main quest'],
    successCondition: 'clock("clock_tide") < 8 && location() == "env_harbour"',
    deadlineClockId: 'clock_tide',
  },
} satisfies Record<CardType, Card>;

/** A world with the six sample cards and one world clock. */
export function sampleWorld(): World {
  const world = createEmptyWorld();
  for (const card of Object.values(SAMPLE_CARDS)) world.cards[card.id] = structuredClone(card) as Card;
  world.clocks.clock_storm = { id: 'clock_storm', name: 'Storm', value: 2, max: 6, kind: 'crisis' };
  return world;
}
