import { describe, expect, it } from 'vitest';
import { applyPatch, canGenerate, normalisePatch, rateLimitDelays } from './ai-patch';
import { createBlankCard } from './card-factory';
import type { Card } from './cards';

const character = (extra: Partial<Card> = {}): Card =>
  ({ ...createBlankCard('Character', { id: 'c' }), name: 'Ada', summary: 'A clockmaker', ...extra }) as Card;

describe('AI patches', () => {
  it('tidies the text: trimmed, whitespace collapsed, tags cut to 30, empty dropped', () => {
    expect(
      normalisePatch({
        name: '  Ada \n Lovelace ',
        summary: '   ',
        tags: ['  steam   punk ', '', 'x'.repeat(40), 'steam punk'],
      }),
    ).toEqual({ name: 'Ada Lovelace', tags: ['steam punk', 'x'.repeat(30)] });
  });

  it('overwrite replaces every returned field the type has, and reports what changed', () => {
    const outcome = applyPatch(
      character({ desire: 'old' } as Partial<Card>),
      { name: 'Ada', desire: 'to fly', statement: 'x', fear: 'heights' },
      'overwrite',
    );
    expect(outcome.card).toMatchObject({ name: 'Ada', desire: 'to fly', fear: 'heights' });
    expect(outcome.card).not.toHaveProperty('statement');
    expect(outcome.changed).toEqual(['desire', 'fear']);
    expect(outcome.filled).toEqual(['fear']);
    expect(outcome.returned).toEqual(['name', 'desire', 'fear']);
  });

  it('fillEmpty fills only missing, blank or empty-list fields', () => {
    const outcome = applyPatch(
      character({ desire: 'old', fear: '  ', tags: [] } as Partial<Card>),
      { desire: 'new', fear: 'dark', tags: ['a'] },
      'fillEmpty',
    );
    expect(outcome.card).toMatchObject({ desire: 'old', fear: 'dark', tags: ['a'] });
    expect(outcome.changed).toEqual(['fear', 'tags']);
  });

  it('needs a summary to generate', () => {
    expect(canGenerate(character({ summary: ' ' }))).toBe(false);
    expect(canGenerate(character())).toBe(true);
  });

  it('retries a 429 after 1500 ms, then ×1.5', () => {
    expect(rateLimitDelays(1)).toEqual([1500]);
    expect(rateLimitDelays(3)).toEqual([1500, 2250, 3375]);
  });
});
