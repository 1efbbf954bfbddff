import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { addEntry, listDay } from '../leaderboard/store.ts';
import { checkSubmission } from '../leaderboard/submission.ts';
import { rateLimit, rateLimitRules } from '../rate-limit.ts';

export interface LeaderboardRouteOptions {
  /** The clock that decides the UTC day (tests move it across midnight). */
  now?: () => Date;
}

/**
 * `GET /leaderboard/today`: the best entries of the current UTC day. `POST /leaderboard`: a score
 * submission (CONTEXT.md § Leaderboard), checked for plausibility and rate-limited per client; 201 with the entry.
 */
export function leaderboardRoutes(deps: ApiDeps, { now = () => new Date() }: LeaderboardRouteOptions = {}) {
  const { db } = deps;
  const app = new Hono();

  app.get('/leaderboard/today', async (c) => c.json(await listDay({ db, now: now() })));

  app.post(
    '/leaderboard',
    rateLimit({ db, rule: rateLimitRules.leaderboardWrite, getClient: deps.clientAddress }),
    async (c) => {
      const body = await c.req.json().catch(() => {
        throw new ApiError('BAD_REQUEST', 'Request body must be JSON');
      });
      const check = checkSubmission(body);
      if (!check.ok)
        throw new ApiError('BAD_REQUEST', `Implausible score submission: ${check.problems.join('; ')}`);
      return c.json(await addEntry({ db, submission: check.submission, now: now() }), 201);
    },
  );

  return app;
}
