/**
 * CONTEXT.md Rules: Score › Formula. The expression lives in `@toolbox/kit/aim-score`, shared with
 * the server, which recomputes a submitted score with it and refuses any other value.
 */
export { type AimScoreInput as ScoreInput, computeAimScore as computeScore } from '@toolbox/kit/aim-score';

/** CONTEXT.md Rules: Score › Average: the mean reaction time of the hits in whole ms, 0 without hits. */
export function averageReactionMs({ totalMs, hits }: { totalMs: number; hits: number }): number {
  return hits > 0 ? Math.round(totalMs / hits) : 0;
}

/** The hit rate in percent with one decimal ("90.0"); "0.0" without attempts (CONTEXT.md Rules: Result panel). */
export function formatHitRate({ hits, attempts }: { hits: number; attempts: number }): string {
  return (attempts > 0 ? (hits / attempts) * 100 : 0).toFixed(1);
}
