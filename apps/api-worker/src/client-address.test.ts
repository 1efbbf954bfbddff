import { describe, expect, it } from 'vitest';
import { isTrusted, normaliseAddress, resolveClientAddress } from './client-address.ts';

describe('normaliseAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['[::1]', '::1'],
    [' 2001:db8::1 ', '2001:db8::1'],
    ['not an ip', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });
});

describe('isTrusted', () => {
  it('matches exact addresses and CIDR ranges of the same family', () => {
    expect(isTrusted('10.0.0.1', ['10.0.0.1'])).toBe(true);
    expect(isTrusted('10.0.0.7', ['10.0.0.0/24'])).toBe(true);
    expect(isTrusted('10.0.1.7', ['10.0.0.0/24'])).toBe(false);
    expect(isTrusted('::1', ['10.0.0.0/8'])).toBe(false);
    expect(isTrusted('::1', ['::1'])).toBe(true);
    expect(isTrusted('1.2.3.4', ['garbage'])).toBe(false);
  });
});

describe('resolveClientAddress', () => {
  const trustedProxies = ['10.0.0.1', '10.0.0.0/30'];

  it('uses the peer address when there is no proxy', () => {
    expect(resolveClientAddress({ peer: '203.0.113.5', forwardedFor: undefined, trustedProxies })).toBe(
      '203.0.113.5',
    );
  });

  it('ignores X-Forwarded-For from an untrusted peer (a client cannot spoof its address)', () => {
    expect(resolveClientAddress({ peer: '203.0.113.5', forwardedFor: '1.1.1.1', trustedProxies })).toBe(
      '203.0.113.5',
    );
  });

  it('takes the right-most untrusted hop behind trusted proxies', () => {
    expect(
      resolveClientAddress({
        peer: '10.0.0.1',
        forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.2',
        trustedProxies,
      }),
    ).toBe('198.51.100.7');
  });

  it('normalises IPv4-mapped peers before checking trust', () => {
    expect(
      resolveClientAddress({ peer: '::ffff:10.0.0.1', forwardedFor: '198.51.100.7', trustedProxies }),
    ).toBe('198.51.100.7');
  });

  it('falls back to the peer when the header has no valid address', () => {
    expect(resolveClientAddress({ peer: '10.0.0.1', forwardedFor: 'junk', trustedProxies })).toBe('10.0.0.1');
  });
});
