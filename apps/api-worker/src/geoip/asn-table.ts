/**
 * IP → autonomous system (number and organisation) from the ip-location-db `asn` CSV files:
 * `start,end,asn,organisation` per line, inclusive ranges, sorted by start and not overlapping.
 * IPv4 ranges come as numbers (`asn-ipv4-num.csv`), IPv6 ranges as addresses (`asn-ipv6.csv`; a
 * few ranges do not end on a /64 boundary, so both halves of the address are compared).
 *
 * The table is kept as typed arrays (about 412,000 IPv4 and 103,000 IPv6 rows) searched by
 * bisection, read from the files' bytes (no string of a whole file), with one organisation per ASN.
 */
import ipaddr from 'ipaddr.js';

export interface AsnRecord {
  asn: number;
  org: string | null;
}

/** One CSV line's fields: the organisation may be quoted ("Cloudflare, Inc.") with `""` for a quote. */
export function splitAsnLine(line: string): [string, string, string, string] | undefined {
  const first = line.indexOf(',');
  const second = line.indexOf(',', first + 1);
  const third = line.indexOf(',', second + 1);
  if (first < 0 || second < 0 || third < 0) return undefined;
  let org = line.slice(third + 1).trimEnd();
  if (org.startsWith('"') && org.endsWith('"') && org.length >= 2)
    org = org.slice(1, -1).replaceAll('""', '"');
  return [line.slice(0, first), line.slice(first + 1, second), line.slice(second + 1, third), org];
}

/** An IPv6 address as its high and low 64 bits. */
function ipv6Halves(address: string): [bigint, bigint] {
  const bytes = ipaddr.IPv6.parse(address).toByteArray();
  let high = 0n;
  let low = 0n;
  for (let index = 0; index < 8; index++) high = (high << 8n) | BigInt(bytes[index] as number);
  for (let index = 8; index < 16; index++) low = (low << 8n) | BigInt(bytes[index] as number);
  return [high, low];
}

const NEWLINE = 10;
const COMMA = 44;
const decoder = new TextDecoder();

/** Each line of `bytes` as [start, end) offsets, without making a string of the whole file. */
function* lineBounds(bytes: Uint8Array): Generator<[number, number]> {
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    if (end > start) yield [start, end];
    start = end + 1;
  }
}

/** A whole decimal number of ASCII digits in bytes[start, end), or NaN. */
function readNumber(bytes: Uint8Array, start: number, end: number): number {
  if (end <= start) return Number.NaN;
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = (bytes[index] as number) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The rows of one file. Fields are located by their first three commas (the organisation, last,
 * may hold more). Only the first line of each ASN has its organisation decoded: the files give
 * every ASN a single organisation (checked on the data: 91,065 ASNs, none with two).
 */
function* rows(bytes: Uint8Array, orgs: Map<number, string>) {
  for (const [start, end] of lineBounds(bytes)) {
    const first = bytes.indexOf(COMMA, start);
    const second = first < 0 ? -1 : bytes.indexOf(COMMA, first + 1);
    const third = second < 0 ? -1 : bytes.indexOf(COMMA, second + 1);
    if (third < 0 || third >= end) continue;
    const asn = readNumber(bytes, second + 1, third);
    if (Number.isNaN(asn)) continue;
    if (!orgs.has(asn)) {
      const fields = splitAsnLine(decoder.decode(bytes.subarray(start, end)));
      orgs.set(asn, fields?.[3] ?? '');
    }
    yield { start, first, second, asn };
  }
}

/** An upper bound of the rows: the number of lines. */
function countLines(bytes: Uint8Array): number {
  let lines = 1;
  for (let index = bytes.indexOf(NEWLINE); index >= 0; index = bytes.indexOf(NEWLINE, index + 1)) lines++;
  return lines;
}

const asBytes = (text: Uint8Array | string) =>
  typeof text === 'string' ? new TextEncoder().encode(text) : text;

export class AsnTable {
  readonly #v4Start: Uint32Array;
  readonly #v4End: Uint32Array;
  readonly #v4Asn: Uint32Array;
  readonly #v6StartHigh: BigUint64Array;
  readonly #v6StartLow: BigUint64Array;
  readonly #v6EndHigh: BigUint64Array;
  readonly #v6EndLow: BigUint64Array;
  readonly #v6Asn: Uint32Array;
  readonly #orgs = new Map<number, string>();

  /** `ipv4Numeric`: the `asn-ipv4-num.csv` file; `ipv6`: the `asn-ipv6.csv` file (bytes or text). */
  constructor({ ipv4Numeric, ipv6 }: { ipv4Numeric: Uint8Array | string; ipv6: Uint8Array | string }) {
    // Filled row by row into arrays sized by the line count, then trimmed: no per-row objects.
    const v4 = asBytes(ipv4Numeric);
    let capacity = countLines(v4);
    let v4Start = new Uint32Array(capacity);
    let v4End = new Uint32Array(capacity);
    let v4Asn = new Uint32Array(capacity);
    let count = 0;
    for (const row of rows(v4, this.#orgs)) {
      v4Start[count] = readNumber(v4, row.start, row.first);
      v4End[count] = readNumber(v4, row.first + 1, row.second);
      v4Asn[count++] = row.asn;
    }
    [v4Start, v4End, v4Asn] = [v4Start.slice(0, count), v4End.slice(0, count), v4Asn.slice(0, count)];
    this.#v4Start = v4Start;
    this.#v4End = v4End;
    this.#v4Asn = v4Asn;

    const v6 = asBytes(ipv6);
    capacity = countLines(v6);
    const v6Columns = [0, 1, 2, 3].map(() => new BigUint64Array(capacity));
    let v6Asn = new Uint32Array(capacity);
    count = 0;
    for (const row of rows(v6, this.#orgs)) {
      const [startHigh, startLow] = ipv6Halves(decoder.decode(v6.subarray(row.start, row.first)));
      const [endHigh, endLow] = ipv6Halves(decoder.decode(v6.subarray(row.first + 1, row.second)));
      [startHigh, startLow, endHigh, endLow].forEach((value, column) => {
        (v6Columns[column] as BigUint64Array)[count] = value;
      });
      v6Asn[count++] = row.asn;
    }
    const [v6StartHigh, v6StartLow, v6EndHigh, v6EndLow] = v6Columns.map((column) => column.slice(0, count));
    v6Asn = v6Asn.slice(0, count);
    this.#v6StartHigh = v6StartHigh as BigUint64Array;
    this.#v6StartLow = v6StartLow as BigUint64Array;
    this.#v6EndHigh = v6EndHigh as BigUint64Array;
    this.#v6EndLow = v6EndLow as BigUint64Array;
    this.#v6Asn = v6Asn;
  }

  get size(): { ipv4: number; ipv6: number } {
    return { ipv4: this.#v4Start.length, ipv6: this.#v6Asn.length };
  }

  /** The range holding `address` (a valid IPv4 or IPv6 address), or null. ASN 0 means "not routed". */
  lookup(address: string): AsnRecord | null {
    const parsed = ipaddr.parse(address);
    return parsed.kind() === 'ipv4' ? this.#lookupV4(parsed as ipaddr.IPv4) : this.#lookupV6(address);
  }

  #record(asn: number): AsnRecord | null {
    if (asn === 0) return null;
    return { asn, org: this.#orgs.get(asn) || null };
  }

  #lookupV4(address: ipaddr.IPv4): AsnRecord | null {
    const value = address.octets.reduce((sum, octet) => sum * 256 + octet, 0);
    // The last range starting at or before the address.
    let low = 0;
    let high = this.#v4Start.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if ((this.#v4Start[middle] as number) <= value) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found < 0 || value > (this.#v4End[found] as number)) return null;
    return this.#record(this.#v4Asn[found] as number);
  }

  #lookupV6(address: string): AsnRecord | null {
    const [addressHigh, addressLow] = ipv6Halves(address);
    const atOrBefore = (high: bigint, low: bigint) =>
      high < addressHigh || (high === addressHigh && low <= addressLow);
    let low = 0;
    let high = this.#v6Asn.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (atOrBefore(this.#v6StartHigh[middle] as bigint, this.#v6StartLow[middle] as bigint)) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found < 0) return null;
    const endHigh = this.#v6EndHigh[found] as bigint;
    const endLow = this.#v6EndLow[found] as bigint;
    const inside = addressHigh < endHigh || (addressHigh === endHigh && addressLow <= endLow);
    return inside ? this.#record(this.#v6Asn[found] as number) : null;
  }
}
