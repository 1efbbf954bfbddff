import { describe, expect, it } from 'vitest';
import { AsnTable, splitAsnLine } from './asn-table.ts';

// 1.0.0.0–1.0.0.255, 1.0.4.0–1.0.7.255 (a gap between), and an unrouted range (ASN 0).
const ipv4Numeric = [
  '16777216,16777471,13335,"Cloudflare, Inc."',
  '16778240,16779263,38803,Gtelecom Pty Ltd',
  '16779264,16779519,0,',
  '',
].join('\n');
// The second range ends inside a /64 (its low half matters), the third starts right after it.
const ipv6 = [
  '2001::,2001::ffff:ffff:ffff:ffff:ffff:ffff,6939,Hurricane Electric LLC',
  '2001:4:112::,2001:4:112::ff,112,"DNS ""OARC"""',
  '2001:4:112::100,2001:4:112:ffff:ffff:ffff:ffff:ffff,64500,Example Net',
  '',
].join('\n');

describe('splitAsnLine', () => {
  it('reads a quoted organisation with commas and doubled quotes', () => {
    expect(splitAsnLine('1,2,3,"A, ""B"" C"')).toEqual(['1', '2', '3', 'A, "B" C']);
    expect(splitAsnLine('1,2,3,Plain')).toEqual(['1', '2', '3', 'Plain']);
    expect(splitAsnLine('broken')).toBeUndefined();
  });
});

describe('AsnTable', () => {
  const table = new AsnTable({ ipv4Numeric, ipv6 });

  it('keeps every row and drops blank lines', () => {
    expect(table.size).toEqual({ ipv4: 3, ipv6: 3 });
  });

  it.each([
    ['1.0.0.0', { asn: 13335, org: 'Cloudflare, Inc.' }],
    ['1.0.0.255', { asn: 13335, org: 'Cloudflare, Inc.' }],
    ['1.0.4.0', { asn: 38803, org: 'Gtelecom Pty Ltd' }],
    ['1.0.7.255', { asn: 38803, org: 'Gtelecom Pty Ltd' }],
  ])('finds %s inside its range, both ends inclusive', (address, record) => {
    expect(table.lookup(address)).toEqual(record);
  });

  it.each([
    ['0.255.255.255', 'before the first range'],
    ['1.0.1.0', 'in a gap between ranges'],
    ['1.0.8.5', 'in a range of ASN 0 (not routed)'],
    ['9.9.9.9', 'after the last range'],
  ])('has nothing for %s (%s)', (address) => {
    expect(table.lookup(address)).toBeNull();
  });

  it.each([
    ['2001::1', { asn: 6939, org: 'Hurricane Electric LLC' }],
    ['2001:4:112::ff', { asn: 112, org: 'DNS "OARC"' }],
    ['2001:4:112::100', { asn: 64500, org: 'Example Net' }],
    ['2001:4:112:ffff::1', { asn: 64500, org: 'Example Net' }],
  ])('finds IPv6 %s, comparing all 128 bits', (address, record) => {
    expect(table.lookup(address)).toEqual(record);
  });

  it('has nothing for IPv6 addresses outside every range', () => {
    expect(table.lookup('2000::1')).toBeNull();
    expect(table.lookup('2001:1::1')).toBeNull();
    expect(table.lookup('2001:5::')).toBeNull();
  });
});
