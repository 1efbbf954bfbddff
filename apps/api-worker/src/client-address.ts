import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything unparsable → undefined. */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(trimmed)) return undefined;
  const parsed = ipaddr.parse(trimmed);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

/** Whether `address` is one of `trusted` (exact addresses or CIDR ranges). */
export function isTrusted(address: string, trusted: readonly string[]): boolean {
  const parsed = ipaddr.process(address);
  return trusted.some((entry) => {
    try {
      if (entry.includes('/')) {
        const range = ipaddr.parseCIDR(entry);
        const candidate = ipaddr.process(address);
        return candidate.kind() === range[0].kind() && candidate.match(range);
      }
      return ipaddr.process(entry).toString() === parsed.toString();
    } catch {
      return false;
    }
  });
}

/**
 * The caller's address. `X-Forwarded-For` is believed only when the direct peer is a trusted proxy;
 * then the right-most address that is not itself a trusted proxy is the client (the left part of
 * the header is whatever the client claimed).
 */
export function resolveClientAddress({
  peer,
  forwardedFor,
  trustedProxies,
}: {
  peer: string | undefined;
  forwardedFor: string | undefined;
  trustedProxies: readonly string[];
}): string | undefined {
  const direct = normaliseAddress(peer);
  if (!direct || !forwardedFor || !isTrusted(direct, trustedProxies)) return direct;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normaliseAddress(hop))
    .filter((hop): hop is string => hop !== undefined);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] as string;
    if (!isTrusted(hop, trustedProxies)) return hop;
  }
  return hops[0] ?? direct;
}

/** The client address of a request served by @hono/node-server (undefined in a bare `app.request`). */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // not behind @hono/node-server (tests, other runtimes)
  }
  return resolveClientAddress({ peer, forwardedFor: c.req.header('x-forwarded-for'), trustedProxies });
}
