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
    expect(parseEnv({ PORT: '8080', HOST: '0.0.0.0' })).toMatchObject({ PORT: 8080, HOST: '0.0.0.0' });
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
  ])('names the bad variable in %j', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });
});
