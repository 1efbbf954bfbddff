import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './db/client.ts';
import { hitRateLimit, rateLimit } from './rate-limit.ts';
import { openTestDatabase } from './test/test-api.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { bucket: 'test', limit: 3, windowMs: 60_000 };

describe('hitRateLimit', () => {
  it('allows up to the limit in one window, then refuses with the seconds left', async () => {
    const now = new Date('2026-11-22T10:00:15.000Z');
    const results = [];
    for (let index = 0; index < 4; index++) {
      results.push(await hitRateLimit({ db: database.db, rule, client: '198.51.100.1', now }));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 45 });
  });

  it('counts clients separately', async () => {
    const now = new Date('2026-11-22T10:00:15.000Z');
    expect((await hitRateLimit({ db: database.db, rule, client: '198.51.100.2', now })).count).toBe(1);
  });

  it('starts again in the next window and drops the old one', async () => {
    const later = new Date('2026-11-22T10:01:01.000Z');
    expect(await hitRateLimit({ db: database.db, rule, client: '198.51.100.1', now: later })).toMatchObject({
      allowed: true,
      count: 1,
    });
    const rows = await database.db.query.rateLimits.findMany();
    expect(rows.filter((row) => row.key === 'test:198.51.100.1')).toHaveLength(1);
  });

  it('counts concurrent requests exactly', async () => {
    const now = new Date('2026-11-22T11:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit({ db: database.db, rule: { ...rule, limit: 100 }, client: 'burst', now }),
      ),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

describe('rateLimit middleware', () => {
  it('answers 429 with Retry-After and the RATE_LIMIT code', async () => {
    const app = new Hono();
    app.use(
      '*',
      rateLimit({
        db: database.db,
        rule: { bucket: 'mw', limit: 1, windowMs: 60_000 },
        getClient: () => 'x',
      }),
    );
    app.get('/', (c) => c.text('ok'));
    expect((await app.request('/')).status).toBe(200);
    const refused = await app.request('/');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: 'Too many requests, try again later.',
      code: 'RATE_LIMIT',
    });
  });
});
