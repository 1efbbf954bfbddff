import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeScore } from '../leaderboard/score.ts';
import { addEntry, LEADERBOARD_SIZE, type LeaderboardEntry, listDay } from '../leaderboard/store.ts';
import { rateLimitRules } from '../rate-limit.ts';
import { createTestApi, fromAddress } from '../test/test-api.ts';
import { leaderboardRoutes } from './leaderboard.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

const valid = { name: 'Bunny 123', score: 118, avgMs: 400, hits: 45, attempts: 50 };
const entryFields = ['attempts', 'avgMs', 'hits', 'id', 'name', 'score'];

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

function submission(name: string, hits: number, attempts: number, avgMs: number) {
  return { name, hits, attempts, avgMs, score: computeScore({ hits, attempts, avgMs }) };
}

describe('POST /api/leaderboard', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('stores a plausible score and answers 201 with the entry', async () => {
    const response = await post(api.app, { ...valid, name: '  Bunny \t 123 ' });
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
    const response = await post(api.app, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error).toEqual({ error: expect.stringContaining(message), code: 'BAD_REQUEST' });
  });

  it('stores nothing it refuses', async () => {
    const before = (await api.db.query.leaderboardEntries.findMany()).length;
    await post(api.app, { ...valid, score: 1 });
    expect(await api.db.query.leaderboardEntries.findMany()).toHaveLength(before);
  });

  it('limits writes per client with 429 and Retry-After, other clients unaffected', async () => {
    const client = fromAddress('203.0.113.77');
    const { limit } = rateLimitRules.leaderboardWrite;
    for (let index = 0; index < limit; index++) {
      expect((await post(api.app, { ...valid, name: `burst ${index}` }, client)).status).toBe(201);
    }
    const refused = await post(api.app, valid, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMIT' });
    expect((await post(api.app, valid, fromAddress('203.0.113.78'))).status).toBe(201);
  });

  it('counts refused submissions against the limit too', async () => {
    const client = fromAddress('203.0.113.79');
    for (let index = 0; index < rateLimitRules.leaderboardWrite.limit; index++) {
      expect((await post(api.app, { ...valid, score: 0 }, client)).status).toBe(400);
    }
    expect((await post(api.app, valid, client)).status).toBe(429);
  });

  it('answers reads with no-store', async () => {
    const response = await api.app.request('/api/leaderboard/today');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/leaderboard/today', () => {
  let api: TestApi;
  let clock: Date;
  let app: Hono;
  beforeAll(async () => {
    api = await createTestApi();
    // The route module with an injected clock; only success paths go through it (no error handler).
    app = new Hono().basePath('/api').route('/', leaderboardRoutes(api.deps, { now: () => clock }));
  });
  afterAll(() => api.close());

  const submitAt = async (iso: string, body: ReturnType<typeof submission>) => {
    clock = new Date(iso);
    const response = await post(app, body);
    expect(response.status).toBe(201);
    return (await response.json()) as LeaderboardEntry;
  };
  const todayAt = async (iso: string) => {
    clock = new Date(iso);
    return (await (await app.request('/api/leaderboard/today')).json()) as LeaderboardEntry[];
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
