import { z } from 'zod';

/**
 * Every environment variable the service reads, parsed once at start-up. A bad value stops the
 * process with a message that names it (epic-stack `env.server.ts`). README § Configuration
 * lists the same variables; keep the two in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin used in canonical links and the sitemap; defaults to the request's own origin. */
  PUBLIC_ORIGIN: z.url().optional(),
  AI_PROVIDER: z.enum(['offline', 'openai']).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Web crawler: total time for one crawl (DNS, redirects, body); body bytes read (5 MiB). */
  CRAWLER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CRAWLER_MAX_BYTES: z.coerce.number().int().min(1024).max(52_428_800).default(5_242_880),
  /** PlantUML: local command (`off` to never run one), server to proxy to, render time limit. */
  PLANTUML_COMMAND: z.string().min(1).default('plantuml'),
  PLANTUML_SERVER_URL: z.url().optional(),
  PLANTUML_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export type Env = z.infer<typeof envSchema> & { AI_PROVIDER: 'offline' | 'openai' };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses `source` (normally `process.env`); throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const provider = env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? 'openai' : 'offline');
  if (provider === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new EnvError(
      'Invalid environment configuration:\n  OPENAI_API_KEY: required when AI_PROVIDER=openai (or set OPENAI_BASE_URL for a keyless local server)',
    );
  }
  return { ...env, AI_PROVIDER: provider };
}
