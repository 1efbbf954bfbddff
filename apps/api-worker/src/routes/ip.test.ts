import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, fromAddress } from '../test/test-api.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

describe('GET /api/ip', () => {
  let direct: TestApi;
  let proxied: TestApi;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      createTestApi(),
      createTestApi({ TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16' }),
    ]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  const ipOf = async (api: TestApi, address: string, forwardedFor?: string) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
    const response = await api.app.request('/api/ip', { headers }, fromAddress(address));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as { ip: string };
  };

  it.each([
    ['a direct IPv4 caller', '203.0.113.9', undefined, '203.0.113.9'],
    ['a direct IPv6 caller', '2001:db8::42', undefined, '2001:db8::42'],
    ['an IPv4-mapped caller, as plain IPv4', '::ffff:203.0.113.9', undefined, '203.0.113.9'],
    ['X-Forwarded-For ignored without trusted proxies', '10.0.0.1', '198.51.100.4', '10.0.0.1'],
  ])('gives %s its own address', async (_case, peer, forwardedFor, expected) => {
    expect(await ipOf(direct, peer, forwardedFor)).toEqual({ ip: expected });
  });

  it.each([
    ['from a trusted proxy', '10.0.0.1', '198.51.100.4', '198.51.100.4'],
    ['from a proxy in a trusted range', '10.1.2.3', '198.51.100.5', '198.51.100.5'],
    [
      'the right-most untrusted hop (the left part is client-claimed)',
      '10.0.0.1',
      '6.6.6.6, 198.51.100.6, 10.1.0.9',
      '198.51.100.6',
    ],
    ['not from an untrusted peer (no spoofing)', '203.0.113.10', '198.51.100.7', '203.0.113.10'],
    ['not when the header holds no address', '10.0.0.1', 'unknown', '10.0.0.1'],
  ])('honours X-Forwarded-For only %s', async (_case, peer, forwardedFor, expected) => {
    expect(await ipOf(proxied, peer, forwardedFor)).toEqual({ ip: expected });
  });

  it('answers 500 INTERNAL with a clear message when the address is unknown', async () => {
    const response = await direct.app.request('/api/ip');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Could not determine your address', code: 'INTERNAL' });
  });
});
