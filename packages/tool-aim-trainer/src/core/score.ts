import { ROUND_MS } from './constants';

export interface ScoreInput {
  hits: number;
  attempts: number;
  /** The average reaction time of the hits, already rounded to whole ms; 0 when there is no hit. */
  avgMs: number;
}

/**
 * CONTEXT.md Rules: Score › Formula: round(50 × hit rate + 30 × hits per second + 20 × 1000 ÷ average ms).
 * The hit rate is 0 without attempts, the speed term 0 without hits (avgMs 0), and hits per second
 * are over the whole 60 s round. The server recomputes the score from the same rounded `avgMs`
 * with this exact expression and refuses any other value, so it must not change on one side only.
 */
export function computeScore({ hits, attempts, avgMs }: ScoreInput): number {
  const hitRate = attempts > 0 ? hits / attempts : 0;
  const hitsPerSecond = hits / (ROUND_MS / 1000);
  const speed = avgMs > 0 ? 1000 / avgMs : 0;
  return Math.round(50 * hitRate + 30 * hitsPerSecond + 20 * speed);
}

/** CONTEXT.md Rules: Score › Average: the mean reaction time of the hits in whole ms, 0 without hits. */
export function averageReactionMs({ totalMs, hits }: { totalMs: number; hits: number }): number {
  return hits > 0 ? Math.round(totalMs / hits) : 0;
}

/** The hit rate in percent with one decimal ("90.0"); "0.0" without attempts (CONTEXT.md Rules: Result panel). */
export function formatHitRate({ hits, attempts }: { hits: number; attempts: number }): string {
  return (attempts > 0 ? (hits / attempts) * 100 : 0).toFixed(1);
}
