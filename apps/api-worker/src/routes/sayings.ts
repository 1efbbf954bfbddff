import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { sayings } from '../db/schema.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { sayingLocales } from '../sayings/seed.ts';

const querySchema = z.object({
  locale: z.enum(sayingLocales, { error: `locale must be one of ${sayingLocales.join(', ')}` }).default('en'),
});

/** `GET /sayings/random?locale=en|zh`: one saying at random for a drawn card, `{ text, locale }`. */
export function sayingsRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.get('/sayings/random', async (c) => {
    const query = querySchema.safeParse({ locale: c.req.query('locale') });
    if (!query.success) throw new ApiError('BAD_REQUEST', query.error.issues[0]?.message ?? 'Bad locale');
    const { locale } = query.data;
    // A few dozen rows per locale: sorting them randomly is cheaper than anything cleverer.
    const [saying] = await deps.db
      .select({ text: sayings.text, locale: sayings.locale })
      .from(sayings)
      .where(eq(sayings.locale, locale))
      .orderBy(sql`random()`)
      .limit(1);
    if (!saying) throw new ApiError('NOT_FOUND', `No sayings for locale ${locale}`);
    return c.json(saying);
  });
  return app;
}
