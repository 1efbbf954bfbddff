import { describe, expect, it } from 'vitest';
import { averageReactionMs, computeScore, formatHitRate } from './score';

describe('averageReactionMs (CONTEXT.md Rules: Score › Average)', () => {
  it.each([
    ['no hit gives 0', 0, 0, 0],
    ['whole ms, rounded half up', 3, 1001.5, 334],
    ['rounded before the score: 400.4 → 400', 5, 2002, 400],
    ['rounded before the score: 399.5 → 400', 2, 799, 400],
  ])('%s', (_case, hits, totalMs, expected) => {
    expect(averageReactionMs({ hits, totalMs })).toBe(expected);
  });

  it('the score is computed from the rounded average, not the exact one', () => {
    // One hit of one at 666.6 ms: the rounded 667 gives 50 + 0.5 + 29.985 = 80.485 → 80, where the
    // exact mean would give 80.503 → 81, a score the server refuses.
    const avgMs = averageReactionMs({ hits: 1, totalMs: 666.6 });
    expect(avgMs).toBe(667);
    expect(computeScore({ hits: 1, attempts: 1, avgMs })).toBe(80);
    expect(computeScore({ hits: 1, attempts: 1, avgMs: 666.6 })).toBe(81);
  });
});

describe('formatHitRate (CONTEXT.md Rules: Result panel)', () => {
  it.each([
    [45, 50, '90.0'],
    [1, 3, '33.3'],
    [2, 3, '66.7'],
    [0, 0, '0.0'],
    [0, 7, '0.0'],
    [7, 7, '100.0'],
  ])('%i of %i → %s%%', (hits, attempts, expected) => {
    expect(formatHitRate({ hits, attempts })).toBe(expected);
  });
});
