import { computeScore } from './score';

/** What one finished round gives (CONTEXT.md Rules: Result panel). */
export interface RoundResult {
  durationMs: number;
  hits: number;
  attempts: number;
  /** Whole ms, 0 without hits. */
  avgReactionMs: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * CONTEXT.md Rules: Result panel › Stored: a stored last result counts only when it is an object
 * whose four fields are all numbers; anything else is ignored (the panel invites a warm-up round).
 */
export function isRoundResult(value: unknown): value is RoundResult {
  if (typeof value !== 'object' || value === null) return false;
  const { durationMs, hits, attempts, avgReactionMs } = value as Record<string, unknown>;
  return isNumber(durationMs) && isNumber(hits) && isNumber(attempts) && isNumber(avgReactionMs);
}

/** The score of a result, from its rounded average (the same value the server computes). */
export function scoreOf(result: RoundResult): number {
  return computeScore({ hits: result.hits, attempts: result.attempts, avgMs: result.avgReactionMs });
}
