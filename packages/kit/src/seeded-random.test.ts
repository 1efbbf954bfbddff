import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('replays the same sequence for a seed, another for another seed', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('stays in [0, 1) and spreads evenly (10 bins of 100,000 draws within 3%)', () => {
    const random = seededRandom(1);
    const bins = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 100_000; draw++) {
      const value = random();
      expect(value >= 0 && value < 1).toBe(true);
      bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] as number) + 1;
    }
    for (const count of bins) expect(Math.abs(count - 10_000)).toBeLessThan(300);
  });

  it('is mulberry32: its first value for seed 0 is the reference one', () => {
    expect(seededRandom(0)()).toBeCloseTo(0.26642920868471265, 15);
  });
});
