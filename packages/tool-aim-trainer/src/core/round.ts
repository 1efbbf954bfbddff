import {
  COUNTDOWN_FROM,
  COUNTDOWN_MS,
  COUNTDOWN_STEP_MS,
  EDGE_PADDING,
  ROUND_MS,
  TARGET_RADIUS,
} from './constants';
import type { RoundResult } from './result';
import { averageReactionMs } from './score';

/** CONTEXT.md Rules: Round › Phases. */
export type Phase = 'idle' | 'countdown' | 'running' | 'finished';

/**
 * A target, placed by two numbers from the round's generator (0 ≤ u, v < 1) rather than pixels, so
 * the same seed gives the same targets on any screen and a target stays in place, proportionally,
 * when the play area is resized.
 */
export interface Target {
  u: number;
  v: number;
  /** When it appeared, on the round's clock (ms): a hit's reaction time runs from here. */
  appearedAt: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** One round, as plain data: every change returns a new object, an unchanged round is the same one. */
export interface Round {
  readonly phase: Phase;
  /** When Start was accepted (clock ms); the countdown runs from here. */
  readonly countdownAt: number;
  /** When the 60 s begin: the end of the countdown. */
  readonly runningAt: number;
  readonly hits: number;
  readonly attempts: number;
  /** The sum of the hits' reaction times (ms, unrounded). */
  readonly reactionTotalMs: number;
  readonly target: Target | undefined;
  /** The generator that places this round's targets, chosen when the countdown ends. */
  readonly random: (() => number) | undefined;
}

export const IDLE_ROUND: Round = {
  phase: 'idle',
  countdownAt: 0,
  runningAt: 0,
  hits: 0,
  attempts: 0,
  reactionTotalMs: 0,
  target: undefined,
  random: undefined,
};

/** Whether a round is under way (counting down or running): Start is then ignored. */
export function isActive(round: Round): boolean {
  return round.phase === 'countdown' || round.phase === 'running';
}

/**
 * CONTEXT.md Rules: Round › Start: from idle or finished, a new round starts its countdown at
 * `now`; while one counts down or runs, Start is ignored (the same round comes back).
 */
export function startRound({ round, now }: { round: Round; now: number }): Round {
  if (isActive(round)) return round;
  return { ...IDLE_ROUND, phase: 'countdown', countdownAt: now, runningAt: now + COUNTDOWN_MS };
}

/**
 * Moves the round to where `now` is: the countdown ends after 3 s (the first target appears, placed
 * by the generator `chooseRandom` gives, asked once, at that moment: CONTEXT.md Rules: Fair targets),
 * and the round finishes 60 s later. A round whose tab slept through all of it still passes
 * through running, so it finishes with its generator chosen.
 */
export function advanceRound({
  round,
  now,
  chooseRandom,
}: {
  round: Round;
  now: number;
  chooseRandom: () => () => number;
}): Round {
  let next = round;
  if (next.phase === 'countdown' && now >= next.runningAt) {
    const random = chooseRandom();
    next = { ...next, phase: 'running', random, target: placeTarget(random, now) };
  }
  if (next.phase === 'running' && now >= next.runningAt + ROUND_MS) {
    next = { ...next, phase: 'finished', target: undefined };
  }
  return next;
}

export type ClickOutcome = 'hit' | 'miss' | 'ignored';

/**
 * CONTEXT.md Rules: Round › Clicks: while running, every click is an attempt; a click inside the
 * target is a hit, its reaction time the time since the target appeared, and a new target appears
 * at once. Outside a running round a click changes nothing. Call `advanceRound` first with the
 * same `now`, so a click after the end is not counted.
 */
export function clickRound({
  round,
  point,
  size,
  now,
}: {
  round: Round;
  point: Point;
  size: Size;
  now: number;
}): { round: Round; outcome: ClickOutcome } {
  const { target, random } = round;
  if (round.phase !== 'running' || !target || !random) return { round, outcome: 'ignored' };
  const attempts = round.attempts + 1;
  if (!isHit({ point, center: targetCenter({ target, size }) })) {
    return { round: { ...round, attempts }, outcome: 'miss' };
  }
  return {
    round: {
      ...round,
      attempts,
      hits: round.hits + 1,
      reactionTotalMs: round.reactionTotalMs + (now - target.appearedAt),
      target: placeTarget(random, now),
    },
    outcome: 'hit',
  };
}

function placeTarget(random: () => number, now: number): Target {
  const u = random();
  const v = random();
  return { u, v, appearedAt: now };
}

/**
 * CONTEXT.md Rules: Targets › Padding: the centre of a target in CSS pixels. The whole disc keeps
 * `EDGE_PADDING` from every edge: the centre lies in [padding + radius, size − padding − radius).
 * A play area too small for that puts the target in its middle.
 */
export function targetCenter({ target, size }: { target: Pick<Target, 'u' | 'v'>; size: Size }): Point {
  const inset = EDGE_PADDING + TARGET_RADIUS;
  const along = (fraction: number, length: number) => {
    const span = length - 2 * inset;
    return span > 0 ? inset + fraction * span : length / 2;
  };
  return { x: along(target.u, size.width), y: along(target.v, size.height) };
}

/** CONTEXT.md Rules: Targets › Hit: a point on the target's edge is a hit (distance ≤ radius). */
export function isHit({
  point,
  center,
  radius = TARGET_RADIUS,
}: {
  point: Point;
  center: Point;
  radius?: number;
}): boolean {
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  return dx * dx + dy * dy <= radius * radius;
}

/** The number the countdown shows at `now` (3, 2, 1), or undefined outside the countdown. */
export function countdownNumber(round: Round, now: number): number | undefined {
  if (round.phase !== 'countdown') return undefined;
  const step = Math.floor((now - round.countdownAt) / COUNTDOWN_STEP_MS);
  return Math.min(COUNTDOWN_FROM, Math.max(1, COUNTDOWN_FROM - step));
}

/** Milliseconds left in the round at `now`: the full 60 s before it runs, 0 once finished. */
export function timeLeftMs(round: Round, now: number): number {
  if (round.phase === 'idle' || round.phase === 'countdown') return ROUND_MS;
  if (round.phase === 'finished') return 0;
  return Math.min(ROUND_MS, Math.max(0, round.runningAt + ROUND_MS - now));
}

/**
 * How long until the round next changes by itself (the next countdown number, the start, the end),
 * for a timer that keeps a round going in a tab that draws no frames; undefined when nothing will.
 */
export function msUntilNextChange(round: Round, now: number): number | undefined {
  if (round.phase === 'countdown') {
    const elapsed = now - round.countdownAt;
    return Math.max(0, COUNTDOWN_STEP_MS - (elapsed % COUNTDOWN_STEP_MS));
  }
  if (round.phase === 'running') return Math.max(0, round.runningAt + ROUND_MS - now);
  return undefined;
}

/** The round's numbers as they are stored and shown (CONTEXT.md Rules: Score › Average). */
export function roundResult(round: Round): RoundResult {
  return {
    durationMs: ROUND_MS,
    hits: round.hits,
    attempts: round.attempts,
    avgReactionMs: averageReactionMs({ totalMs: round.reactionTotalMs, hits: round.hits }),
  };
}
