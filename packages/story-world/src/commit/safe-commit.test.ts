import type { StoryResult } from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import type { CharacterCard } from '../cards';
import type { World } from '../world';
import { type SafeCommitOptions, type SafeCommitOutcome, safeCommit } from './safe-commit';
import { allOn, storyResult, testWorld } from './test-fixtures';

const update = (cardId: string, changes: Record<string, unknown>, reason = 'the story says so') => ({
  cardId,
  changes,
  reason,
});

/** Commits `result` and checks the input world came through untouched. */
function commit(result: StoryResult, options: SafeCommitOptions = allOn, world: World = testWorld()) {
  const before = structuredClone(world);
  const outcome = safeCommit(world, result, options);
  expect(world).toEqual(before);
  return outcome;
}

function committed(outcome: SafeCommitOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.refusals)}`);
  return outcome;
}

function refusals(outcome: SafeCommitOutcome) {
  if (outcome.ok) throw new Error('committed');
  expect(outcome.code).toBe('SAFE_COMMIT_BLOCKED');
  return outcome.refusals;
}

/** `[1, <hole>, 3]`, written without a hole in the source. */
function sparseList() {
  const list: unknown[] = [1];
  list[2] = 3;
  return list;
}

const codes = (issues: Array<{ code: string }>) => issues.map((found) => found.code);
const change = (cardId: string, changes: Record<string, unknown>) =>
  commit(storyResult({ cardUpdates: [update(cardId, changes)] }));
const hero = (world: World) => world.cards.hero as CharacterCard;

describe('safeCommit: refusals (the whole commit is blocked)', () => {
  it('a card that does not exist', () => {
    expect(refusals(change('ghost', { summary: 'x' }))).toEqual([
      { code: 'card_missing', message: 'card does not exist: ghost', cardId: 'ghost' },
    ]);
    expect(codes(refusals(change('toString', { summary: 'x' })))).toEqual(['card_missing']);
  });

  it('a card stored under another id', () => {
    const world = testWorld();
    world.cards.other = { ...(world.cards.goal as World['cards'][string]), id: 'goal' };
    const outcome = commit(storyResult({ cardUpdates: [update('other', { summary: 'x' })] }), allOn, world);
    expect(codes(refusals(outcome))).toEqual(['card_id_mismatch']);
  });

  it('a card update without a changes object is refused', () => {
    const broken = { cardId: 'hero', changes: null as never };
    expect(codes(refusals(commit(storyResult({ cardUpdates: [broken] }))))).toEqual(['update_changes']);
  });

  it.each([['id'], ['type'], ['id.part'], ['type.name']])('protected path %s', (path) => {
    expect(refusals(change('hero', { [path]: 'Goal' }))).toEqual([
      {
        code: 'path_protected',
        message: `protected path may not be modified: ${path}`,
        cardId: 'hero',
        path,
      },
    ]);
  });

  it.each([
    ['__proto__.polluted'],
    ['conditions.__proto__'],
    ['constructor.prototype.polluted'],
    ['hooks.0.prototype'],
  ])('prototype key in the path %s', (path) => {
    expect(codes(refusals(change('hero', { [path]: 'yes' })))).toEqual(['path_prototype']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([[''], ['conditions..season'], ['.summary'], ['summary.'], ['conditions. ']])(
    'malformed path "%s"',
    (path) => {
      expect(codes(refusals(change('hero', { [path]: 'x' })))).toEqual(['path_malformed']);
    },
  );

  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a date', new Date(0)],
    ['an object with a __proto__ key', JSON.parse('{"__proto__": {"polluted": 1}}')],
    ['a sparse list', sparseList()],
  ])('a value that is not plain JSON: %s', (_name, value) => {
    expect(codes(refusals(change('hero', { 'conditions.season': value })))).toEqual(['value_invalid']);
  });

  it.each([
    ['through a text', 'summary.length', 'summary'],
    ['through a number', 'durability.left', 'durability'],
    ['a list given a name', 'traits.first', 'traits'],
    ['a list index past its end', 'traits.5', 'traits'],
    ['through null', 'conditions.nothing.x', 'conditions'],
  ])('a path %s', (_name, path) => {
    const cardId = path.startsWith('durability') ? 'blade' : 'hero';
    const world = testWorld();
    hero(world).conditions.nothing = null;
    const outcome = commit(storyResult({ cardUpdates: [update(cardId, { [path]: 1 })] }), allOn, world);
    expect(codes(refusals(outcome))).toEqual(['path_blocked']);
  });

  it.each([
    ['a relation that is not a number', { 'relations.seed_faction_guild': '20' }, 'relation_invalid'],
    ['a relation above 100', { 'relations.seed_faction_guild': 101 }, 'relation_invalid'],
    ['a relation below −100', { 'relations.new_rival': -100.5 }, 'relation_invalid'],
    ['relations as a whole with a bad entry', { relations: { a: 5, b: 'x' } }, 'relation_invalid'],
    ['relations that are not an object', { relations: 5 }, 'relation_invalid'],
    ['a resource that is not a number', { 'resources.gold': '5' }, 'resource_invalid'],
    ['resources that are not an object', { resources: ['gold'] }, 'resource_invalid'],
    ['traits that are not a list', { traits: { key: 'brave', polarity: 1 } }, 'traits_invalid'],
    ['a trait polarity of 0', { 'traits.0.polarity': 0 }, 'traits_invalid'],
    ['a trait with an empty key', { traits: [{ key: ' ', polarity: -1 }] }, 'traits_invalid'],
    [
      'a trait whose notes are not text',
      { 'traits.1': { key: 'calm', polarity: 1, notes: 5 } },
      'traits_invalid',
    ],
    ['a condition that is an object', { 'conditions.season': { name: 'winter' } }, 'condition_invalid'],
    ['a condition that is a list', { conditions: { season: ['winter'] } }, 'condition_invalid'],
  ])('Character: %s', (_name, changes, code) => {
    expect(codes(refusals(change('hero', changes)))).toEqual([code]);
  });

  it('Faction: reputation is held to the relations rule', () => {
    expect(codes(refusals(change('seed_faction_guild', { 'reputation.hero': 150 })))).toEqual([
      'relation_invalid',
    ]);
    expect(
      committed(change('seed_faction_guild', { 'reputation.hero': -100 })).world.cards.seed_faction_guild,
    ).toMatchObject({
      reputation: { hero: -100 },
    });
  });

  it.each([
    ['clocks that are not a list', 'city', { clocks: { riot: 1 } }, 'clocks_not_list'],
    ['a negative durability', 'blade', { durability: -1 }, 'durability_invalid'],
    ['a durability that is not a number', 'blade', { durability: '50' }, 'durability_invalid'],
    ['a durability of null', 'blade', { durability: null }, 'durability_invalid'],
  ])('%s', (_name, cardId, changes, code) => {
    expect(codes(refusals(change(cardId, changes)))).toEqual([code]);
  });

  it.each([
    ['a field the type does not have', 'goal', { 'relations.hero': 5 }, 'relations'],
    ['tags with a number', 'goal', { tags: ['a', 1] }, 'tags'],
    ['a picture that is not a data: URL', 'goal', { picture: 'https://example.com/a.png' }, 'picture'],
    [
      'a clock without a name',
      'city',
      { 'clocks.1': { id: 'c', value: 1, max: 3, kind: 'crisis' } },
      'clocks',
    ],
    ['a hook without a name', 'hero', { 'hooks.0.name': 3 }, 'hooks'],
    ['a tension that is text', 'concept', { tension: 'high' }, 'tension'],
  ])('a card that would not read back as written: %s', (_name, cardId, changes, field) => {
    const found = refusals(change(cardId, changes));
    expect(codes(found)).toEqual(['card_unreadable']);
    expect(found[0]?.path).toBe(field);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['a hook precondition in a retired form', { 'hooks.0.preconditions.tag:hero': true }],
  ])('a card that would break a world rule: %s', (_name, changes) => {
    expect(codes(refusals(change('hero', changes)))).toEqual(['card_invalid']);
  });

  it('all or nothing: a sound update beside a refused one is not applied either', () => {
    const world = testWorld();
    const outcome = commit(
      storyResult({
        cardUpdates: [update('hero', { 'resources.gold': 1 }), update('ghost', { summary: 'x' })],
        newClocks: [{ id: 'clock_new', name: 'New', max: 4, value: 1, kind: 'crisis' }],
        resourceChanges: { food: 1 },
      }),
      allOn,
      world,
    );
    expect(codes(refusals(outcome))).toEqual(['card_missing']);
    expect(hero(world).resources.gold).toBe(10);
  });

  it('lists every refusal, not just the first', () => {
    const outcome = change('hero', { id: 'x', 'relations.a': 500, '__proto__.x': 1 });
    expect(codes(refusals(outcome))).toEqual(['path_protected', 'relation_invalid', 'path_prototype']);
  });
});

describe('safeCommit: applying', () => {
  it('sets dotted paths on a copy of the card, creating what is missing', () => {
    const world = testWorld();
    const outcome = committed(
      commit(
        storyResult({
          cardUpdates: [
            update('hero', {
              'relations.seed_faction_guild': -40,
              'resources.silver': 3,
              'conditions.season': 'spring',
              summary: 'Changed.',
              'extensions.story.mood': 'grim',
              'traits.1': { key: 'wary', polarity: -1, notes: 'since the fire' },
              'hooks.0.name': 'Night ambush',
            }),
          ],
        }),
        allOn,
        world,
      ),
    );
    expect(hero(outcome.world)).toMatchObject({
      relations: { seed_faction_guild: -40 },
      resources: { gold: 10, silver: 3 },
      conditions: { season: 'spring', wounded: false },
      summary: 'Changed.',
      extensions: { story: { mood: 'grim' } },
      traits: [
        { key: 'brave', polarity: 1 },
        { key: 'wary', polarity: -1, notes: 'since the fire' },
      ],
      hooks: [{ id: 'hook_ambush', name: 'Night ambush', preconditions: { night: true } }],
    });
    expect(outcome.applied).toEqual({ cardUpdates: 1, changes: 7, newClocks: 0, resourceChanges: 0 });
    expect(outcome.warnings).toEqual([]);
  });

  it('shares the cards it did not touch and copies the values it was given', () => {
    const world = testWorld();
    const value = { mood: 'grim' };
    const outcome = committed(
      commit(storyResult({ cardUpdates: [update('hero', { 'extensions.story': value })] }), allOn, world),
    );
    expect(outcome.world.cards.goal).toBe(world.cards.goal);
    expect(outcome.world.cards.hero).not.toBe(world.cards.hero);
    value.mood = 'changed later';
    expect(hero(outcome.world).extensions).toEqual({ story: { mood: 'grim' } });
  });

  it('applies several updates to one card in order', () => {
    const outcome = committed(
      commit(
        storyResult({
          cardUpdates: [update('hero', { 'resources.gold': 4 }), update('hero', { 'resources.gold': 6 })],
        }),
      ),
    );
    expect(hero(outcome.world).resources.gold).toBe(6);
    expect(outcome.applied.cardUpdates).toBe(2);
  });

  it('lists its effects in order: card changes, then clocks, then world resources', () => {
    const outcome = committed(
      commit(
        storyResult({
          cardUpdates: [update('hero', { 'resources.gold': 4 }, 'paid the guard')],
          newClocks: [{ id: 'clock_storm', name: 'Storm', max: 6, value: 1, kind: 'crisis' }],
          resourceChanges: { food: -2, torches: 3 },
        }),
      ),
    );
    expect(outcome.effects).toEqual([
      { type: 'modify_card', cardId: 'hero', paths: ['resources.gold'], reason: 'paid the guard' },
      { type: 'add_clock', clock: { id: 'clock_storm', name: 'Storm', max: 6, value: 1, kind: 'crisis' } },
      { type: 'resource_change', resource: 'food', from: 5, to: 3 },
      { type: 'resource_change', resource: 'torches', from: 0, to: 3 },
    ]);
    expect(outcome.world.clocks.clock_storm).toEqual({
      id: 'clock_storm',
      name: 'Storm',
      max: 6,
      value: 1,
      kind: 'crisis',
    });
    expect(outcome.world.resources).toEqual({ food: 3, torches: 3 });
    expect(outcome.applied).toEqual({ cardUpdates: 1, changes: 1, newClocks: 1, resourceChanges: 2 });
  });
});

describe('safeCommit: warnings (applied anyway)', () => {
  it('over 64 keys in one update asks to split it', () => {
    const changes = Object.fromEntries(
      Array.from({ length: 65 }, (_, index) => [`conditions.k${index}`, index]),
    );
    const outcome = committed(change('hero', changes));
    expect(codes(outcome.warnings)).toEqual(['update_too_large']);
    expect(hero(outcome.world).conditions.k64).toBe(64);
    const sixtyFour = Object.fromEntries(
      Array.from({ length: 64 }, (_, index) => [`conditions.k${index}`, index]),
    );
    expect(committed(change('hero', sixtyFour)).warnings).toEqual([]);
  });

  it('other numbers outside −100 … 100, at any depth', () => {
    const outcome = committed(change('concept', { tension: 150, 'extensions.deep': { list: [1, -101] } }));
    expect(outcome.warnings.map((found) => [found.code, found.path])).toEqual([
      ['number_out_of_range', 'tension'],
      ['number_out_of_range', 'extensions.deep.list.1'],
    ]);
    expect(outcome.world.cards.concept).toMatchObject({ tension: 150 });
  });

  it('no guard warning where a field has its own rule', () => {
    expect(committed(change('hero', { 'resources.gold': 500, 'relations.a': 100 })).warnings).toEqual([]);
    expect(committed(change('blade', { durability: 900 })).warnings).toEqual([]);
    expect(committed(change('city', { 'clocks.0.value': 5, 'clocks.0.max': 12 })).warnings).toEqual([]);
  });

  it('a card resource below 0 is set to 0', () => {
    const outcome = committed(change('hero', { 'resources.gold': -5, resources: { gold: 2, iron: -1 } }));
    expect(hero(outcome.world).resources).toEqual({ gold: 2, iron: 0 });
    expect(outcome.warnings).toEqual([
      {
        code: 'resource_clamped',
        message: 'resources.gold would drop below 0; set to 0',
        cardId: 'hero',
        path: 'resources.gold',
        resource: 'gold',
      },
      {
        code: 'resource_clamped',
        message: 'resources.iron would drop below 0; set to 0',
        cardId: 'hero',
        path: 'resources.iron',
        resource: 'iron',
      },
    ]);
  });

  it('a world resource below 0 is set to 0', () => {
    const outcome = committed(commit(storyResult({ resourceChanges: { food: -8 } })));
    expect(outcome.world.resources.food).toBe(0);
    expect(codes(outcome.warnings)).toEqual(['resource_clamped']);
    expect(outcome.effects).toEqual([{ type: 'resource_change', resource: 'food', from: 5, to: 0 }]);
  });

  it('an unusable world resource change is skipped; a zero change is no change', () => {
    const resourceChanges = JSON.parse('{"__proto__": 5, " ": 1, "food": 0, "oil": 1}');
    resourceChanges.gold = Number.NaN;
    const outcome = committed(commit(storyResult({ resourceChanges })));
    expect(codes(outcome.warnings)).toEqual([
      'resource_change_skipped',
      'resource_change_skipped',
      'resource_change_skipped',
    ]);
    expect(outcome.world.resources).toEqual({ food: 5, oil: 1 });
    expect(Object.getPrototypeOf(outcome.world.resources)).toBe(Object.prototype);
  });
});

describe('safeCommit: constraints', () => {
  const constrained = (constraints: string[]) => testWorld({ constraints });
  const violating = storyResult({
    cardUpdates: [
      update('hero', { 'relations.seed_faction_guild': 5, 'resources.gold': 1 }),
      update('hero', { 'hooks.1': { id: 'hook_fire', name: 'Burn the GUILD hall' } }),
    ],
  });

  it.each([
    ['a forbidden path prefix', 'forbid:pathPrefix=relations.', 'hero', 'relations.seed_faction_guild'],
    ['a legacy token in a path', 'gold', 'hero', 'resources.gold'],
    [
      'a hook name that includes a forbidden text, in any case',
      'forbid:hookNameIncludes=guild',
      'hero',
      'hooks',
    ],
  ])('lenient: %s is a warning and an effect; the change is applied', (_name, constraint, cardId, path) => {
    const outcome = committed(commit(violating, allOn, constrained([constraint])));
    const violations = outcome.warnings.filter((found) => found.code === 'constraint_violation');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ cardId, path, constraint });
    expect(violations[0]?.message).toContain('violates constraint');
    expect(outcome.effects).toContainEqual({ type: 'constraint_violation', cardId, path, constraint });
    expect(hero(outcome.world).relations.seed_faction_guild).toBe(5);
  });

  it('strict: any violation blocks the commit', () => {
    const outcome = commit(violating, { ...allOn, constraintMode: 'strict' }, constrained(['gold']));
    const found = refusals(outcome);
    expect(codes(found)).toEqual(['constraints_blocked']);
    expect(found[0]?.message).toContain('violates world constraints, commit blocked');
  });

  it('strict: a world without violations commits', () => {
    const world = constrained(['forbid:pathPrefix=summary', 'forbid:hookNameIncludes=poison', 'silver']);
    expect(committed(commit(violating, { ...allOn, constraintMode: 'strict' }, world)).effects).toHaveLength(
      2,
    );
  });

  it('a forbidden hook added by one update is reported once, not again by the next', () => {
    const outcome = committed(
      commit(
        storyResult({
          cardUpdates: [
            update('hero', { 'hooks.1': { id: 'hook_raid', name: 'Raid' } }),
            update('hero', { 'hooks.1.preconditions': { night: true } }),
          ],
        }),
        allOn,
        constrained(['forbid:hookNameIncludes=raid']),
      ),
    );
    expect(codes(outcome.warnings)).toEqual(['constraint_violation']);
  });

  it('hooks already on the card do not violate; blank and unknown rules are left out', () => {
    const world = constrained([
      'forbid:hookNameIncludes=ambush',
      'forbid:pathPrefix=',
      '  ',
      'forbid:other=x',
    ]);
    const outcome = committed(
      commit(
        storyResult({ cardUpdates: [update('hero', { 'hooks.0.preconditions.night': false })] }),
        allOn,
        world,
      ),
    );
    expect(outcome.warnings).toEqual([]);
  });
});

describe('safeCommit: new clocks', () => {
  const withClock = (clock: Record<string, unknown>, world?: World) =>
    committed(commit(storyResult({ newClocks: [clock as never] }), allOn, world));

  it('a value above its max is held to max, below 0 to 0', () => {
    const high = withClock({ id: 'c1', name: 'One', max: 6, value: 9, kind: 'truth' });
    expect(high.world.clocks.c1).toEqual({ id: 'c1', name: 'One', max: 6, value: 6, kind: 'truth' });
    expect(codes(high.warnings)).toEqual(['clock_clamped']);
    expect(
      withClock({ id: 'c1', name: 'One', max: 6, value: -2, kind: 'truth' }).world.clocks.c1?.value,
    ).toBe(0);
  });

  it('max defaults to 9999 and is held to it; kind defaults to countdown', () => {
    expect(withClock({ id: 'c1', name: 'One', value: 3 }).world.clocks.c1).toEqual({
      id: 'c1',
      name: 'One',
      max: 9999,
      value: 3,
      kind: 'countdown',
    });
    const huge = withClock({ id: 'c1', name: 'One', max: 20000, value: 15000, kind: 'crisis' });
    expect(huge.world.clocks.c1).toMatchObject({ max: 9999, value: 9999 });
    expect(codes(huge.warnings)).toEqual(['clock_clamped']);
  });

  it('a clock whose id is taken is not added', () => {
    const outcome = withClock({ id: 'clock_doom', name: 'Doom again', max: 3, value: 0, kind: 'crisis' });
    expect(outcome.world.clocks.clock_doom?.name).toBe('Doom');
    expect(codes(outcome.warnings)).toEqual(['clock_exists']);
    expect(outcome.applied.newClocks).toBe(0);
  });

  it('a clock without an id gets clock_{now}; one named after a prototype key is skipped', () => {
    expect(Object.keys(withClock({ name: 'Anon', max: 3, value: 1 }).world.clocks)).toEqual([
      'clock_doom',
      'clock_1700000000000',
    ]);
    const skipped = withClock({ id: '__proto__', name: 'Bad', max: 3, value: 1 });
    expect(codes(skipped.warnings)).toEqual(['clock_skipped']);
    expect(Object.keys(skipped.world.clocks)).toEqual(['clock_doom']);
  });
});

describe('safeCommit: disabled parts are ignored, with a warning', () => {
  const everything = storyResult({
    cardUpdates: [update('ghost', { id: 'x' })],
    newClocks: [{ id: 'c1', name: 'One', max: 6, value: 1, kind: 'crisis' }],
    resourceChanges: { food: 1 },
  });

  it.each([
    ['card updates', { enableCardUpdates: false }, 'card_updates_disabled'],
    ['new clocks', { enableNewClocks: false }, 'new_clocks_disabled'],
    ['resource changes', { enableResourceChanges: false }, 'resource_changes_disabled'],
  ])('%s', (_name, off, code) => {
    const result = code === 'card_updates_disabled' ? everything : { ...everything, cardUpdates: [] };
    const outcome = committed(commit(result, { ...allOn, ...off }));
    expect(codes(outcome.warnings)).toEqual([code]);
    if (code === 'new_clocks_disabled') expect(outcome.world.clocks.c1).toBeUndefined();
    if (code === 'resource_changes_disabled') expect(outcome.world.resources.food).toBe(5);
  });

  it('no warning when the disabled part is empty', () => {
    const off = { ...allOn, enableCardUpdates: false, enableNewClocks: false, enableResourceChanges: false };
    const outcome = committed(commit(storyResult(), off));
    expect(outcome.warnings).toEqual([]);
    expect(outcome.effects).toEqual([]);
  });
});
