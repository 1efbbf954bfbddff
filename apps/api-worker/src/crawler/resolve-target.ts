import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { ApiError } from '../errors.ts';
import { checkAddress } from './address-policy.ts';
import { bareHostname, effectivePort } from './url-policy.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as `dns.promises.lookup(host, { all: true })` returns them. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * Test-only permission to reach loopback fixture servers, as `address:port` entries
 * (`127.0.0.1:41234`, `[::1]:41234`). Only loopback addresses can be allowed this way, and only on
 * the named port: a private, link-local or metadata address stays refused.
 */
export type AllowedTestTargets = ReadonlySet<string>;

export function targetKey(address: string, port: number): string {
  const parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  return parsed.kind() === 'ipv6' ? `[${parsed.toString()}]:${port}` : `${parsed.toString()}:${port}`;
}

/**
 * Resolves the URL's host (an IP literal is taken as it is, without DNS) and refuses it unless
 * every address is public: one private answer among public ones is enough to refuse, since the
 * connection could otherwise be steered to it. Returns the first address, which the caller must
 * connect to (not the host name again), so a DNS answer that changes in between cannot slip through.
 */
export async function resolveTarget({
  url,
  lookup = systemLookup,
  allowedTestTargets = new Set(),
}: {
  url: URL;
  lookup?: LookupAll;
  allowedTestTargets?: AllowedTestTargets;
}): Promise<ResolvedAddress> {
  const hostname = bareHostname(url);
  const isLiteral = ipaddr.isValid(hostname);
  let addresses: ResolvedAddress[];
  if (isLiteral) {
    addresses = [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new ApiError('UPSTREAM_ERROR', `Could not resolve ${hostname}`);
  }

  const port = effectivePort(url);
  for (const { address } of addresses) {
    const verdict = checkAddress(address);
    if (verdict.isPublic || isAllowedTestTarget(address, port, allowedTestTargets)) continue;
    const where = isLiteral ? `it is ${verdict.reason}` : `it resolves to ${address}, ${verdict.reason}`;
    throw new ApiError('FORBIDDEN_ADDRESS', `Refused to crawl ${hostname}: ${where}`);
  }
  return addresses[0] as ResolvedAddress;
}

function isAllowedTestTarget(address: string, port: number, allowed: AllowedTestTargets): boolean {
  if (allowed.size === 0 || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback' && allowed.has(targetKey(parsed.toString(), port));
}
