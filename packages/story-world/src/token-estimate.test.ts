import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import type { Card } from './cards';
import { estimateCardTokens, estimateTokens } from './token-estimate';

describe('token estimate', () => {
  it('counts a CJK character as one token and four other characters as one', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('故事')).toBe(2);
    expect(estimateTokens('故事 ab')).toBe(3);
  });

  it('estimates the selected cards as sent, without their pictures', () => {
    const card = { ...createBlankCard('Goal', { id: 'g' }), name: 'Escape' } as Card;
    const withPicture = { ...card, picture: `data:image/png;base64,${'A'.repeat(40_000)}` };
    expect(estimateCardTokens([withPicture])).toBe(estimateCardTokens([card]));
    expect(estimateCardTokens([card, card])).toBeGreaterThan(estimateCardTokens([card]));
  });
});
