import { createEmptyWorld, putCard, validateCard, validateWorld } from '@toolbox/story-world';
import { describe, expect, it } from 'vitest';
import { initialCards } from './initial-cards';

describe('initial cards', () => {
  it.each(['en', 'zh'] as const)('are one valid card of each type in %s, forming a valid world', (locale) => {
    const cards = initialCards(locale);
    expect(cards.map((card) => card.type)).toEqual([
      'CoreConcept',
      'Character',
      'Environment',
      'SpecialObject',
      'Faction',
      'Goal',
    ]);
    for (const card of cards) expect(validateCard(card)).toEqual([]);
    expect(validateWorld(cards.reduce(putCard, createEmptyWorld()))).toEqual([]);
  });

  it('have the same ids in both languages', () => {
    expect(initialCards('zh').map((card) => card.id)).toEqual(initialCards('en').map((card) => card.id));
  });
});
