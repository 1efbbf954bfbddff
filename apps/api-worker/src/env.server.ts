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
  /**
   * The site's public origin: canonical, hreflang, sitemap and Open Graph URLs, and the one origin
   * whose pages may POST to the API. Required in production; never taken from a request's Host.
   */
  PUBLIC_ORIGIN: z.string().optional(),
  /** More origins allowed to POST to the API (comma-separated), e.g. another front-end. */
  ALLOWED_ORIGINS: z.string().default(''),
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
  /** IP tool: `off` answers the address without the local GeoIP databases (they take ~180 MB once read). */
  GEOIP: z.enum(['on', 'off']).default('on'),
  /**
   * IP tool, for dual-stack visitors: origins of this service reachable over IPv4 only and IPv6 only
   * (a host name with only an A record, one with only AAAA). The page asks both, so a visitor sees
   * both addresses. Both optional; the CSP's connect-src allows them.
   */
  IPV4_ORIGIN: z.string().optional(),
  IPV6_ORIGIN: z.string().optional(),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  'PUBLIC_ORIGIN' | 'ALLOWED_ORIGINS' | 'IPV4_ORIGIN' | 'IPV6_ORIGIN'
> & {
  /** `scheme://host[:port]` when set. */
  IPV4_ORIGIN?: string;
  IPV6_ORIGIN?: string;
  AI_PROVIDER: 'offline' | 'openai';
  /** `scheme://host[:port]`, no trailing slash. */
  PUBLIC_ORIGIN: string;
  /** Origins allowed to POST: PUBLIC_ORIGIN, its loopback aliases when defaulted, ALLOWED_ORIGINS. */
  ALLOWED_ORIGINS: string[];
};

export class EnvError extends Error {
  override name = 'EnvError';
}

function invalid(name: string, message: string): EnvError {
  return new EnvError(`Invalid environment configuration:\n  ${name}: ${message}`);
}

/**
 * `https://toolbox.example` as an origin: http(s), no user, path, query or fragment. A trailing
 * slash is dropped. Throws an EnvError naming `name` otherwise.
 */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(name, `not an absolute URL: ${value}`);
  }
  const isBare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !isBare || !/^https?:\/\/[^/]+\/?$/.test(value)) {
    throw invalid(name, `must be an http(s) origin such as https://toolbox.example, got ${value}`);
  }
  return url.origin;
}

/**
 * An origin the site's CSP can name in `connect-src`: a CSP host source cannot be an IPv6 literal
 * (browsers drop `http://[::1]` as invalid), so the IPv6-only origin must be a host name.
 */
function parseHostOrigin(name: string, value: string): string {
  const origin = parseOrigin(name, value);
  if (new URL(origin).hostname.startsWith('[')) {
    throw invalid(
      name,
      `must use a host name, not an IPv6 literal (a CSP cannot allow ${origin}), got ${value}`,
    );
  }
  return origin;
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** A loopback origin's other names on the same port (a browser may open localhost or 127.0.0.1). */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!loopbackNames.includes(url.hostname)) return [];
  return loopbackNames.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
}

/**
 * Where links point and which pages may POST (CONTEXT.md § Origin policy, decision 008): the
 * configured PUBLIC_ORIGIN, required in production. In development and tests a loopback HOST
 * stands in for it as `http://HOST:PORT`.
 */
function resolveOrigins(env: z.infer<typeof envSchema>): Pick<Env, 'PUBLIC_ORIGIN' | 'ALLOWED_ORIGINS'> {
  const extra = env.ALLOWED_ORIGINS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => parseOrigin('ALLOWED_ORIGINS', entry));
  let origin: string;
  if (env.PUBLIC_ORIGIN) origin = parseOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN);
  else if (env.NODE_ENV === 'production') {
    throw invalid(
      'PUBLIC_ORIGIN',
      'required in production: the origin visitors use, e.g. https://toolbox.example (links and the sitemap never come from the request)',
    );
  } else if (['127.0.0.1', 'localhost', '::1'].includes(env.HOST)) {
    origin = `http://${env.HOST === '::1' ? '[::1]' : env.HOST}:${env.PORT}`;
  } else {
    throw invalid(
      'PUBLIC_ORIGIN',
      `required when HOST (${env.HOST}) is not a loopback address: the origin visitors use, e.g. http://192.168.1.20:${env.PORT}`,
    );
  }
  return {
    PUBLIC_ORIGIN: origin,
    ALLOWED_ORIGINS: [...new Set([origin, ...loopbackAliases(origin), ...extra])],
  };
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
    throw invalid(
      'OPENAI_API_KEY',
      'required when AI_PROVIDER=openai (or set OPENAI_BASE_URL for a keyless local server)',
    );
  }
  const { IPV4_ORIGIN, IPV6_ORIGIN, ...rest } = env;
  return {
    ...rest,
    ...resolveOrigins(env),
    ...(IPV4_ORIGIN ? { IPV4_ORIGIN: parseHostOrigin('IPV4_ORIGIN', IPV4_ORIGIN) } : {}),
    ...(IPV6_ORIGIN ? { IPV6_ORIGIN: parseHostOrigin('IPV6_ORIGIN', IPV6_ORIGIN) } : {}),
    AI_PROVIDER: provider,
  };
}
