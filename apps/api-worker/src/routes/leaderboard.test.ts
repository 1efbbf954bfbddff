import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorHandler } from '../app.ts';
import type { AppDatabase } from '../db/client.ts';
import { leaderboardEntries, leaderboardRounds } from '../db/schema.ts';
import {
  type IssuedRound,
  ROUND_MAX_AGE_MS,
  ROUND_MIN_DURATION_MS,
  ROUND_RETENTION_MS,
} from '../leaderboard/rounds.ts';
import { computeScore } from '../leaderboard/score.ts';
import { addEntry, LEADERBOARD_SIZE, type LeaderboardEntry, listDay } from '../leaderboard/store.ts';
import { rateLimitRules } from '../rate-limit.ts';
import { createTestApi, fromAddress } from '../test/test-api.ts';
import { leaderboardRoutes } from './leaderboard.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

const valid = { name: 'Bunny 123', score: 118, avgMs: 400, hits: 45, attempts: 50 };
const entryFields = ['attempts', 'avgMs', 'hits', 'id', 'name', 'score'];
const roundFields = ['issuedAt', 'minDurationMs', 'roundId', 'seed'];
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One address per call, so the per-client write limit does not get in the way of other tests. */
let nextAddress = 1;
const freshAddress = () => fromAddress(`198.51.100.${nextAddress++}`);

function post(app: Hono, body: unknown, bindings = freshAddress()) {
  return app.request(
    '/api/leaderboard',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    bindings,
  );
}

function postRound(app: Hono, bindings = freshAddress(), body?: string) {
  return app.request(
    '/api/leaderboard/rounds',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    bindings,
  );
}

async function issue(app: Hono): Promise<IssuedRound> {
  const response = await postRound(app);
  expect(response.status).toBe(201);
  return (await response.json()) as IssuedRound;
}

/**
 * A round written straight into the table, issued `ageMs` before the real clock, so a submission
 * through the app (real clock) finds it over: for tests about the rest of the submission.
 */
async function readyRound(db: AppDatabase, ageMs = ROUND_MIN_DURATION_MS + 8_000): Promise<string> {
  const id = randomUUID();
  await db.insert(leaderboardRounds).values({ id, seed: 7, issuedAt: new Date(Date.now() - ageMs) });
  return id;
}

function submission(name: string, hits: number, attempts: number, avgMs: number) {
  return { name, hits, attempts, avgMs, score: computeScore({ hits, attempts, avgMs }) };
}

/**
 * The leaderboard routes with a clock the test moves, and the app's own error answers. The rate
 * limits still count on the real clock (each call comes from a fresh address).
 */
function clockedApp(api: TestApi, start = '2030-01-01T12:00:00.000Z') {
  const clock = { now: new Date(start) };
  const app = new Hono().basePath('/api').route('/', leaderboardRoutes(api.deps, { now: () => clock.now }));
  app.onError(apiErrorHandler);
  return {
    app,
    set: (iso: string) => {
      clock.now = new Date(iso);
    },
    /** Moves the clock to `ms` after `from`. */
    after: (from: string | Date, ms: number) => {
      clock.now = new Date(new Date(from).getTime() + ms);
    },
  };
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('POST /api/leaderboard', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('stores a plausible score and answers 201 with the entry', async () => {
    const roundId = await readyRound(api.db);
    const response = await post(api.app, { ...valid, name: '  Bunny \t 123 ', roundId });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as LeaderboardEntry;
    expect(Object.keys(entry).sort()).toEqual(entryFields);
    expect(entry).toMatchObject({ ...valid, id: expect.any(Number) });
    const today = (await (await api.app.request('/api/leaderboard/today')).json()) as LeaderboardEntry[];
    expect(today).toContainEqual(entry);
  });

  it.each([
    ['more hits than attempts', { ...valid, hits: 51 }, 'hits must not exceed attempts'],
    ['a score that does not match the formula', { ...valid, score: 500 }, 'score must equal'],
    ['a fractional count', { ...valid, attempts: 50.5 }, 'attempts must be an integer'],
    ['an inhumanly fast average', { ...valid, avgMs: 20 }, 'avgMs must be between 80 and 5000 ms'],
    ['too many attempts for 60 s', { ...valid, attempts: 5000 }, 'attempts must be at most 1200'],
    ['a blank name', { ...valid, name: '   ' }, 'name must not be blank'],
    ['a long name', { ...valid, name: 'n'.repeat(25) }, 'name must be at most 24 characters'],
    ['an array', [valid], 'body must be an object'],
    ['a body that is not JSON', '{"name":', 'Request body must be JSON'],
  ])('refuses %s with 400 BAD_REQUEST naming the rule', async (_case, body, message) => {
    const roundId = await readyRound(api.db);
    const withRound = typeof body === 'string' || Array.isArray(body) ? body : { ...body, roundId };
    const response = await post(api.app, withRound);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error).toEqual({ error: expect.stringContaining(message), code: 'BAD_REQUEST' });
  });

  it('stores nothing it refuses', async () => {
    const before = (await api.db.query.leaderboardEntries.findMany()).length;
    await post(api.app, { ...valid, score: 1, roundId: await readyRound(api.db) });
    await post(api.app, valid);
    await post(api.app, { ...valid, roundId: randomUUID() });
    expect(await api.db.query.leaderboardEntries.findMany()).toHaveLength(before);
  });

  it('limits writes per client with 429 and Retry-After, other clients unaffected', async () => {
    const client = fromAddress('203.0.113.77');
    const { limit } = rateLimitRules.leaderboardWrite;
    for (let index = 0; index < limit; index++) {
      const body = { ...valid, name: `burst ${index}`, roundId: await readyRound(api.db) };
      expect((await post(api.app, body, client)).status).toBe(201);
    }
    const refused = await post(api.app, { ...valid, roundId: await readyRound(api.db) }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMIT' });
    const other = await post(
      api.app,
      { ...valid, roundId: await readyRound(api.db) },
      fromAddress('203.0.113.78'),
    );
    expect(other.status).toBe(201);
  });

  it('counts refused submissions against the limit too', async () => {
    const client = fromAddress('203.0.113.79');
    for (let index = 0; index < rateLimitRules.leaderboardWrite.limit; index++) {
      expect((await post(api.app, { ...valid, score: 0 }, client)).status).toBe(400);
    }
    expect((await post(api.app, { ...valid, roundId: await readyRound(api.db) }, client)).status).toBe(429);
  });

  it('answers reads with no-store', async () => {
    const response = await api.app.request('/api/leaderboard/today');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/leaderboard/rounds', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('answers 201 with a random round id, a uint32 seed, the issue time and the minimum duration', async () => {
    const before = Date.now();
    const response = await postRound(api.app);
    const after = Date.now();
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const round = (await response.json()) as IssuedRound;
    expect(Object.keys(round).sort()).toEqual(roundFields);
    expect(round.roundId).toMatch(uuidV4);
    expect(Number.isInteger(round.seed)).toBe(true);
    expect(round.seed).toBeGreaterThanOrEqual(0);
    expect(round.seed).toBeLessThan(2 ** 32);
    expect(new Date(round.issuedAt).toISOString()).toBe(round.issuedAt);
    expect(Date.parse(round.issuedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(round.issuedAt)).toBeLessThanOrEqual(after);
    expect(round.minDurationMs).toBe(62_000);
    const [row] = await api.db
      .select()
      .from(leaderboardRounds)
      .where(eq(leaderboardRounds.id, round.roundId));
    expect(row).toEqual({
      id: round.roundId,
      seed: round.seed,
      issuedAt: new Date(round.issuedAt),
      usedAt: null,
    });
  });

  it.each([
    ['an empty body', undefined],
    ['an empty object', '{}'],
    ['a body that is not JSON', '{"x":'],
  ])('ignores the body: %s', async (_case, body) => {
    expect((await postRound(api.app, freshAddress(), body)).status).toBe(201);
  });

  it('gives every round its own id and seed', async () => {
    const rounds = [];
    for (let index = 0; index < 12; index++) rounds.push(await issue(api.app));
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(rounds.length);
    expect(new Set(rounds.map((round) => round.seed)).size).toBe(rounds.length);
  });

  it('stores the seed of a round above 2^31 exactly (a bigint column)', async () => {
    const id = randomUUID();
    await api.db.insert(leaderboardRounds).values({ id, seed: 2 ** 32 - 1, issuedAt: new Date() });
    const [row] = await api.db.select().from(leaderboardRounds).where(eq(leaderboardRounds.id, id));
    expect(row?.seed).toBe(4_294_967_295);
  });

  it('limits rounds per client with 429 and Retry-After, on a counter of its own', async () => {
    const client = fromAddress('203.0.113.90');
    const { limit } = rateLimitRules.leaderboardRound;
    expect(limit).toBe(30);
    for (let index = 0; index < limit; index++) expect((await postRound(api.app, client)).status).toBe(201);
    const refused = await postRound(api.app, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMIT' });
    expect((await postRound(api.app, fromAddress('203.0.113.91'))).status).toBe(201);
    // The write limit is another bucket: this client can still submit.
    const roundId = await readyRound(api.db);
    expect((await post(api.app, { ...valid, roundId }, client)).status).toBe(201);
  });

  it('prunes rounds issued more than 24 h ago when it issues one', async () => {
    const clocked = clockedApp(api, '2031-06-01T08:00:00.000Z');
    const old = await issue(clocked.app);
    clocked.after(old.issuedAt, ROUND_RETENTION_MS - 1);
    const younger = await issue(clocked.app);
    clocked.after(old.issuedAt, ROUND_RETENTION_MS);
    await issue(clocked.app);
    const ids = async () =>
      (
        await api.db
          .select({ id: leaderboardRounds.id })
          .from(leaderboardRounds)
          .where(inArray(leaderboardRounds.id, [old.roundId, younger.roundId]))
      ).map((row) => row.id);
    // Exactly 24 h old is kept; a millisecond more and the next issue deletes it.
    expect((await ids()).sort()).toEqual([old.roundId, younger.roundId].sort());
    clocked.after(old.issuedAt, ROUND_RETENTION_MS + 1);
    await issue(clocked.app);
    expect(await ids()).toEqual([younger.roundId]);
    // A pruned round is unknown.
    expect(await refusal(await post(clocked.app, { ...valid, roundId: old.roundId }))).toMatchObject({
      status: 400,
      body: { code: 'ROUND_UNKNOWN' },
    });
  });
});

describe('POST /api/leaderboard: the round (CONTEXT.md § Leaderboard › Rounds)', () => {
  let api: TestApi;
  let clocked: ReturnType<typeof clockedApp>;
  beforeAll(async () => {
    api = await createTestApi();
    clocked = clockedApp(api);
  });
  afterAll(() => api.close());

  const roundRow = async (roundId: string) =>
    (await api.db.select().from(leaderboardRounds).where(eq(leaderboardRounds.id, roundId)))[0];
  const entriesNamed = async (...names: string[]) =>
    api.db.select().from(leaderboardEntries).where(inArray(leaderboardEntries.name, names));

  it('accepts a score 62 s after the round was issued, once, and marks the round used', async () => {
    clocked.set('2030-02-01T10:00:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, ROUND_MIN_DURATION_MS);
    const response = await post(clocked.app, { ...valid, name: 'on time', roundId: round.roundId });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as LeaderboardEntry;
    expect(Object.keys(entry).sort()).toEqual(entryFields);
    expect(entry).toMatchObject({ ...valid, name: 'on time' });
    expect(await roundRow(round.roundId)).toMatchObject({
      usedAt: new Date(Date.parse(round.issuedAt) + ROUND_MIN_DURATION_MS),
    });
    const today = (await (await clocked.app.request('/api/leaderboard/today')).json()) as LeaderboardEntry[];
    expect(today).toContainEqual(entry);
  });

  it('refuses a score sent before 62 s with ROUND_TOO_SOON, without using the round', async () => {
    clocked.set('2030-02-01T11:00:00.000Z');
    const round = await issue(clocked.app);
    const body = { ...valid, name: 'early', roundId: round.roundId };
    for (const elapsed of [0, 30_000, ROUND_MIN_DURATION_MS - 1]) {
      clocked.after(round.issuedAt, elapsed);
      expect(await refusal(await post(clocked.app, body))).toEqual({
        status: 400,
        body: { code: 'ROUND_TOO_SOON', error: expect.stringContaining('62 s after the round was issued') },
      });
    }
    expect(await roundRow(round.roundId)).toMatchObject({ usedAt: null });
    expect(await entriesNamed('early')).toEqual([]);
    clocked.after(round.issuedAt, ROUND_MIN_DURATION_MS);
    expect((await post(clocked.app, body)).status).toBe(201);
  });

  it('refuses a second score for the same round with 409 ROUND_USED', async () => {
    clocked.set('2030-02-01T12:00:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, 70_000);
    expect((await post(clocked.app, { ...valid, name: 'first', roundId: round.roundId })).status).toBe(201);
    clocked.after(round.issuedAt, 80_000);
    const again = await post(clocked.app, { ...valid, name: 'replay', roundId: round.roundId });
    expect(await refusal(again)).toEqual({
      status: 409,
      body: { code: 'ROUND_USED', error: expect.stringContaining('already has a score') },
    });
    // Still used once it has expired: the earlier refusal wins.
    clocked.after(round.issuedAt, ROUND_MAX_AGE_MS + 1);
    expect((await post(clocked.app, { ...valid, roundId: round.roundId })).status).toBe(409);
    expect(await entriesNamed('replay')).toEqual([]);
  });

  it('takes exactly one of two concurrent scores for one round', async () => {
    clocked.set('2030-02-01T13:00:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, 65_000);
    const responses = await Promise.all(
      ['racer a', 'racer b'].map((name) => post(clocked.app, { ...valid, name, roundId: round.roundId })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(await loser?.json()).toMatchObject({ code: 'ROUND_USED' });
    expect(await entriesNamed('racer a', 'racer b')).toHaveLength(1);
  });

  it('takes one of many concurrent scores for one round', async () => {
    clocked.set('2030-02-01T13:30:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, 65_000);
    const names = Array.from({ length: 6 }, (_, index) => `crowd ${index}`);
    const responses = await Promise.all(
      names.map((name) => post(clocked.app, { ...valid, name, roundId: round.roundId })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await entriesNamed(...names)).toHaveLength(1);
  });

  it('refuses a score 30 minutes or more after the issue with ROUND_EXPIRED', async () => {
    clocked.set('2030-02-01T14:00:00.000Z');
    const lastChance = await issue(clocked.app);
    const expired = await issue(clocked.app);
    clocked.after(lastChance.issuedAt, ROUND_MAX_AGE_MS - 1);
    expect((await post(clocked.app, { ...valid, roundId: lastChance.roundId })).status).toBe(201);
    for (const age of [ROUND_MAX_AGE_MS, 2 * 60 * 60_000]) {
      clocked.after(expired.issuedAt, age);
      expect(await refusal(await post(clocked.app, { ...valid, roundId: expired.roundId }))).toEqual({
        status: 400,
        body: { code: 'ROUND_EXPIRED', error: expect.stringContaining('within 30 minutes') },
      });
    }
    expect(await roundRow(expired.roundId)).toMatchObject({ usedAt: null });
  });

  it('refuses a round id the server never issued with ROUND_UNKNOWN', async () => {
    expect(await refusal(await post(clocked.app, { ...valid, roundId: randomUUID() }))).toEqual({
      status: 400,
      body: { code: 'ROUND_UNKNOWN', error: expect.stringContaining('Unknown round') },
    });
  });

  it('reads a round id in any letter case', async () => {
    clocked.set('2030-02-01T15:00:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, 62_500);
    expect((await post(clocked.app, { ...valid, roundId: round.roundId.toUpperCase() })).status).toBe(201);
    expect((await post(clocked.app, { ...valid, roundId: round.roundId })).status).toBe(409);
  });

  it.each([
    ['no roundId', undefined],
    ['null', null],
    ['a number', 12_345],
    ['an empty string', ''],
    ['a word', 'round-1'],
    ['a UUID in braces', `{${randomUUID()}}`],
    ['a UUID without dashes', randomUUID().replaceAll('-', '')],
    ['a UUID with a trailing space', `${randomUUID()} `],
    ['an array of a UUID', [randomUUID()]],
  ])('refuses %s with 400 ROUND_REQUIRED', async (_case, roundId) => {
    expect(await refusal(await post(clocked.app, { ...valid, roundId }))).toEqual({
      status: 400,
      body: { code: 'ROUND_REQUIRED', error: expect.stringContaining('roundId is required') },
    });
  });

  it('judges plausibility first, and an implausible score leaves its round usable', async () => {
    expect(await refusal(await post(clocked.app, { ...valid, score: 1 }))).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    clocked.set('2030-02-01T16:00:00.000Z');
    const round = await issue(clocked.app);
    clocked.after(round.issuedAt, 70_000);
    const implausible = await post(clocked.app, { ...valid, hits: 51, roundId: round.roundId });
    expect(await refusal(implausible)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await roundRow(round.roundId)).toMatchObject({ usedAt: null });
    expect((await post(clocked.app, { ...valid, roundId: round.roundId })).status).toBe(201);
  });

  it('stores nothing for a refused round', async () => {
    const before = (await api.db.select().from(leaderboardEntries)).length;
    clocked.set('2030-02-01T17:00:00.000Z');
    const round = await issue(clocked.app);
    await post(clocked.app, { ...valid, roundId: round.roundId }); // too soon
    await post(clocked.app, { ...valid, roundId: randomUUID() }); // unknown
    clocked.after(round.issuedAt, ROUND_MAX_AGE_MS);
    await post(clocked.app, { ...valid, roundId: round.roundId }); // expired
    expect(await api.db.select().from(leaderboardEntries)).toHaveLength(before);
  });
});

describe('GET /api/leaderboard/today', () => {
  let api: TestApi;
  let clocked: ReturnType<typeof clockedApp>;
  beforeAll(async () => {
    api = await createTestApi();
    clocked = clockedApp(api);
  });
  afterAll(() => api.close());

  /** Issues a round `ROUND_MIN_DURATION_MS` before `iso`, then submits at `iso`. */
  const submitAt = async (iso: string, body: ReturnType<typeof submission>) => {
    clocked.after(iso, -ROUND_MIN_DURATION_MS);
    const { roundId } = await issue(clocked.app);
    clocked.set(iso);
    const response = await post(clocked.app, { ...body, roundId });
    expect(response.status).toBe(201);
    return (await response.json()) as LeaderboardEntry;
  };
  const todayAt = async (iso: string) => {
    clocked.set(iso);
    return (await (await clocked.app.request('/api/leaderboard/today')).json()) as LeaderboardEntry[];
  };

  it('lists only the current UTC day: just before midnight is not in the next day', async () => {
    const late = await submitAt('2030-03-09T23:59:59.999Z', submission('night owl', 40, 50, 450));
    const early = await submitAt('2030-03-10T00:00:00.000Z', submission('early bird', 30, 50, 500));
    expect(await todayAt('2030-03-09T12:00:00.000Z')).toEqual([late]);
    expect(await todayAt('2030-03-10T00:00:00.001Z')).toEqual([early]);
    expect(await todayAt('2030-03-10T23:59:59.999Z')).toEqual([early]);
    expect(await todayAt('2030-03-11T00:00:00.000Z')).toEqual([]);
  });

  it('uses UTC, not the offset a client might be in', async () => {
    // 2030-03-12 07:30 in UTC+8 is still 2030-03-11 in UTC.
    const entry = await submitAt('2030-03-12T07:30:00+08:00', submission('east', 10, 20, 900));
    expect(await todayAt('2030-03-11T20:00:00.000Z')).toEqual([entry]);
  });

  it('orders best first: score desc, then faster average, then earlier', async () => {
    const day = '2030-04-01';
    const best = submission('best', 60, 60, 300); // 50 + 30 + 66.7 = 147
    const second = submission('second', 24, 48, 800); // 25 + 12 + 25 = 62
    const fasterTie = submission('60, faster', 20, 50, 667); // 20 + 10 + 29.99 = 60
    const earlierTie = submission('60, earlier', 30, 60, 1000); // 25 + 15 + 20 = 60
    const laterTie = submission('60, later', 30, 60, 1000);
    const last = submission('last', 0, 10, 0);
    expect(new Set([fasterTie.score, earlierTie.score, laterTie.score])).toEqual(new Set([60]));

    await submitAt(`${day}T01:00:00Z`, last);
    await submitAt(`${day}T02:00:00Z`, earlierTie);
    await submitAt(`${day}T03:00:00Z`, laterTie);
    await submitAt(`${day}T04:00:00Z`, second);
    await submitAt(`${day}T05:00:00Z`, fasterTie);
    await submitAt(`${day}T06:00:00Z`, best);
    const names = (await todayAt(`${day}T12:00:00Z`)).map((entry) => entry.name);
    expect(names).toEqual(['best', 'second', '60, faster', '60, earlier', '60, later', 'last']);
  });

  it(`returns at most the top ${LEADERBOARD_SIZE}, with exactly the entry's fields`, async () => {
    const now = new Date('2030-05-05T10:00:00Z');
    for (let hits = 1; hits <= LEADERBOARD_SIZE + 5; hits++) {
      await addEntry({
        db: api.db,
        submission: submission(`player ${hits}`, 2 * hits, 2 * hits, 1000), // score 70 + hits
        now: new Date(now.getTime() + hits),
      });
    }
    const list = await todayAt(now.toISOString());
    expect(list).toHaveLength(LEADERBOARD_SIZE);
    expect(list[0]?.name).toBe(`player ${LEADERBOARD_SIZE + 5}`);
    expect(list.at(-1)?.name).toBe('player 6');
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(entryFields);
    expect(await listDay({ db: api.db, now, limit: 3 })).toHaveLength(3);
  });
});
