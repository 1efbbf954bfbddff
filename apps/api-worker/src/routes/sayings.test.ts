import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayings } from '../db/schema.ts';
import { sayingsSeed, seedSayings } from '../sayings/seed.ts';
import { createTestApi } from '../test/test-api.ts';

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
  await seedSayings(api.db);
});
afterAll(() => api.close());

const random = async (query = '') => api.app.request(`/api/sayings/random${query}`);

describe('sayings seed', () => {
  it('has a few dozen distinct, short sayings per locale', () => {
    for (const list of Object.values(sayingsSeed)) {
      expect(list.length).toBeGreaterThanOrEqual(24);
      expect(new Set(list).size).toBe(list.length);
      for (const text of list) expect(text.length).toBeLessThanOrEqual(80);
    }
    expect(sayingsSeed.zh.every((text) => /\p{Script=Han}/u.test(text))).toBe(true);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const total = async () => (await api.db.select({ n: count() }).from(sayings))[0]?.n;
    const before = await total();
    expect(before).toBe(sayingsSeed.en.length + sayingsSeed.zh.length);
    await seedSayings(api.db);
    await Promise.all([seedSayings(api.db), seedSayings(api.db)]);
    expect(await total()).toBe(before);
  });
});

describe('GET /api/sayings/random', () => {
  it.each([
    ['en by default', '', 'en'],
    ['en', '?locale=en', 'en'],
    ['zh', '?locale=zh', 'zh'],
  ])('answers a seeded saying in %s, varying between calls', async (_case, query, locale) => {
    const seen = new Set<string>();
    for (let index = 0; index < 40; index++) {
      const response = await random(query);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { text: string; locale: string };
      expect(Object.keys(body).sort()).toEqual(['locale', 'text']);
      expect(body.locale).toBe(locale);
      expect(sayingsSeed[locale as 'en' | 'zh']).toContain(body.text);
      seen.add(body.text);
    }
    // 40 draws from 36: the chance of fewer than 5 distinct texts is negligible (< 1e-30).
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it.each(['fr', 'EN', 'zh-CN', ''])('refuses locale %j with 400 BAD_REQUEST', async (locale) => {
    const response = await random(`?locale=${encodeURIComponent(locale)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'locale must be one of en, zh', code: 'BAD_REQUEST' });
  });

  it('answers no-store so every card can get a new one', async () => {
    expect((await random()).headers.get('cache-control')).toBe('no-store');
  });
});
