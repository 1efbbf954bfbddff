import {
  AI_LIMITS,
  type CardGenerateRequest,
  cardGenerateRequestSchema,
  cardPatchSchema,
  cardPatchTextFields,
  cardTypes,
} from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import { cardOutputSchema, cardTask } from '../tasks/card.ts';
import { composeCardPatch } from './card.ts';

const compose = (request: CardGenerateRequest) => composeCardPatch(cardGenerateRequestSchema.parse(request));

describe('composeCardPatch', () => {
  const requests: CardGenerateRequest[] = cardTypes.flatMap((type) => [
    {
      type,
      name: 'Glass Harbour',
      summary: 'A harbour of glass ships where sailors trade their memories',
      locale: 'en',
    },
    { type, name: '', summary: '一座漂浮在云上的城市，居民用歌声交换记忆', locale: 'zh' },
    {
      type,
      name: 'x'.repeat(60),
      summary: `${'word '.repeat(59)}end`,
      locale: 'en',
      prompt: 'darker, more dangerous',
    },
    { type, summary: '!!!', locale: 'en' },
  ]);

  it.each(requests)('$type / $locale: passes the patch schema and the model output schema', (request) => {
    const input = cardGenerateRequestSchema.parse(request);
    const patch = composeCardPatch(input);
    expect(cardPatchSchema.safeParse(patch).success).toBe(true);
    expect(cardOutputSchema(input.type).safeParse(patch).success).toBe(true);
    // Every type-specific text field is filled, within its limit.
    for (const [field, max] of Object.entries(cardPatchTextFields[input.type])) {
      const value = (patch as Record<string, string>)[field];
      expect(value?.length).toBeGreaterThan(0);
      expect(Array.from(value ?? '').length).toBeLessThanOrEqual(max);
    }
    expect(cardTask(input.type).finish(patch, input).result).toEqual(patch);
  });

  it('keeps the given name and writes from the summary', () => {
    const patch = compose({
      type: 'Character',
      name: 'Mara',
      summary: 'A smuggler haunted by debts',
      locale: 'en',
    });
    expect(patch.name).toBe('Mara');
    expect(patch.summary).toBe('A smuggler haunted by debts.');
    expect(patch.tags).toEqual(['character', 'smuggler', 'haunted', 'debts']);
  });

  it('derives a name when none is given, in the requested language', () => {
    expect(compose({ type: 'Environment', summary: '雾中的港口', locale: 'zh' }).name).toBe('雾中环境');
    expect(compose({ type: 'Faction', summary: 'Silent monks of the salt roads', locale: 'en' }).name).toBe(
      'Silent Monks',
    );
  });

  it('writes Chinese fields for the zh locale', () => {
    const patch = compose({
      type: 'SpecialObject',
      name: '潮汐钥匙',
      summary: '能打开任何锁的钥匙',
      locale: 'zh',
    });
    expect(patch.anomaly).toMatch(/[\u4e00-\u9fff]/);
    expect(patch.costRule).toMatch(/[\u4e00-\u9fff]/);
    expect(patch.tags?.[0]).toBe('特殊物品');
  });

  it('keeps tags within 10 of 30 characters', () => {
    const patch = compose({
      type: 'Goal',
      summary: `${'supercalifragilisticexpialidocious'.repeat(2)} treasure`,
      locale: 'en',
    });
    expect(patch.tags?.length).toBeLessThanOrEqual(AI_LIMITS.cardTagsMax);
    for (const tag of patch.tags ?? []) expect(tag.length).toBeLessThanOrEqual(AI_LIMITS.cardTagMax);
  });

  it('is deterministic', () => {
    const request: CardGenerateRequest = {
      type: 'CoreConcept',
      name: 'Tide',
      summary: 'Water remembers',
      locale: 'en',
    };
    expect(compose(request)).toEqual(compose(request));
  });
});
