import { describe, expect, it, vi } from 'vitest';
import { createGeoIp, type GeoIpFiles, installedGeoIpFiles, isPublicAddress, NO_DETAILS } from './geoip.ts';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.1.1',
    '169.254.0.1',
    '100.64.0.1',
    '203.0.113.9',
    '::1',
    'fe80::1',
    'fd00::2',
    '2001:db8::42',
    'not an address',
  ])('%s has no location', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('createGeoIp on the installed databases', () => {
  const geoIp = createGeoIp();

  it('names the city, region, country and network of public IPv4 addresses', async () => {
    expect(await geoIp.lookup('8.8.8.8')).toEqual({
      city: 'Mountain View',
      region: 'California',
      countryCode: 'US',
      asn: 15169,
      org: 'Google LLC',
    });
    expect(await geoIp.lookup('1.1.1.1')).toMatchObject({ countryCode: 'AU', asn: 13335 });
    expect(await geoIp.lookup('114.114.114.114')).toMatchObject({ countryCode: 'CN', region: 'Shandong' });
  });

  it('knows IPv6 addresses too', async () => {
    expect(await geoIp.lookup('2001:4860:4860::8888')).toMatchObject({ asn: 15169, org: 'Google LLC' });
    expect(await geoIp.lookup('2400:3200::1')).toMatchObject({ countryCode: 'CN' });
  });

  it('gives a private address no details without opening the databases', async () => {
    const files = vi.fn(installedGeoIpFiles);
    const fresh = createGeoIp(files);
    expect(await fresh.lookup('192.168.0.10')).toEqual(NO_DETAILS);
    expect(await fresh.lookup('::1')).toEqual(NO_DETAILS);
    expect(files).not.toHaveBeenCalled();
  });

  it('retries opening after a failure instead of keeping it', async () => {
    const missing: GeoIpFiles = { cityV4: '/nope', cityV6: '/nope', asnV4Numeric: '/nope', asnV6: '/nope' };
    const files = vi
      .fn<() => GeoIpFiles>()
      .mockReturnValueOnce(missing)
      .mockImplementation(installedGeoIpFiles);
    const flaky = createGeoIp(files);
    await expect(flaky.lookup('8.8.8.8')).rejects.toThrow(/ENOENT/);
    expect(await flaky.lookup('8.8.8.8')).toMatchObject({ countryCode: 'US' });
    expect(files).toHaveBeenCalledTimes(2);
  });
});
