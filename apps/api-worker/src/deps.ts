import type { Context } from 'hono';
import { clientAddress } from './client-address.ts';
import type { AppDatabase } from './db/client.ts';
import type { Env } from './env.server.ts';
import { createGeoIp, type GeoIp, NO_DETAILS } from './geoip/geoip.ts';

/** What every route module receives: configuration, the database and the caller's address. */
export interface ApiDeps {
  env: Env;
  db: AppDatabase;
  databaseKind: 'pglite' | 'postgres';
  /** The caller's address (X-Forwarded-For honoured only from TRUSTED_PROXIES). */
  clientAddress(c: Context): string | undefined;
  /** Where an address is (the IP tool); the local databases open on first use. */
  geoIp: GeoIp;
  /** Test-only crawler settings (loopback fixtures, fake DNS); never set outside tests. */
  crawler?: import('./crawler/crawl.ts').CrawlerTestOptions;
  /** AI overrides: a fixed model for every AI call (tests), the offline stream's pace. */
  ai?: import('./ai/model.server.ts').AiOverrides;
}

let sharedGeoIp: GeoIp | undefined;
/** One lookup per process: every API instance (tests start several) shares the opened databases. */
function installedGeoIp(): GeoIp {
  sharedGeoIp ??= createGeoIp();
  return sharedGeoIp;
}

export function createDeps({
  env,
  db,
  databaseKind,
}: {
  env: Env;
  db: AppDatabase;
  databaseKind: ApiDeps['databaseKind'];
}): ApiDeps {
  return {
    env,
    db,
    databaseKind,
    clientAddress: (c) => clientAddress(c, env.TRUSTED_PROXIES),
    geoIp: env.GEOIP === 'off' ? { lookup: async () => NO_DETAILS } : installedGeoIp(),
  };
}
