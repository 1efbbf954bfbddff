/** What the server answers and what the page makes of it (CONTEXT.md Rules: Leaderboard, Ranked rounds). */

/** A row of today's leaderboard, as the server sends it. */
export interface LeaderboardEntry {
  id: number;
  name: string;
  score: number;
  avgMs: number;
  hits: number;
  attempts: number;
}

/** The server's round: its id goes back with the score; its seed places the targets. */
export interface RoundTicket {
  roundId: string | number;
  seed: number;
  issuedAt?: string | number;
  minDurationMs?: number;
}

/** The body of a score submission (the average rounded, the score computed from it). */
export interface ScoreSubmission {
  roundId: string | number;
  name: string;
  score: number;
  avgMs: number;
  hits: number;
  attempts: number;
}

/** The refusal codes the server gives a submission; anything else is `OTHER`. */
export const REFUSAL_CODES = [
  'BAD_REQUEST',
  'ROUND_REQUIRED',
  'ROUND_UNKNOWN',
  'ROUND_USED',
  'ROUND_TOO_SOON',
  'ROUND_EXPIRED',
  'RATE_LIMIT',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number] | 'OTHER';

/** How a submission went: stored, refused by the server (with its reason), or no answer at all. */
export type SubmitAnswer =
  | { status: 'accepted'; entry: LeaderboardEntry }
  | {
      status: 'refused';
      code: RefusalCode;
      httpStatus: number;
      /** The server's own (English) message. */
      message: string;
      retryAfterSeconds?: number;
    }
  | { status: 'unreachable' };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** CONTEXT.md Rules: Leaderboard › Shown as returned: the valid entries, in the server's order. */
export function parseLeaderboard(body: unknown): LeaderboardEntry[] {
  if (!Array.isArray(body)) throw new Error('the leaderboard is not a list');
  return body.filter(isLeaderboardEntry);
}

export function isLeaderboardEntry(value: unknown): value is LeaderboardEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    [entry.id, entry.score, entry.avgMs, entry.hits, entry.attempts].every(isNumber)
  );
}

/**
 * A round ticket from the server's answer, or undefined when it is not one. The seed is taken as
 * an unsigned 32-bit number (a text seed is hashed to one), as the seeded generator uses it.
 */
export function parseTicket(body: unknown): RoundTicket | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { roundId, seed, issuedAt, minDurationMs } = body as Record<string, unknown>;
  const hasId = (typeof roundId === 'string' && roundId !== '') || isNumber(roundId);
  const seedNumber = isNumber(seed)
    ? seed >>> 0
    : typeof seed === 'string' && seed
      ? hashSeed(seed)
      : undefined;
  if (!hasId || seedNumber === undefined) return undefined;
  return {
    roundId: roundId as string | number,
    seed: seedNumber,
    ...(typeof issuedAt === 'string' || isNumber(issuedAt) ? { issuedAt } : {}),
    ...(isNumber(minDurationMs) ? { minDurationMs } : {}),
  };
}

/** FNV-1a over the text's UTF-16 code units: a text seed as an unsigned 32-bit number. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * CONTEXT.md Rules: Ranked rounds › Answers: a refused submission from its status and `{ error, code }`
 * body. A 429 is RATE_LIMIT whatever the body says; an unknown code is OTHER.
 */
export function refusalFrom({
  httpStatus,
  body,
  retryAfter,
}: {
  httpStatus: number;
  body: unknown;
  retryAfter?: string | null;
}): Extract<SubmitAnswer, { status: 'refused' }> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawCode = typeof fields.code === 'string' ? fields.code : '';
  const code: RefusalCode =
    httpStatus === 429
      ? 'RATE_LIMIT'
      : (REFUSAL_CODES as readonly string[]).includes(rawCode)
        ? (rawCode as RefusalCode)
        : 'OTHER';
  const message = typeof fields.error === 'string' ? fields.error : '';
  const seconds = Number(retryAfter);
  return {
    status: 'refused',
    code,
    httpStatus,
    message,
    ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: Math.ceil(seconds) } : {}),
  };
}

/** Where an accepted entry stands in today's list (1-based), or undefined when it is not in it. */
export function rankOf({
  entries,
  entryId,
}: {
  entries: readonly LeaderboardEntry[] | undefined;
  entryId: number;
}): number | undefined {
  const index = entries?.findIndex((entry) => entry.id === entryId) ?? -1;
  return index >= 0 ? index + 1 : undefined;
}
