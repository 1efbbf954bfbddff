import { z } from 'zod';
import { computeScore, ROUND_MS } from './score.ts';

/** Plausibility bounds for one 60 s round; CONTEXT.md explains each choice. */
export const submissionLimits = {
  /** Clicks per second a human can keep up for a whole round. */
  maxClicksPerSecond: 20,
  /** Every click is an attempt: 20/s × 60 s. */
  maxAttempts: 20 * (ROUND_MS / 1000),
  /** Faster than this is anticipation or a script, not a reaction. */
  minAvgMs: 80,
  /** Slower than this on average is not someone playing. */
  maxAvgMs: 5000,
  nameMaxLength: 24,
  /** Raw length accepted before normalising, so junk is refused before any work on it. */
  rawNameMaxLength: 200,
} as const;

/** C0/C1 controls, and the bidi embedding, override and isolate marks that can reorder shown text. */
const invisibleControls = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Names are plain text: NFC, any run of whitespace (tabs and newlines included) becomes one space,
 * other control characters and bidi overrides are dropped, and the ends are trimmed.
 */
export function normaliseName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(invisibleControls, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(0, `${field} must be at least 0`)
    .max(max, `${field} must be at most ${max}`);

/** The shape of a score submission, field by field (CONTEXT.md § Leaderboard). */
export const scoreSubmissionSchema = z.object({
  name: z
    .string({ error: 'name must be a string' })
    .max(
      submissionLimits.rawNameMaxLength,
      `name must be at most ${submissionLimits.nameMaxLength} characters`,
    ),
  score: count('score', 10_000),
  avgMs: count('avgMs', submissionLimits.maxAvgMs),
  hits: count('hits', submissionLimits.maxAttempts),
  attempts: count('attempts', submissionLimits.maxAttempts),
});

export interface ScoreSubmission {
  name: string;
  score: number;
  avgMs: number;
  hits: number;
  attempts: number;
}

export type SubmissionCheck = { ok: true; submission: ScoreSubmission } | { ok: false; problems: string[] };

/**
 * Checks a submitted body: its shape and bounds, then the rules that tie the fields together
 * (hits ≤ attempts, the average within human limits, the hits fitting in the round, the score
 * equal to the formula of CONTEXT.md § Leaderboard › Score). Every broken rule is named, so a client sees what to fix.
 */
export function checkSubmission(body: unknown): SubmissionCheck {
  const parsed = scoreSubmissionSchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.path.length === 0
          ? 'body must be an object with name, score, avgMs, hits, attempts'
          : issue.message,
      ),
    };
  }
  const { score, avgMs, hits, attempts } = parsed.data;
  const name = normaliseName(parsed.data.name);
  const { minAvgMs, maxAvgMs, nameMaxLength } = submissionLimits;
  const problems: string[] = [];

  const nameLength = [...name].length;
  if (nameLength === 0) problems.push('name must not be blank');
  if (nameLength > nameMaxLength) problems.push(`name must be at most ${nameMaxLength} characters`);
  if (hits > attempts) problems.push('hits must not exceed attempts');
  if (hits === 0 && avgMs !== 0) problems.push('avgMs must be 0 when there are no hits');
  if (hits > 0 && (avgMs < minAvgMs || avgMs > maxAvgMs)) {
    problems.push(`avgMs must be between ${minAvgMs} and ${maxAvgMs} ms when there are hits`);
  }
  // Each hit's reaction time runs from its target's appearance, one target at a time, so the
  // reaction times of all hits add up to at most the round (avgMs is rounded, hence the half ms).
  if (hits > 0 && hits * (avgMs - 0.5) > ROUND_MS) {
    problems.push(`hits × avgMs must fit in the ${ROUND_MS / 1000} s round`);
  }
  if (problems.length === 0) {
    const expected = computeScore({ hits, attempts, avgMs });
    if (score !== expected) {
      problems.push(
        `score must equal round(50 × hits/attempts + 30 × hits/60 + 20 × 1000/avgMs) for these numbers (${expected}, not ${score})`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, submission: { name, score, avgMs, hits, attempts } };
}
