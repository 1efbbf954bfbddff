import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import {
  isRoundId,
  issueRound,
  ROUND_MAX_AGE_MS,
  ROUND_MIN_DURATION_MS,
  type RoundRefusal,
  submitWithRound,
} from '../leaderboard/rounds.ts';
import { listDay } from '../leaderboard/store.ts';
import { checkSubmission } from '../leaderboard/submission.ts';
import { rateLimit, rateLimitRules } from '../rate-limit.ts';

export interface LeaderboardRouteOptions {
  /** The clock that decides the UTC day and the rounds' timing (tests move it instead of sleeping). */
  now?: () => Date;
}

const minSeconds = ROUND_MIN_DURATION_MS / 1000;
const roundRefusals: Record<RoundRefusal, (issuedAt: Date | undefined, now: Date) => string> = {
  ROUND_UNKNOWN: () => 'Unknown round: start a new round with POST /api/leaderboard/rounds',
  ROUND_USED: () => 'This round already has a score: start a new round',
  ROUND_TOO_SOON: (issuedAt, now) => {
    const elapsed = issuedAt ? (now.getTime() - issuedAt.getTime()) / 1000 : 0;
    return `The round is not over: a score is accepted ${minSeconds} s after the round was issued (${elapsed.toFixed(1)} s so far)`;
  },
  ROUND_EXPIRED: () =>
    `The round expired: a score must be sent within ${ROUND_MAX_AGE_MS / 60_000} minutes of the round's start`,
};

/**
 * `GET /leaderboard/today`: the best entries of the current UTC day. `POST /leaderboard/rounds`: a
 * round token for the aim trainer. `POST /leaderboard`: a score submission with its round
 * (CONTEXT.md § Leaderboard), checked for plausibility, then against its round; 201 with the entry.
 */
export function leaderboardRoutes(deps: ApiDeps, { now = () => new Date() }: LeaderboardRouteOptions = {}) {
  const { db } = deps;
  const app = new Hono();

  app.get('/leaderboard/today', async (c) => c.json(await listDay({ db, now: now() })));

  app.post(
    '/leaderboard/rounds',
    rateLimit({ db, rule: rateLimitRules.leaderboardRound, getClient: deps.clientAddress }),
    async (c) => c.json(await issueRound({ db, now: now() }), 201),
  );

  app.post(
    '/leaderboard',
    rateLimit({ db, rule: rateLimitRules.leaderboardWrite, getClient: deps.clientAddress }),
    async (c) => {
      const at = now();
      const body = await c.req.json().catch(() => {
        throw new ApiError('BAD_REQUEST', 'Request body must be JSON');
      });
      const check = checkSubmission(body);
      if (!check.ok)
        throw new ApiError('BAD_REQUEST', `Implausible score submission: ${check.problems.join('; ')}`);
      const roundId: unknown = (body as { roundId?: unknown }).roundId;
      if (!isRoundId(roundId)) {
        throw new ApiError(
          'ROUND_REQUIRED',
          'roundId is required: the id of a round from POST /api/leaderboard/rounds',
        );
      }
      const result = await submitWithRound({ db, submission: check.submission, roundId, now: at });
      if (!result.ok) throw new ApiError(result.code, roundRefusals[result.code](result.issuedAt, at));
      return c.json(result.entry, 201);
    },
  );

  return app;
}
