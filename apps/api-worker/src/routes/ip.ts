import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { type GeoDetails, NO_DETAILS } from '../geoip/geoip.ts';

/** The answer of `GET /ip` (CONTEXT.md § IP). */
export interface IpAnswer extends GeoDetails {
  ip: string;
  version: 4 | 6;
  /**
   * `/api/ip` on origins reachable over one address family only (IPV4_ORIGIN, IPV6_ORIGIN), when
   * configured: a page asks the other family's one to show both of a dual-stack visitor's addresses.
   */
  alternates: { ipv4?: string; ipv6?: string };
}

/**
 * `GET /ip`: the caller's own address and what the local GeoIP databases say about it, so the IP
 * tool works without a third party. Behind a proxy the address is the forwarded one only when the
 * proxy is in TRUSTED_PROXIES (see client-address.ts). Pages of the allowed origins may read it
 * cross-origin (the single-family origins are other origins of the same service).
 */
export function ipRoutes(deps: ApiDeps) {
  const app = new Hono();
  const allowedOrigins = new Set(deps.env.ALLOWED_ORIGINS);
  const alternates: IpAnswer['alternates'] = {};
  if (deps.env.IPV4_ORIGIN) alternates.ipv4 = `${deps.env.IPV4_ORIGIN}/api/ip`;
  if (deps.env.IPV6_ORIGIN) alternates.ipv6 = `${deps.env.IPV6_ORIGIN}/api/ip`;

  app.get('/ip', async (c) => {
    const ip = deps.clientAddress(c);
    if (!ip) throw new ApiError('INTERNAL', 'Could not determine your address');
    let details = NO_DETAILS;
    try {
      details = await deps.geoIp.lookup(ip);
    } catch (error) {
      // The address alone is still the answer the visitor came for; the tiles show dashes.
      console.error('[ip] GeoIP lookup failed', error);
    }
    const origin = c.req.header('origin');
    if (origin && allowedOrigins.has(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    c.header('Cache-Control', 'no-store');
    const answer: IpAnswer = { ip, version: ip.includes(':') ? 6 : 4, ...details, alternates };
    return c.json(answer);
  });
  return app;
}
