import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDatabase } from './db/client.ts';
import { rateLimits } from './db/schema.ts';

export interface RateLimitRule {
  /** Counter name: `ai`, `crawler`, `leaderboard`... */
  bucket: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
}

/** The limits the server applies (per client address). */
export const rateLimitRules = {
  ai: { bucket: 'ai', limit: 20, windowMs: 60_000 },
  crawler: { bucket: 'crawler', limit: 30, windowMs: 60_000 },
  leaderboardWrite: { bucket: 'leaderboard', limit: 10, windowMs: 60_000 },
  plantuml: { bucket: 'plantuml', limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Counts one request of `client` in the current fixed window with a single upsert, so concurrent
 * requests on several instances are counted exactly. A client's first request in a new window
 * deletes its older windows, which keeps the table at about one row per active client and bucket.
 */
export async function hitRateLimit({
  db,
  rule,
  client,
  now = new Date(),
}: {
  db: AppDatabase;
  rule: RateLimitRule;
  client: string;
  now?: Date;
}): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const key = `${rule.bucket}:${client}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  }
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/**
 * Hono middleware: 429 `{ error, code: 'RATE_LIMIT' }` with `Retry-After` once a client passes the
 * rule's limit. `getClient` names the client (its address).
 */
export function rateLimit({
  db,
  rule,
  getClient,
}: {
  db: AppDatabase;
  rule: RateLimitRule;
  getClient: (c: Context) => string | undefined;
}): MiddlewareHandler {
  return async (c, next) => {
    const client = getClient(c) ?? 'unknown';
    const result = await hitRateLimit({ db, rule, client });
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(Math.max(0, rule.limit - result.count)));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ error: 'Too many requests, try again later.', code: 'RATE_LIMIT' }, 429);
    }
    await next();
  };
}
