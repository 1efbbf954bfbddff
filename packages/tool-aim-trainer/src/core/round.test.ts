import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS, EDGE_PADDING, ROUND_MS, TARGET_RADIUS } from './constants';
import {
  advanceRound,
  clickRound,
  countdownNumber,
  IDLE_ROUND,
  isHit,
  msUntilNextChange,
  type Round,
  roundResult,
  startRound,
  targetCenter,
  timeLeftMs,
} from './round';

const size = { width: 800, height: 500 };
const seeded = (seed: number) => () => seededRandom(seed);

/** A round started at `at` and moved to `now` with the given seed. */
function roundAt({ at = 1000, now, seed = 7 }: { at?: number; now: number; seed?: number }): Round {
  return advanceRound({ round: startRound({ round: IDLE_ROUND, now: at }), now, chooseRandom: seeded(seed) });
}

/** Clicks the current target's centre at `now`. */
function hitAt(round: Round, now: number) {
  const advanced = advanceRound({ round, now, chooseRandom: seeded(1) });
  if (!advanced.target) throw new Error('no target');
  return clickRound({ round: advanced, point: targetCenter({ target: advanced.target, size }), size, now });
}

describe('the round (CONTEXT.md Rules: Round › Phases)', () => {
  it('goes idle → countdown 3, 2, 1 (one second each) → running 60 s → finished, on a fake clock', () => {
    let round = startRound({ round: IDLE_ROUND, now: 1000 });
    expect(round.phase).toBe('countdown');
    const seen: Array<[number, string, number | undefined]> = [];
    for (const now of [1000, 1999, 2000, 2999, 3000, 3999, 4000, 4000 + ROUND_MS - 1, 4000 + ROUND_MS]) {
      round = advanceRound({ round, now, chooseRandom: seeded(3) });
      seen.push([now, round.phase, countdownNumber(round, now)]);
    }
    expect(seen).toEqual([
      [1000, 'countdown', 3],
      [1999, 'countdown', 3],
      [2000, 'countdown', 2],
      [2999, 'countdown', 2],
      [3000, 'countdown', 1],
      [3999, 'countdown', 1],
      [4000, 'running', undefined],
      [4000 + ROUND_MS - 1, 'running', undefined],
      [4000 + ROUND_MS, 'finished', undefined],
    ]);
  });

  it('shows one target all through the running phase and none after', () => {
    let round = roundAt({ now: 1000 + COUNTDOWN_MS });
    expect(round.target).toBeDefined();
    for (let now = 1000 + COUNTDOWN_MS; now < 1000 + COUNTDOWN_MS + ROUND_MS; now += 997) {
      round = hitAt(round, now).round;
      expect(round.target).toBeDefined();
    }
    round = advanceRound({ round, now: 1000 + COUNTDOWN_MS + ROUND_MS, chooseRandom: seeded(1) });
    expect(round.target).toBeUndefined();
  });

  it('counts the time left from the start of the 60 s, whatever the frame times', () => {
    const round = roundAt({ now: 4000 });
    expect(timeLeftMs(IDLE_ROUND, 0)).toBe(ROUND_MS);
    expect(timeLeftMs(round, 4000)).toBe(ROUND_MS);
    expect(timeLeftMs(round, 4000 + 12_345)).toBe(ROUND_MS - 12_345);
    expect(timeLeftMs(round, 4000 + ROUND_MS + 50)).toBe(0);
  });

  it('finishes a round whose tab drew no frame at all, with its generator chosen', () => {
    const round = roundAt({ now: 1000 + COUNTDOWN_MS + ROUND_MS + 5000 });
    expect(round.phase).toBe('finished');
    expect(round.random).toBeDefined();
  });

  it('says when it next changes by itself, for the timer of a tab without frames', () => {
    const started = startRound({ round: IDLE_ROUND, now: 1000 });
    expect(msUntilNextChange(started, 1000)).toBe(1000);
    expect(msUntilNextChange(started, 1250)).toBe(750);
    expect(msUntilNextChange(roundAt({ now: 5000 }), 5000)).toBe(ROUND_MS - 1000);
    expect(msUntilNextChange(IDLE_ROUND, 0)).toBeUndefined();
  });
});

describe('Start (CONTEXT.md Rules: Round › Start)', () => {
  it('is ignored while the round counts down or runs', () => {
    const counting = startRound({ round: IDLE_ROUND, now: 1000 });
    expect(startRound({ round: counting, now: 1500 })).toBe(counting);
    const running = roundAt({ now: 5000 });
    expect(startRound({ round: running, now: 5001 })).toBe(running);
  });

  it('starts a new round from a finished one, with the counts at zero', () => {
    let round = hitAt(roundAt({ now: 4000 }), 4300).round;
    round = advanceRound({ round, now: 4000 + ROUND_MS, chooseRandom: seeded(1) });
    expect(round.phase).toBe('finished');
    const next = startRound({ round, now: 70_000 });
    expect(next).toMatchObject({ phase: 'countdown', hits: 0, attempts: 0, reactionTotalMs: 0 });
  });
});

describe('clicks (CONTEXT.md Rules: Round › Clicks)', () => {
  it('counts every click as an attempt, a click in the target as a hit with its reaction time', () => {
    let round = roundAt({ now: 4000 });
    const first = round.target;
    const missed = clickRound({ round, point: { x: 1, y: 1 }, size, now: 4100 });
    expect(missed.outcome).toBe('miss');
    expect(missed.round).toMatchObject({ attempts: 1, hits: 0, target: first });
    round = missed.round;
    const hit = hitAt(round, 4350);
    expect(hit.outcome).toBe('hit');
    expect(hit.round).toMatchObject({ attempts: 2, hits: 1, reactionTotalMs: 350 });
    expect(hit.round.target).not.toEqual(first);
    expect(hit.round.target?.appearedAt).toBe(4350);
    const second = hitAt(hit.round, 4350 + 420);
    expect(roundResult(second.round)).toEqual({
      durationMs: ROUND_MS,
      hits: 2,
      attempts: 3,
      avgReactionMs: 385,
    });
  });

  it('ignores clicks before the round runs and after it ends', () => {
    const counting = startRound({ round: IDLE_ROUND, now: 1000 });
    expect(clickRound({ round: counting, point: { x: 0, y: 0 }, size, now: 1500 })).toEqual({
      round: counting,
      outcome: 'ignored',
    });
    const finished = roundAt({ now: 4000 + ROUND_MS });
    expect(clickRound({ round: finished, point: { x: 0, y: 0 }, size, now: 4000 + ROUND_MS }).outcome).toBe(
      'ignored',
    );
    expect(clickRound({ round: IDLE_ROUND, point: { x: 0, y: 0 }, size, now: 0 }).outcome).toBe('ignored');
  });
});

describe('hit testing (CONTEXT.md Rules: Targets › Hit)', () => {
  const center = { x: 100, y: 100 };
  it.each([
    ['the centre', { x: 100, y: 100 }, true],
    ['on the edge, straight right', { x: 100 + TARGET_RADIUS, y: 100 }, true],
    ['on the edge, straight up', { x: 100, y: 100 - TARGET_RADIUS }, true],
    ['just inside, diagonally (9.899 × √2 < 14)', { x: 100 + 9.899, y: 100 + 9.899 }, true],
    ['just outside, diagonally (9.9 × √2 > 14)', { x: 100 + 9.9, y: 100 + 9.9 }, false],
    ['a hair outside the edge', { x: 100 + TARGET_RADIUS + 0.01, y: 100 }, false],
    ['inside the bounding square but outside the disc', { x: 100 + 11, y: 100 + 11 }, false],
  ])('%s', (_case, point, expected) => {
    expect(isHit({ point, center })).toBe(expected);
  });
});

describe('target placement (CONTEXT.md Rules: Targets › Padding, Fair targets)', () => {
  const inset = EDGE_PADDING + TARGET_RADIUS;

  it('keeps the whole disc 24 px inside every edge, corners included', () => {
    for (const [u, v] of [
      [0, 0],
      [0.999_999, 0.999_999],
      [0.5, 0.5],
    ] as const) {
      const { x, y } = targetCenter({ target: { u, v }, size });
      expect(x - TARGET_RADIUS).toBeGreaterThanOrEqual(EDGE_PADDING);
      expect(y - TARGET_RADIUS).toBeGreaterThanOrEqual(EDGE_PADDING);
      expect(x + TARGET_RADIUS).toBeLessThanOrEqual(size.width - EDGE_PADDING);
      expect(y + TARGET_RADIUS).toBeLessThanOrEqual(size.height - EDGE_PADDING);
    }
    expect(targetCenter({ target: { u: 0, v: 0 }, size })).toEqual({ x: inset, y: inset });
  });

  it('stays inside for 10,000 seeded targets on a phone-sized area', () => {
    const phone = { width: 343, height: 280 };
    const random = seededRandom(99);
    for (let index = 0; index < 10_000; index++) {
      const { x, y } = targetCenter({ target: { u: random(), v: random() }, size: phone });
      expect(x >= inset && x < phone.width - inset && y >= inset && y < phone.height - inset).toBe(true);
    }
  });

  it('centres the target in an area too small for the padding', () => {
    expect(targetCenter({ target: { u: 0.9, v: 0.1 }, size: { width: 60, height: 40 } })).toEqual({
      x: 30,
      y: 20,
    });
  });

  it('gives the same targets for the same seed, and other targets for another seed', () => {
    const play = (seed: number) => {
      let round = roundAt({ now: 4000, seed });
      const centres = [];
      for (let hit = 1; hit <= 20; hit++) {
        if (!round.target) throw new Error('no target');
        centres.push(targetCenter({ target: round.target, size }));
        round = hitAt(round, 4000 + hit * 300).round;
      }
      return centres;
    };
    expect(play(12345)).toEqual(play(12345));
    expect(play(12345)).not.toEqual(play(54321));
  });

  it('places the same seed the same way on any screen size, proportionally', () => {
    const round = roundAt({ now: 4000, seed: 5 });
    if (!round.target) throw new Error('no target');
    const small = targetCenter({ target: round.target, size: { width: 400, height: 300 } });
    const large = targetCenter({ target: round.target, size: { width: 1600, height: 900 } });
    expect((small.x - inset) / (400 - 2 * inset)).toBeCloseTo((large.x - inset) / (1600 - 2 * inset), 10);
  });
});
