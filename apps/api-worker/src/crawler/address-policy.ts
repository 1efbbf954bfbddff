import ipaddr from 'ipaddr.js';

export type AddressVerdict = { isPublic: true } | { isPublic: false; reason: string };

/** Cloud metadata endpoints, named so a refusal says what was hit (their ranges are refused anyway). */
const metadataAddresses = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192']);

/** NAT64 well-known prefix (RFC 6052): the last 32 bits are an IPv4 address, checked as such. */
const nat64WellKnown = ipaddr.parseCIDR('64:ff9b::/96');
/** Global unicast (RFC 4291): every public IPv6 address is in it. */
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/**
 * Whether the crawler may connect to `address` (an IP literal). Allow-list logic: an IPv4 address
 * must be in no special range of ipaddr.js (loopback, private, link-local, CGNAT, unspecified,
 * multicast, broadcast, reserved and documentation ranges...); an IPv6 address must be global
 * unicast (2000::/3) and in no special range. IPv4-mapped, IPv4-translated and NAT64 well-known
 * forms are judged by the IPv4 address they carry; 6to4, Teredo and local-use NAT64 are refused.
 */
export function checkAddress(address: string): AddressVerdict {
  const literal = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(literal)) return { isPublic: false, reason: `not an IP address: ${address}` };
  const parsed = ipaddr.parse(literal);
  const normalised = parsed.toString();
  if (metadataAddresses.has(normalised)) return { isPublic: false, reason: 'a cloud metadata address' };

  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? { isPublic: true } : { isPublic: false, reason: describeRange(range) };
  }

  const ipv6 = parsed as ipaddr.IPv6;
  const range = ipv6.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return checkEmbeddedIpv4(ipv6, 'IPv4-mapped');
  if (range === 'rfc6052' && ipv6.match(nat64WellKnown)) return checkEmbeddedIpv4(ipv6, 'NAT64');
  if (!ipv6.match(globalUnicast)) {
    return {
      isPublic: false,
      reason: range === 'unicast' ? 'an address outside global unicast' : describeRange(range),
    };
  }
  return range === 'unicast' ? { isPublic: true } : { isPublic: false, reason: describeRange(range) };
}

function checkEmbeddedIpv4(ipv6: ipaddr.IPv6, form: string): AddressVerdict {
  const bytes = ipv6.toByteArray().slice(-4);
  const embedded = new ipaddr.IPv4(bytes).toString();
  const verdict = checkAddress(embedded);
  return verdict.isPublic
    ? verdict
    : { isPublic: false, reason: `the ${form} form of ${embedded}, ${verdict.reason}` };
}

const rangeNames: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a shared (CGNAT) address',
  private: 'a private (RFC 1918) address',
  reserved: 'a reserved address',
  uniqueLocal: 'a unique local (ULA) address',
  deprecatedSiteLocal: 'a site-local address',
  rfc6052: 'a local-use NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
  discard: 'a discard-only address',
};

function describeRange(range: string): string {
  return rangeNames[range] ?? `a special-purpose address (${range})`;
}
