import type { IpInfo } from './lookup';

/** An answer of `/api/ip` for Google's public resolver, with every detail (tests and stories). */
export const GOOGLE_DNS: IpInfo = {
  ip: '8.8.8.8',
  version: 4,
  city: 'Mountain View',
  region: 'California',
  countryCode: 'US',
  asn: 15169,
  org: 'Google LLC',
  alternates: {},
};
