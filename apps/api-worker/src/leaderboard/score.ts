/** Length of one aim-trainer round (CONTEXT.md § Leaderboard › Score). */
export const ROUND_MS = 60_000;

export interface ScoreInput {
  hits: number;
  attempts: number;
  /** Average reaction time of the hits in ms (the rounded value that is submitted); 0 when no hit. */
  avgMs: number;
}

/**
 * CONTEXT.md § Leaderboard › Score: round(50 × hit rate + 30 × hits per second + 20 × (1000 ÷ average reaction ms, or 0
 * when none)). Hit rate is 0 without attempts; hits per second are over the whole 60 s round. The
 * server recomputes it from the submitted (rounded) numbers, so a client must compute the score it
 * submits from the same rounded `avgMs`, with this same expression.
 */
export function computeScore({ hits, attempts, avgMs }: ScoreInput): number {
  const hitRate = attempts > 0 ? hits / attempts : 0;
  const hitsPerSecond = hits / (ROUND_MS / 1000);
  const speed = avgMs > 0 ? 1000 / avgMs : 0;
  return Math.round(50 * hitRate + 30 * hitsPerSecond + 20 * speed);
}
