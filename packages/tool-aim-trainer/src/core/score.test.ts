import { describe, expect, it } from 'vitest';
import { averageReactionMs, computeScore, formatHitRate } from './score';

describe('computeScore (CONTEXT.md Rules: Score › Formula)', () => {
  // The server's own table (its leaderboard score test), row for row: the server refuses a score
  // that differs from its computation, so both sides must agree on every one of these.
  it.each([
    // [case, hits, attempts, avgMs, expected]
    ['no attempts: hit rate 0, no average', 0, 0, 0, 0],
    ['attempts but no hit: no average counts 0', 0, 25, 0, 0],
    ['every click a hit, one per second, 500 ms', 60, 60, 500, 50 + 30 + 40],
    ['half the clicks hit, 1000 ms', 30, 60, 1000, 25 + 15 + 20],
    ['one hit: 50 + 0.5 + 20 = 70.5 rounds up', 1, 1, 1000, 71],
    ['45/50 at 400 ms: 45 + 22.5 + 50 = 117.5 rounds up', 45, 50, 400, 118],
    ['120/150 at 350 ms: 40 + 60 + 57.14 rounds down', 120, 150, 350, 157],
    ['fastest plausible average, 80 ms', 700, 700, 80, 50 + 350 + 250],
    ['slowest plausible average, 5000 ms', 12, 20, 5000, 30 + 6 + 4],
    ['average of 0 with hits counts as none', 2, 3, 0, 34],
  ])('%s', (_case, hits, attempts, avgMs, expected) => {
    expect(computeScore({ hits, attempts, avgMs })).toBe(expected);
  });
});

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
