import { describe, expect, it, vi } from 'vitest';
import { GOOGLE_DNS as google } from './fixtures';
import {
  countryName,
  fetchIpInfo,
  IP_PATH,
  ispLabel,
  lookupVisitor,
  parseIpInfo,
  RETRY_DELAYS_MS,
} from './lookup';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const instant = () => Promise.resolve();

describe('parseIpInfo', () => {
  it('keeps a full answer', () => {
    expect(parseIpInfo(google)).toEqual(google);
  });

  it('turns missing, blank or malformed details into null (the tile shows a dash)', () => {
    expect(
      parseIpInfo({ ip: '2001:db8::1', city: '', region: 7, countryCode: 'usa', asn: -1, org: null }),
    ).toEqual({
      ip: '2001:db8::1',
      version: 6,
      city: null,
      region: null,
      countryCode: null,
      asn: null,
      org: null,
      alternates: {},
    });
  });

  it.each([null, 'text', {}, { ip: 42 }, { ip: '<script>' }])('refuses %j', (body) => {
    expect(() => parseIpInfo(body)).toThrow();
  });
});

describe('fetchIpInfo (three attempts, waits of 300 then 600 ms)', () => {
  it('asks our own endpoint without caching', async () => {
    const fetchImpl = vi.fn(async () => json(google));
    await expect(fetchIpInfo(IP_PATH, { fetch: fetchImpl })).resolves.toEqual(google);
    expect(fetchImpl).toHaveBeenCalledWith('/api/ip', expect.objectContaining({ cache: 'no-store' }));
  });

  it('retries twice with the spec waits, then answers', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(json({ error: 'x' }, 500))
      .mockResolvedValueOnce(json(google));
    const wait = vi.fn((_ms: number) => instant());
    await expect(fetchIpInfo(IP_PATH, { fetch: fetchImpl, wait })).resolves.toEqual(google);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS).toEqual([300, 600]);
  });

  it('fails after the third attempt', async () => {
    const fetchImpl = vi.fn(async () => json({ error: 'down' }, 503));
    await expect(fetchIpInfo(IP_PATH, { fetch: fetchImpl, wait: instant })).rejects.toThrow('HTTP 503');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      fetchIpInfo(IP_PATH, { fetch: fetchImpl, signal: controller.signal, wait: instant }),
    ).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('lookupVisitor', () => {
  const dual = {
    ...google,
    alternates: { ipv4: 'https://v4.example/api/ip', ipv6: 'https://v6.example/api/ip' },
  };
  const v6 = { ...google, ip: '2001:4860:4860::8888', version: 6 as const, city: 'Montreal' };

  it("gives only this connection's address when the site names no single-family origins", async () => {
    const fetchImpl = vi.fn(async () => json(google));
    expect(await lookupVisitor({ fetch: fetchImpl })).toEqual({ primary: google });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("asks the other family's origin and shows both addresses", async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).startsWith('https://v6') ? json(v6) : json(dual),
    );
    const result = await lookupVisitor({ fetch: fetchImpl as typeof fetch });
    expect(result.primary.ip).toBe('8.8.8.8');
    expect(result.other).toMatchObject({ ip: '2001:4860:4860::8888', version: 6 });
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/ip',
      'https://v6.example/api/ip',
    ]);
  });

  it('says "no address in that family" when the other origin cannot be reached, once, without failing', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      if (String(url).startsWith('https://v6')) throw new TypeError('Failed to fetch');
      return json(dual);
    });
    expect(await lookupVisitor({ fetch: fetchImpl as typeof fetch, wait: instant })).toEqual({
      primary: parseIpInfo(dual),
      other: null,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not show the same family twice', async () => {
    const fetchImpl = vi.fn(async () => json(dual));
    expect((await lookupVisitor({ fetch: fetchImpl })).other).toBeNull();
  });
});

describe('tiles', () => {
  it.each([
    [{ org: 'Google LLC', asn: 15169 }, 'Google LLC (AS15169)'],
    [{ org: 'Google LLC', asn: null }, 'Google LLC'],
    [{ org: null, asn: 15169 }, 'AS15169'],
    [{ org: null, asn: null }, null],
  ])('ISP of %j is %s', (info, label) => {
    expect(ispLabel(info)).toBe(label);
  });

  it('names the country in the page language', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('CN', 'zh')).toBe('中国');
    expect(countryName(null, 'en')).toBeNull();
  });
});
