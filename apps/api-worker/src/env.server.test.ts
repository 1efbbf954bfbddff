import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      AI_PROVIDER: 'offline',
      PGLITE_DIR: '.data/pglite',
      TRUSTED_PROXIES: [],
    });
  });

  it('reads PORT and HOST', () => {
    expect(
      parseEnv({ PORT: '8080', HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://toolbox.example' }),
    ).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
    });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
  });

  it('picks the openai provider when a key is set', () => {
    expect(parseEnv({ OPENAI_API_KEY: 'sk-test' }).AI_PROVIDER).toBe('openai');
  });

  it('splits trusted proxies', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.1, ::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.1', '::1']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ PUBLIC_ORIGIN: 'toolbox.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://toolbox.example/tools' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://toolbox.example/?x=1' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://user@toolbox.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'ftp://toolbox.example' }, 'PUBLIC_ORIGIN'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, nope' }, 'ALLOWED_ORIGINS'],
    [{ IPV4_ORIGIN: 'ipv4.toolbox.example' }, 'IPV4_ORIGIN'],
    [{ IPV6_ORIGIN: 'https://ipv6.toolbox.example/api' }, 'IPV6_ORIGIN'],
    [{ IPV6_ORIGIN: 'http://[::1]:3000' }, 'IPV6_ORIGIN'],
    [{ GEOIP: 'maybe' }, 'GEOIP'],
  ])('names the bad variable in %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  describe('origin policy (CONTEXT.md § Origin policy)', () => {
    it('requires PUBLIC_ORIGIN in production, whatever the HOST', () => {
      expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required in production/);
      expect(() => parseEnv({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toThrow(EnvError);
    });

    it('requires PUBLIC_ORIGIN when HOST listens beyond loopback', () => {
      expect(() => parseEnv({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_ORIGIN: required when HOST/);
    });

    it('normalises PUBLIC_ORIGIN to an origin and allows it alone', () => {
      const env = parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://Toolbox.Example/' });
      expect(env.PUBLIC_ORIGIN).toBe('https://toolbox.example');
      expect(env.ALLOWED_ORIGINS).toEqual(['https://toolbox.example']);
    });

    it('adds ALLOWED_ORIGINS', () => {
      const env = parseEnv({
        PUBLIC_ORIGIN: 'https://toolbox.example',
        ALLOWED_ORIGINS: 'https://embed.example, http://localhost:5173',
      });
      expect(env.ALLOWED_ORIGINS).toEqual([
        'https://toolbox.example',
        'https://embed.example',
        'http://localhost:5173',
      ]);
    });

    it('stands in a loopback HOST outside production, with its loopback names', () => {
      const env = parseEnv({ PORT: '4000' });
      expect(env.PUBLIC_ORIGIN).toBe('http://127.0.0.1:4000');
      expect(env.ALLOWED_ORIGINS).toEqual([
        'http://127.0.0.1:4000',
        'http://localhost:4000',
        'http://[::1]:4000',
      ]);
      expect(parseEnv({ HOST: '::1' }).PUBLIC_ORIGIN).toBe('http://[::1]:3000');
    });
  });
});
