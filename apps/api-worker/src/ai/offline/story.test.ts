import {
  type StoryGenerateRequest,
  storyGenerateRequestSchema,
  storyLengthRange,
  storyResultSchema,
} from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import { storyOutputSchema, storyTask } from '../tasks/story.ts';
import { composeStory } from './story.ts';

const mara = {
  id: 'char_mara',
  type: 'Character',
  name: 'Mara',
  summary: 'A smuggler',
  desire: 'To buy back her family ship',
  fear: 'Being owned again',
  belief: 'Debts are chains',
  resources: { coin: 3 },
};
const ivo = { id: 'char_ivo', type: 'Character', name: 'Ivo', summary: 'A guard', relations: {} };
const market = {
  id: 'env_market',
  type: 'Environment',
  name: 'The Glass Market',
  summary: '',
  image: 'Lanterns over black ice',
  rule: 'No blade may be drawn on the ice',
  secret: 'The lake is holding its breath',
};
const key = {
  id: 'obj_key',
  type: 'SpecialObject',
  name: 'The Tide Key',
  summary: '',
  anomaly: 'Always wet',
  costRule: 'Each use costs a memory',
  durability: 2,
};
const guild = {
  id: 'fac_guild',
  type: 'Faction',
  name: 'The Salt Guild',
  summary: '',
  stance: 'Owns every debt in the city',
};
const goal = {
  id: 'goal_ship',
  type: 'Goal',
  name: 'Reclaim the Swallow',
  summary: '',
  successCondition: 'The Swallow leaves the harbour',
};
const concept = {
  id: 'cc',
  type: 'CoreConcept',
  name: 'Debt',
  summary: '',
  statement: 'Every debt is a story someone else owns',
};
const zhHero = {
  id: 'c_lin',
  type: 'Character',
  name: '林舟',
  summary: '雾港的信使',
  desire: '把信送到',
  fear: '被遗忘',
  belief: '承诺重于生命',
};
const zhPlace = {
  id: 'e_fog',
  type: 'Environment',
  name: '雾港',
  summary: '终年大雾的港口',
  image: '雾中的灯塔',
  rule: '雾中不可呼喊姓名',
  secret: '灯塔里住着另一个自己',
};

const compose = (request: StoryGenerateRequest) => composeStory(storyGenerateRequestSchema.parse(request));

const casts: [string, StoryGenerateRequest['promptData']['selectedCards']][] = [
  ['one character', [mara]],
  ['two characters and a place', [mara, ivo, market]],
  ['every type', [concept, mara, ivo, market, key, guild, goal]],
  ['an object only', [key]],
  ['an unknown card type', [{ id: 'u', type: 'Weather', name: 'Storm', summary: 'A storm' }]],
  ['Chinese cards', [zhHero, zhPlace]],
  ['a lone Chinese character', [zhHero]],
];

describe('composeStory', () => {
  for (const [label, selectedCards] of casts) {
    it.each(Object.entries(storyLengthRange))(
      `${label}: a %s page within its length, passing the schemas`,
      (storyLength, range) => {
        const input = storyGenerateRequestSchema.parse({
          promptData: { selectedCards, generationOptions: { storyLength } },
        });
        const result = composeStory(input);
        expect(storyResultSchema.safeParse(result).success).toBe(true);
        expect(storyOutputSchema.safeParse(result).success).toBe(true);
        const { result: finished, warnings } = storyTask.finish(result, input);
        expect(finished).toEqual(result);
        expect(warnings).toEqual([]);
        const length = Array.from(result.storySegment).length;
        expect(length).toBeGreaterThanOrEqual(range.min);
        expect(length).toBeLessThanOrEqual(range.max);
        expect(Array.from(result.summary).length).toBeLessThanOrEqual(100);
        expect(result.title.length).toBeGreaterThan(0);
      },
    );
  }

  it('writes from the cards: names, desire, fear, rule, object cost, faction, goal', () => {
    const { storySegment } = compose({
      promptData: {
        selectedCards: [concept, mara, ivo, market, key, guild, goal],
        generationOptions: { storyLength: 'long' },
      },
    });
    for (const text of [
      'Mara',
      'Ivo',
      'to buy back her family ship',
      'no blade may be drawn',
      'The Tide Key',
      'The Salt Guild',
      'the Swallow leaves',
    ]) {
      expect(storySegment.toLowerCase()).toContain(text.toLowerCase());
    }
  });

  it('continues from the previous summary and includes the author request', () => {
    const { storySegment } = compose({
      promptData: {
        selectedCards: [mara],
        previousSummary: 'Page one.\nMara lost the Swallow at cards',
        customUserText: 'a storm breaks over the harbour',
      },
    });
    expect(storySegment).toContain('Mara lost the Swallow at cards');
    expect(storySegment).toContain('a storm breaks over the harbour');
  });

  it('follows the language of the cards, or the locale when given', () => {
    expect(compose({ promptData: { selectedCards: [zhHero, zhPlace] } }).storySegment).toContain(
      '林舟来到这里只为一件事',
    );
    expect(compose({ promptData: { selectedCards: [mara] }, locale: 'zh' }).summary).toMatch(
      /[\u4e00-\u9fff]/,
    );
  });

  it('proposes safe card updates: relations within -100..100, durability not below 0', () => {
    const { cardUpdates } = compose({
      promptData: {
        selectedCards: [{ ...mara, relations: { char_ivo: 95 } }, ivo, { ...key, durability: 0 }],
      },
    });
    expect(cardUpdates).toEqual([
      { cardId: 'char_mara', changes: { 'relations.char_ivo': 100 }, reason: expect.any(String) },
      { cardId: 'obj_key', changes: { durability: 0 }, reason: expect.any(String) },
    ]);
  });

  it('skips updates on paths forbidden by a constraint', () => {
    const { cardUpdates } = compose({
      promptData: { selectedCards: [mara, ivo], promptConstraints: 'forbid:pathPrefix=relations' },
    });
    expect(cardUpdates).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['card updates off', { enableCardUpdates: false }, { cardUpdates: [] }],
    ['new clocks off', { enableNewClocks: false }, { newClocks: [] }],
    ['resource changes off', { enableResourceChanges: false }, { resourceChanges: {} }],
  ])('%s', (_, generationOptions, expected) => {
    expect(
      compose({ promptData: { selectedCards: [mara, ivo, key, goal], generationOptions } }),
    ).toMatchObject(expected);
  });

  it.each([0, 1, 2, 3, 5])('gives at most %i suggestions', (maxSuggestions) => {
    const { nextSuggestions } = compose({
      promptData: {
        selectedCards: [mara, ivo, market, key, guild, goal],
        generationOptions: { maxSuggestions },
      },
    });
    expect(nextSuggestions).toHaveLength(maxSuggestions);
  });

  it('makes a countdown clock for a goal, a truth clock for a secret place', () => {
    expect(compose({ promptData: { selectedCards: [mara, goal] } }).newClocks[0]).toMatchObject({
      kind: 'countdown',
      max: 6,
      value: 1,
    });
    expect(compose({ promptData: { selectedCards: [market] } }).newClocks[0]).toMatchObject({
      kind: 'truth',
    });
  });

  it('is deterministic', () => {
    const request: StoryGenerateRequest = { promptData: { selectedCards: [mara, market] } };
    expect(compose(request)).toEqual(compose(request));
  });
});
