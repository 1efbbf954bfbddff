import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRoundId, ROUND_MAX_AGE_MS, ROUND_MIN_DURATION_MS, ROUND_RETENTION_MS } from './rounds.ts';

describe('round timing (CONTEXT.md § Leaderboard › Rounds)', () => {
  it('waits 3 s of countdown + 60 s of round − 1 s of slack, expires at 30 min, keeps rows 24 h', () => {
    expect(ROUND_MIN_DURATION_MS).toBe(62_000);
    expect(ROUND_MAX_AGE_MS).toBe(1_800_000);
    expect(ROUND_RETENTION_MS).toBe(86_400_000);
    expect(ROUND_RETENTION_MS).toBeGreaterThan(ROUND_MAX_AGE_MS);
  });
});

describe('isRoundId', () => {
  it.each([
    ['a v4 UUID', randomUUID(), true],
    ['upper case', randomUUID().toUpperCase(), true],
    ['another version', '6ba7b810-9dad-11d1-80b4-00c04fd430c8', true],
    ['no dashes', randomUUID().replaceAll('-', ''), false],
    ['braces', `{${randomUUID()}}`, false],
    ['one hex digit short', randomUUID().slice(1), false],
    ['not hex', 'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz', false],
    ['a number', 42, false],
    ['undefined', undefined, false],
  ])('%s', (_case, value, expected) => {
    expect(isRoundId(value)).toBe(expected);
  });
});
