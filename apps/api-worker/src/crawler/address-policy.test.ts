import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-policy.ts';

describe('checkAddress', () => {
  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['2606:4700:4700::1111'],
    ['2001:4860:4860::8888'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
  ])('allows the public address %s', (address) => {
    expect(checkAddress(address)).toEqual({ isPublic: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'ULA'],
    ['fd00::1', 'ULA'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'site-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::7f00:1', 'outside global unicast'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b:1::a00:1', 'NAT64'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
  ])('refuses %s (%s)', (address, reason) => {
    const verdict = checkAddress(address);
    expect(verdict.isPublic).toBe(false);
    expect(verdict.isPublic ? '' : verdict.reason).toContain(reason);
  });

  it('accepts bracketed IPv6 literals and refuses what is not an address', () => {
    expect(checkAddress('[::1]').isPublic).toBe(false);
    expect(checkAddress('example.com')).toEqual({
      isPublic: false,
      reason: 'not an IP address: example.com',
    });
  });
});
