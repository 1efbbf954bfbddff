import { describe, expect, it } from 'vitest';
import { hashSeed, parseLeaderboard, parseTicket, rankOf, refusalFrom } from './leaderboard';

const entry = { id: 3, name: 'Bunny 123', score: 118, avgMs: 400, hits: 45, attempts: 50 };

describe('today’s leaderboard (CONTEXT.md Rules: Leaderboard › Shown as returned)', () => {
  it('keeps the server’s order and drops entries that are not entries', () => {
    const second = { ...entry, id: 9, name: 'Mochi 777', score: 90 };
    expect(parseLeaderboard([entry, { id: 'x' }, null, second])).toEqual([entry, second]);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseLeaderboard({ error: 'down' })).toThrow('not a list');
  });

  it('finds the rank of an accepted entry, or none when it is not in the list', () => {
    const list = [{ ...entry, id: 1 }, entry];
    expect(rankOf({ entries: list, entryId: 3 })).toBe(2);
    expect(rankOf({ entries: list, entryId: 4 })).toBeUndefined();
    expect(rankOf({ entries: undefined, entryId: 3 })).toBeUndefined();
  });
});

describe('round tickets (CONTEXT.md Rules: Ranked rounds › Ticket)', () => {
  it.each([
    [
      'the contract’s answer',
      { roundId: 'r-1', seed: 123, issuedAt: '2026-11-27T10:00:00Z', minDurationMs: 62_000 },
      { roundId: 'r-1', seed: 123, issuedAt: '2026-11-27T10:00:00Z', minDurationMs: 62_000 },
    ],
    ['a numeric id', { roundId: 7, seed: 1 }, { roundId: 7, seed: 1 }],
    [
      'a seed past 32 bits is taken modulo 2³²',
      { roundId: 'a', seed: 2 ** 32 + 5 },
      { roundId: 'a', seed: 5 },
    ],
    ['a negative seed as unsigned', { roundId: 'a', seed: -1 }, { roundId: 'a', seed: 4_294_967_295 }],
    ['a text seed is hashed', { roundId: 'a', seed: 'abc' }, { roundId: 'a', seed: hashSeed('abc') }],
    ['no seed', { roundId: 'a' }, undefined],
    ['no id', { seed: 4 }, undefined],
    ['an empty id', { roundId: '', seed: 4 }, undefined],
    ['an error body', { error: 'Too many', code: 'RATE_LIMIT' }, undefined],
    ['not an object', 'hello', undefined],
  ])('%s', (_case, body, expected) => {
    expect(parseTicket(body)).toEqual(expected);
  });

  it('hashes text seeds to stable unsigned numbers', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(hashSeed('abc')).not.toBe(hashSeed('abd'));
  });
});

describe('refusals (CONTEXT.md Rules: Ranked rounds › Answers)', () => {
  it.each([
    [
      400,
      { error: 'Implausible score submission: hits must not exceed attempts', code: 'BAD_REQUEST' },
      null,
      'BAD_REQUEST',
    ],
    [400, { error: 'A round is required', code: 'ROUND_REQUIRED' }, null, 'ROUND_REQUIRED'],
    [404, { error: 'Unknown round', code: 'ROUND_UNKNOWN' }, null, 'ROUND_UNKNOWN'],
    [409, { error: 'Round already used', code: 'ROUND_USED' }, null, 'ROUND_USED'],
    [400, { error: 'Too soon', code: 'ROUND_TOO_SOON' }, null, 'ROUND_TOO_SOON'],
    [410, { error: 'Expired', code: 'ROUND_EXPIRED' }, null, 'ROUND_EXPIRED'],
    [429, { error: 'Too many requests', code: 'RATE_LIMIT' }, '30', 'RATE_LIMIT'],
    [429, 'not json', '2.5', 'RATE_LIMIT'],
    [500, { error: 'boom', code: 'INTERNAL' }, null, 'OTHER'],
    [502, undefined, null, 'OTHER'],
  ])('HTTP %i %j → %s', (httpStatus, body, retryAfter, code) => {
    expect(refusalFrom({ httpStatus, body, retryAfter })).toMatchObject({
      status: 'refused',
      code,
      httpStatus,
    });
  });

  it('keeps the server’s message and the wait in whole seconds', () => {
    expect(
      refusalFrom({
        httpStatus: 429,
        body: { error: 'Too many requests', code: 'RATE_LIMIT' },
        retryAfter: '2.5',
      }),
    ).toEqual({
      status: 'refused',
      code: 'RATE_LIMIT',
      httpStatus: 429,
      message: 'Too many requests',
      retryAfterSeconds: 3,
    });
    expect(refusalFrom({ httpStatus: 429, body: {}, retryAfter: 'soon' })).not.toHaveProperty(
      'retryAfterSeconds',
    );
  });
});
