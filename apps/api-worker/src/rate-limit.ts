import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
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
  leaderboardRound: { bucket: 'leaderboard-round', limit: 30, windowMs: 60_000 },
  plantuml: { bucket: 'plantuml', limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * How long a counter row is kept: longer than any rule's window, so pruning never drops a live
 * count. The privacy page states this figure (CONTEXT.md § Rate limits).
 */
export const RATE_LIMIT_RETENTION_MS = 10 * 60_000;

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * IPv6 subscriber usually gets a whole /64 and can use any address in it, so counting single
 * addresses would let one client multiply its limit by 2^64.
 */
export function rateLimitClient(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Counts one request of `client` in the current fixed window with a single upsert, so concurrent
 * requests on several instances are counted exactly. Opening a new window (a count of 1) also
 * deletes that client's older windows and every row past RATE_LIMIT_RETENTION_MS, so the table
 * holds only recent clients however many come and go.
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
    const expired = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
    await db
      .delete(rateLimits)
      .where(
        or(
          and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)),
          lt(rateLimits.windowStart, expired),
        ),
      );
  }
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/**
 * Hono middleware: 429 `{ error, code: 'RATE_LIMIT' }` with `Retry-After` once a client passes the
 * rule's limit. `getClient` gives the client's address, counted by `rateLimitClient`.
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
    const client = rateLimitClient(getClient(c));
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
