import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AI_LIMITS,
  aiSplitRequestSchema,
  cardGenerateRequestSchema,
  drawingPromptRequestSchema,
  generationOptionsSchema,
  storyGenerateRequestSchema,
} from './api-schemas';

describe('aiSplitRequestSchema (CONTEXT.md Rules: AI contract › Split limits)', () => {
  it.each<[string, unknown, boolean]>([
    ['800 characters', { prompt: 'x'.repeat(AI_LIMITS.splitPromptMax) }, true],
    ['801 characters', { prompt: 'x'.repeat(801) }, false],
    ['800 after trimming', { prompt: `  ${'x'.repeat(800)}  ` }, true],
    ['blank', { prompt: '  ' }, false],
    ['maxChildren 10', { prompt: 'x', maxChildren: 10 }, true],
    ['maxChildren 11', { prompt: 'x', maxChildren: 11 }, false],
    ['maxChildren 0', { prompt: 'x', maxChildren: 0 }, false],
  ])('%s', (_, body, ok) => {
    expect(aiSplitRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each<[unknown, number]>([
    [undefined, 25],
    [30, 30],
    [12.4, 12],
    [0, 25],
    [-5, 25],
    ['abc', 25],
  ])('estimate %j → %i', (estimateMinutes, expected) => {
    const parsed = aiSplitRequestSchema.parse({ prompt: 'x', defaults: { estimateMinutes } });
    expect(parsed.defaults.estimateMinutes).toBe(expected);
  });

  it('defaults language en, maxChildren 10 and normalises locale tags', () => {
    expect(aiSplitRequestSchema.parse({ prompt: 'x' })).toMatchObject({ language: 'en', maxChildren: 10 });
    expect(aiSplitRequestSchema.parse({ prompt: 'x', language: 'zh-CN' }).language).toBe('zh');
    expect(aiSplitRequestSchema.parse({ prompt: 'x', language: 'fr' }).language).toBe('en');
  });
});

describe('card, story and prompt requests (CONTEXT.md Rules: AI contract › Card limits, Drawing prompt)', () => {
  it.each<[string, unknown, boolean]>([
    ['a card with a summary', { type: 'Character', summary: 's' }, true],
    ['a card without a summary', { type: 'Character', summary: ' ' }, false],
    ['a name of 61 characters', { type: 'Goal', name: 'n'.repeat(61), summary: 's' }, false],
    ['a summary of 301 characters', { type: 'Goal', summary: 's'.repeat(301) }, false],
    ['an unknown type', { type: 'Weather', summary: 's' }, false],
  ])('card: %s', (_, body, ok) => {
    expect(cardGenerateRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each<[string, unknown, boolean]>([
    ['one card', { promptData: { selectedCards: [{ id: 'a', type: 'Character' }] } }, true],
    ['no card', { promptData: { selectedCards: [] } }, false],
    [
      '4000 characters of custom text',
      { promptData: { selectedCards: [{ id: 'a', type: 'X' }], customUserText: 'x'.repeat(4000) } },
      true,
    ],
    [
      '4001 characters of custom text',
      { promptData: { selectedCards: [{ id: 'a', type: 'X' }], customUserText: 'x'.repeat(4001) } },
      false,
    ],
  ])('story: %s', (_, body, ok) => {
    expect(storyGenerateRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('story cards keep their extra fields; options get the spec defaults', () => {
    const parsed = storyGenerateRequestSchema.parse({
      promptData: { selectedCards: [{ id: 'a', type: 'Character', hooks: [{ id: 'h' }] }] },
    });
    expect(parsed.promptData.selectedCards[0]).toMatchObject({ hooks: [{ id: 'h' }], name: '', summary: '' });
    expect(parsed.promptData.generationOptions).toEqual({
      enableCardUpdates: true,
      enableResourceChanges: true,
      enableNewClocks: true,
      maxSuggestions: 3,
      storyLength: 'medium',
      constraintMode: 'lenient',
    });
    expect(generationOptionsSchema.safeParse({ maxSuggestions: 6 }).success).toBe(false);
  });

  it('prompt: the core idea must be non-blank', () => {
    expect(drawingPromptRequestSchema.safeParse({ promptData: { coreIdea: 'a fox' } }).success).toBe(true);
    expect(drawingPromptRequestSchema.safeParse({ promptData: { coreIdea: ' \n' } }).success).toBe(false);
  });
});

describe('modules api-worker imports', () => {
  // api-worker runs its TypeScript under Node's type stripping, which cannot resolve kit's
  // extension-less relative imports: these modules may import packages only.
  it.each(['api-schemas.ts', 'ndjson.ts'])('%s has no relative import', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from\s+['"]\.|import\(\s*['"]\./);
  });
});

describe('card prompt body', () => {
  it('names the first card type a prompt mentions, in English or Chinese', async () => {
    const { cardTypeNamedIn } = await import('./api-schemas');
    expect(cardTypeNamedIn('a goal for the faction')).toBe('Goal');
    expect(cardTypeNamedIn('A special object: the key')).toBe('SpecialObject');
    expect(cardTypeNamedIn('写一个势力，目标是夺回钟楼')).toBe('Faction');
    expect(cardTypeNamedIn('a dragon')).toBeUndefined();
  });

  it('maps { prompt } to the structured body and leaves a structured body alone', async () => {
    const { cardGenerateAnyRequestSchema } = await import('./api-schemas');
    const long = `Character: ${'x'.repeat(400)}`;
    expect(cardGenerateAnyRequestSchema.parse({ prompt: long })).toMatchObject({
      type: 'Character',
      summary: long.slice(0, 300),
      prompt: long,
      name: '',
      locale: 'zh',
    });
    expect(cardGenerateAnyRequestSchema.parse({ prompt: 'hello', type: 'Goal', locale: 'en' })).toMatchObject(
      { type: 'Goal', summary: 'hello' },
    );
    expect(cardGenerateAnyRequestSchema.parse({ type: 'Goal', summary: 's', prompt: 'p' })).toMatchObject({
      summary: 's',
      prompt: 'p',
    });
  });
});
