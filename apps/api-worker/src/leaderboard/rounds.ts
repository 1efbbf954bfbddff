import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { leaderboardRounds } from '../db/schema.ts';
import { ROUND_MS } from './score.ts';
import { addEntry, type LeaderboardEntry } from './store.ts';
import type { ScoreSubmission } from './submission.ts';

/** The countdown the aim trainer shows before a round starts. */
export const COUNTDOWN_MS = 3_000;

/**
 * Allowance for the latency of the request that issued the round: the server stamps `issuedAt`
 * when the request arrives, the client starts its countdown when the answer arrives.
 */
export const ROUND_SLACK_MS = 1_000;

/**
 * The least time between a round's issue and its score, on the server's clock: the countdown and
 * the round, less the slack (3 s + 60 s − 1 s = 62 s).
 */
export const ROUND_MIN_DURATION_MS = COUNTDOWN_MS + ROUND_MS - ROUND_SLACK_MS;

/** A round's score must arrive within this time of its issue. */
export const ROUND_MAX_AGE_MS = 30 * 60_000;

/** Rounds older than this are deleted when a new round is issued (used or not). */
export const ROUND_RETENTION_MS = 24 * 60 * 60_000;

/** What `POST /api/leaderboard/rounds` answers. */
export interface IssuedRound {
  roundId: string;
  /** A uint32 for the client's seeded target generator; the server does not replay the round. */
  seed: number;
  issuedAt: string;
  minDurationMs: number;
}

/** The 8-4-4-4-12 hexadecimal shape of a UUID (any version, any case). */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a round id: a string of UUID shape (checked before any query). */
export function isRoundId(value: unknown): value is string {
  return typeof value === 'string' && uuidShape.test(value);
}

/**
 * Issues a round at `now`: a random UUID v4 and seed, stored unused. Rounds issued more than
 * ROUND_RETENTION_MS ago are deleted first (a range delete on the issued_at index, usually empty).
 */
export async function issueRound({ db, now }: { db: AppDatabase; now: Date }): Promise<IssuedRound> {
  await db
    .delete(leaderboardRounds)
    .where(lt(leaderboardRounds.issuedAt, new Date(now.getTime() - ROUND_RETENTION_MS)));
  const round = { id: randomUUID(), seed: randomInt(2 ** 32), issuedAt: now };
  await db.insert(leaderboardRounds).values(round);
  return {
    roundId: round.id,
    seed: round.seed,
    issuedAt: now.toISOString(),
    minDurationMs: ROUND_MIN_DURATION_MS,
  };
}

/** Why a round did not take a score. */
export type RoundRefusal = 'ROUND_UNKNOWN' | 'ROUND_USED' | 'ROUND_TOO_SOON' | 'ROUND_EXPIRED';

export type RoundSubmitResult =
  | { ok: true; entry: LeaderboardEntry }
  | { ok: false; code: RoundRefusal; issuedAt?: Date };

/**
 * Stores a plausible submission against its round, in one transaction: a conditional update marks
 * the round used only if it exists, is unused, was issued at least ROUND_MIN_DURATION_MS and less
 * than ROUND_MAX_AGE_MS before `now`; then the entry is inserted. Two submissions of one round
 * race on that row: the second update waits for the first transaction and then finds `used_at`
 * set. When no row was updated, a select of the round says which rule failed; nothing is written
 * (a round submitted too soon stays usable).
 */
export function submitWithRound({
  db,
  submission,
  roundId,
  now,
}: {
  db: AppDatabase;
  submission: ScoreSubmission;
  roundId: string;
  now: Date;
}): Promise<RoundSubmitResult> {
  const latestIssue = new Date(now.getTime() - ROUND_MIN_DURATION_MS);
  const earliestIssue = new Date(now.getTime() - ROUND_MAX_AGE_MS);
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(leaderboardRounds)
      .set({ usedAt: now })
      .where(
        and(
          eq(leaderboardRounds.id, roundId),
          isNull(leaderboardRounds.usedAt),
          lte(leaderboardRounds.issuedAt, latestIssue),
          gt(leaderboardRounds.issuedAt, earliestIssue),
        ),
      )
      .returning({ id: leaderboardRounds.id });
    if (consumed) {
      return { ok: true, entry: await addEntry({ db: tx, submission, now }) };
    }
    const [round] = await tx
      .select({ issuedAt: leaderboardRounds.issuedAt, usedAt: leaderboardRounds.usedAt })
      .from(leaderboardRounds)
      .where(eq(leaderboardRounds.id, roundId));
    if (!round) return { ok: false, code: 'ROUND_UNKNOWN' };
    if (round.usedAt) return { ok: false, code: 'ROUND_USED' };
    if (round.issuedAt > latestIssue) return { ok: false, code: 'ROUND_TOO_SOON', issuedAt: round.issuedAt };
    if (round.issuedAt <= earliestIssue) return { ok: false, code: 'ROUND_EXPIRED' };
    // Unused and within both limits, yet the update matched nothing: not expected (both statements
    // read committed rows, and a rival submission that rolled back leaves the row to the update).
    // A 500 rather than a wrong refusal.
    throw new Error(`round ${roundId} was usable but the conditional update matched no row`);
  });
}
