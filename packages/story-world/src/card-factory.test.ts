import { describe, expect, it } from 'vitest';
import { newCardId } from './card-factory';

describe('newCardId (CONTEXT.md Rules: Cards › New ids)', () => {
  it.each([
    ['is new_{type lowercase}_{timestamp}', [], 'new_specialobject_42'],
    ['takes a counter suffix when the id is taken', ['new_specialobject_42'], 'new_specialobject_42_2'],
    [
      'counts on past every taken suffix',
      ['new_specialobject_42', 'new_specialobject_42_2'],
      'new_specialobject_42_3',
    ],
  ])('%s', (_, taken, expected) => {
    expect(newCardId('SpecialObject', 42, new Set(taken))).toBe(expected);
  });
});
