import { asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { leaderboardEntries } from '../db/schema.ts';
import type { ScoreSubmission } from './submission.ts';

/** How many entries the daily leaderboard shows (CONTEXT.md § Leaderboard › Top 20). */
export const LEADERBOARD_SIZE = 20;

/** A leaderboard entry, exactly the fields the client reads. */
export interface LeaderboardEntry {
  id: number;
  name: string;
  score: number;
  avgMs: number;
  hits: number;
  attempts: number;
}

const entryColumns = {
  id: leaderboardEntries.id,
  name: leaderboardEntries.name,
  score: leaderboardEntries.score,
  avgMs: leaderboardEntries.avgMs,
  hits: leaderboardEntries.hits,
  attempts: leaderboardEntries.attempts,
};

/** The UTC calendar day of `now` as YYYY-MM-DD (the `day` column). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Stores an accepted submission under the UTC day of `now`. */
export async function addEntry({
  db,
  submission,
  now,
}: {
  db: AppDatabase;
  submission: ScoreSubmission;
  now: Date;
}): Promise<LeaderboardEntry> {
  const [entry] = await db
    .insert(leaderboardEntries)
    .values({ ...submission, day: utcDay(now), createdAt: now })
    .returning(entryColumns);
  if (!entry) throw new Error('insert into leaderboard_entries returned no row');
  return entry;
}

/** The best entries of the UTC day of `now`: score desc, then faster average, then earlier. */
export function listDay({
  db,
  now,
  limit = LEADERBOARD_SIZE,
}: {
  db: AppDatabase;
  now: Date;
  limit?: number;
}): Promise<LeaderboardEntry[]> {
  return db
    .select(entryColumns)
    .from(leaderboardEntries)
    .where(eq(leaderboardEntries.day, utcDay(now)))
    .orderBy(
      desc(leaderboardEntries.score),
      asc(leaderboardEntries.avgMs),
      asc(leaderboardEntries.createdAt),
      asc(leaderboardEntries.id),
    )
    .limit(limit);
}
