import { describe, expect, it } from 'vitest';
import { escapeCsvField } from './csv';

describe('escapeCsvField (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    ['', ''],
  ])('%j is written %j', (field, written) => {
    expect(escapeCsvField(field)).toBe(written);
  });
});
