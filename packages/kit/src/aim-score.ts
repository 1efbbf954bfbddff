/**
 * The aim trainer's score, one expression for the page and the server (the server recomputes a
 * submitted score and refuses any other value, so the two must never drift: CONTEXT.md Rules:
 * Aim score).
 */

/** Length of one aim-trainer round. */
export const AIM_ROUND_MS = 60_000;

export interface AimScoreInput {
  hits: number;
  attempts: number;
  /** The average reaction time of the hits, already rounded to whole ms; 0 when there is no hit. */
  avgMs: number;
}

/**
 * round(50 × hit rate + 30 × hits per second + 20 × 1000 ÷ average ms). The hit rate is 0 without
 * attempts, the speed term 0 without hits (avgMs 0), and hits per second are over the whole 60 s
 * round. Computed from the rounded `avgMs` that is submitted.
 */
export function computeAimScore({ hits, attempts, avgMs }: AimScoreInput): number {
  const hitRate = attempts > 0 ? hits / attempts : 0;
  const hitsPerSecond = hits / (AIM_ROUND_MS / 1000);
  const speed = avgMs > 0 ? 1000 / avgMs : 0;
  return Math.round(50 * hitRate + 30 * hitsPerSecond + 20 * speed);
}
