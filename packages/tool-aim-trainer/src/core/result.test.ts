import { describe, expect, it } from 'vitest';
import { isRoundResult, scoreOf } from './result';

const valid = { durationMs: 60_000, hits: 45, attempts: 50, avgReactionMs: 400 };

describe('the stored last result (CONTEXT.md Rules: Result panel › Stored)', () => {
  it.each([
    ['four numbers', valid, true],
    ['extra fields are fine', { ...valid, note: 'x' }, true],
    ['zeros are numbers', { durationMs: 60_000, hits: 0, attempts: 0, avgReactionMs: 0 }, true],
    ['a text number', { ...valid, hits: '45' }, false],
    ['a missing field', { durationMs: 60_000, hits: 45, attempts: 50 }, false],
    ['null in a field', { ...valid, avgReactionMs: null }, false],
    ['NaN in a field', { ...valid, attempts: Number.NaN }, false],
    ['Infinity in a field', { ...valid, durationMs: Number.POSITIVE_INFINITY }, false],
    ['an array', [60_000, 45, 50, 400], false],
    ['null', null, false],
    ['a string', 'hello', false],
  ])('%s → %s', (_case, value, expected) => {
    expect(isRoundResult(value)).toBe(expected);
  });

  it('scores a result from its rounded average', () => {
    expect(scoreOf(valid)).toBe(118);
  });
});
