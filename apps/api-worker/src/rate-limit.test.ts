import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './db/client.ts';
import { rateLimits } from './db/schema.ts';
import {
  hitRateLimit,
  RATE_LIMIT_RETENTION_MS,
  rateLimit,
  rateLimitClient,
  rateLimitRules,
} from './rate-limit.ts';
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

describe('rateLimitClient', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '::/64'],
    [undefined, 'unknown'],
    ['not an address', 'unknown'],
  ])('%s counts as %s', (address, client) => {
    expect(rateLimitClient(address)).toBe(client);
  });
});

describe('pruning', () => {
  it('keeps rows longer than any rule window', () => {
    for (const rule of Object.values(rateLimitRules))
      expect(rule.windowMs).toBeLessThan(RATE_LIMIT_RETENTION_MS);
  });

  it('deletes every client row past the retention when a new window opens, and keeps recent ones', async () => {
    const now = new Date('2026-11-23T12:00:30.000Z');
    const ago = (ms: number) => new Date(Math.floor((now.getTime() - ms) / 60_000) * 60_000);
    await database.db.insert(rateLimits).values([
      { key: 'prune:203.0.113.1', windowStart: ago(RATE_LIMIT_RETENTION_MS + 60_000), count: 5 },
      { key: 'other:2001:db8::/64', windowStart: ago(RATE_LIMIT_RETENTION_MS + 120_000), count: 2 },
      { key: 'prune:203.0.113.2', windowStart: ago(5 * 60_000), count: 1 },
    ]);
    await hitRateLimit({ db: database.db, rule: { ...rule, bucket: 'prune' }, client: '203.0.113.9', now });
    const keys = (await database.db.query.rateLimits.findMany()).map((row) => row.key);
    expect(keys).not.toContain('prune:203.0.113.1');
    expect(keys).not.toContain('other:2001:db8::/64');
    expect(keys).toContain('prune:203.0.113.2');
    expect(keys).toContain('prune:203.0.113.9');
  });
});

describe('rateLimit middleware', () => {
  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const app = new Hono();
    let address = '';
    app.use(
      '*',
      rateLimit({
        db: database.db,
        rule: { bucket: 'v6', limit: 2, windowMs: 60_000 },
        getClient: () => address,
      }),
    );
    app.get('/', (c) => c.text('ok'));
    const statuses = [];
    for (const next of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3', '2001:db8:5:7::1']) {
      address = next;
      statuses.push((await app.request('/')).status);
    }
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

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
