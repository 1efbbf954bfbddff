import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_DETAILS } from '../geoip/geoip.ts';
import { createTestApi, fromAddress } from '../test/test-api.ts';
import type { IpAnswer } from './ip.ts';

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
    return (await response.json()) as IpAnswer;
  };

  it.each([
    ['a direct IPv4 caller', '203.0.113.9', undefined, '203.0.113.9'],
    ['a direct IPv6 caller', '2001:db8::42', undefined, '2001:db8::42'],
    ['an IPv4-mapped caller, as plain IPv4', '::ffff:203.0.113.9', undefined, '203.0.113.9'],
    ['X-Forwarded-For ignored without trusted proxies', '10.0.0.1', '198.51.100.4', '10.0.0.1'],
  ])('gives %s its own address', async (_case, peer, forwardedFor, expected) => {
    expect(await ipOf(direct, peer, forwardedFor)).toMatchObject({ ip: expected });
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
    expect(await ipOf(proxied, peer, forwardedFor)).toMatchObject({ ip: expected });
  });

  it('enriches a public address from the local databases', async () => {
    expect(await ipOf(direct, '8.8.8.8')).toEqual({
      ip: '8.8.8.8',
      version: 4,
      city: 'Mountain View',
      region: 'California',
      countryCode: 'US',
      asn: 15169,
      org: 'Google LLC',
      alternates: {},
    });
    expect(await ipOf(direct, '2001:4860:4860::8888')).toMatchObject({ version: 6, asn: 15169 });
  });

  it('gives a private address nulls, not a guess', async () => {
    expect(await ipOf(direct, '192.168.1.20')).toEqual({
      ip: '192.168.1.20',
      version: 4,
      ...NO_DETAILS,
      alternates: {},
    });
  });

  it('still answers the address when the databases cannot be read', async () => {
    const broken = await createTestApi(
      {},
      { geoIp: { lookup: () => Promise.reject(new Error('disk gone')) } },
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await ipOf(broken, '8.8.8.8')).toEqual({
        ip: '8.8.8.8',
        version: 4,
        ...NO_DETAILS,
        alternates: {},
      });
      expect(quiet).toHaveBeenCalledWith('[ip] GeoIP lookup failed', expect.any(Error));
    } finally {
      quiet.mockRestore();
      await broken.close();
    }
  });

  it('does not read the databases with GEOIP=off', async () => {
    const off = await createTestApi({ GEOIP: 'off' });
    try {
      expect(await ipOf(off, '8.8.8.8')).toEqual({
        ip: '8.8.8.8',
        version: 4,
        ...NO_DETAILS,
        alternates: {},
      });
    } finally {
      await off.close();
    }
  });

  it('names the single-family origins and lets the site read them cross-origin', async () => {
    const dual = await createTestApi({
      PUBLIC_ORIGIN: 'https://toolbox.example',
      IPV4_ORIGIN: 'https://ipv4.toolbox.example/',
      IPV6_ORIGIN: 'https://ipv6.toolbox.example',
    });
    try {
      const response = await dual.app.request(
        '/api/ip',
        { headers: { origin: 'https://toolbox.example' } },
        fromAddress('203.0.113.9'),
      );
      expect(response.headers.get('access-control-allow-origin')).toBe('https://toolbox.example');
      expect(response.headers.get('vary')).toContain('Origin');
      expect(((await response.json()) as IpAnswer).alternates).toEqual({
        ipv4: 'https://ipv4.toolbox.example/api/ip',
        ipv6: 'https://ipv6.toolbox.example/api/ip',
      });
      const foreign = await dual.app.request(
        '/api/ip',
        { headers: { origin: 'https://evil.example' } },
        fromAddress('203.0.113.9'),
      );
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await dual.close();
    }
  });

  it('answers 500 INTERNAL with a clear message when the address is unknown', async () => {
    const response = await direct.app.request('/api/ip');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Could not determine your address', code: 'INTERNAL' });
  });
});
