import { describe, expect, it } from 'vitest';
import { concatBytes, formatBytes, utf8ByteLength } from './bytes';

describe('formatBytes (CONTEXT.md Rules: Bytes › Units)', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [52_428_800, '50 MB'],
    [104_857_600, '100 MB'],
    [1024 ** 3 * 2.555, '2.56 GB'],
    [1024 ** 4 * 3, '3072 GB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['格式', 6],
    ['😀', 4],
    ['\ud800', 3],
  ])('%j weighs %d bytes', (text, expected) => {
    expect(utf8ByteLength(text)).toBe(expected);
    if (!text.includes('\ud800')) expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text));
  });
});

describe('concatBytes', () => {
  it('joins the parts in order into a new array, leaving them unchanged', () => {
    const first = new Uint8Array([1, 2]);
    const joined = concatBytes([first, new Uint8Array(), new Uint8Array([3])]);
    expect([...joined]).toEqual([1, 2, 3]);
    joined[0] = 9;
    expect(first[0]).toBe(1);
  });

  it('takes more parts than a call may have arguments', () => {
    const parts = Array.from({ length: 200_000 }, () => new Uint8Array([1]));
    expect(concatBytes(parts).length).toBe(200_000);
  });
});
