import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Aim-trainer scores (CONTEXT.md § Leaderboard): one row per accepted submission, grouped by UTC day. */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    score: integer('score').notNull(),
    avgMs: integer('avg_ms').notNull(),
    hits: integer('hits').notNull(),
    attempts: integer('attempts').notNull(),
    /** The UTC calendar day the score belongs to (YYYY-MM-DD). */
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leaderboard_entries_day_score_idx').on(table.day, table.score)],
);

/**
 * Aim-trainer rounds issued by `POST /api/leaderboard/rounds` (CONTEXT.md § Leaderboard › Rounds):
 * a score is accepted only against a round issued long enough ago, once. `used_at` is set in the
 * transaction that stores the score. Rows past ROUND_RETENTION_MS are pruned on issue (issued_at
 * index). No client data: a round is not tied to an address.
 */
export const leaderboardRounds = pgTable(
  'leaderboard_rounds',
  {
    id: uuid('id').primaryKey(),
    /** A uint32 for the client's seeded target generator (bigint: integer stops at 2^31 − 1). */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('leaderboard_rounds_issued_at_idx').on(table.issuedAt)],
);

/** Short sayings shown on event cards, per locale. */
export const sayings = pgTable(
  'sayings',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (table) => [uniqueIndex('sayings_locale_text_idx').on(table.locale, table.text)],
);

/**
 * Fixed-window request counters per client and bucket, in the database so that every instance
 * behind a load balancer sees the same counts. `key` is `<bucket>:<IPv4 address or IPv6 /64>`;
 * rows older than RATE_LIMIT_RETENTION_MS are pruned on write (window_start index).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_window_start_idx').on(table.windowStart),
  ],
);
