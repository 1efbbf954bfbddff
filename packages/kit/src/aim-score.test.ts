import { describe, expect, it } from 'vitest';
import { computeAimScore } from './aim-score';

describe('computeAimScore (CONTEXT.md Rules: Aim score): the page and the server both use it', () => {
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
    expect(computeAimScore({ hits, attempts, avgMs })).toBe(expected);
  });
});
