import { describe, expect, it } from 'vitest';
import {
  type CryptoToolError,
  DEFAULT_KEY_LENGTH,
  KEY_ALPHABET,
  keyLengths,
  MAX_KEY_LENGTH,
  MIN_KEY_LENGTH,
} from './constants';
import { generateKey, rejectionLimit } from './keys';

describe('key constants (CONTEXT.md § Keys)', () => {
  it.each([
    ['key lengths', keyLengths, [8, 16, 32, 64, 128]],
    ['default length', DEFAULT_KEY_LENGTH, 32],
    ['minimum length', MIN_KEY_LENGTH, 8],
    ['maximum length', MAX_KEY_LENGTH, 128],
    ['70-symbol alphabet', new Set(KEY_ALPHABET).size, 70],
    ['alphabet has no repeats', KEY_ALPHABET.length, 70],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});

describe('generateKey', () => {
  it.each(keyLengths)('length %i from the alphabet', (length) => {
    const key = generateKey(length);
    expect(key).toHaveLength(length);
    expect([...key].every((symbol) => KEY_ALPHABET.includes(symbol))).toBe(true);
  });

  it('defaults to 32', () => expect(generateKey()).toHaveLength(32));

  it.each([7, 129, 0, -1, 8.5, Number.NaN])('length %s is a key length error', (length) => {
    expect(() => generateKey(length)).toThrowError(
      expect.objectContaining({ code: 'keyLength' }) as CryptoToolError,
    );
  });

  it('rejects bytes at or above 210 for 70 symbols (no modulo bias)', () => {
    expect(rejectionLimit(70)).toBe(210);
    // 209 maps to the last symbol; 210..255 would map to the first 46 again and must be skipped.
    const bytes = [210, 255, 209, 0, 70, 140, 211, 69, 1, 2];
    let call = 0;
    const random = (buffer: Uint8Array) => {
      buffer.fill(0).set(call++ === 0 ? bytes : []);
      return buffer;
    };
    const key = generateKey(8, KEY_ALPHABET, (buffer) => random(buffer).subarray(0, bytes.length));
    expect(key).toBe(`${KEY_ALPHABET[69]}AAA${KEY_ALPHABET[69]}BCA`);
  });

  it('draws again when a batch is all rejected', () => {
    let call = 0;
    // 3 symbols: 255 is at the limit (255 = 256 - 256 % 3), so the whole first batch is thrown away.
    const key = generateKey(8, 'abc', (buffer) => buffer.fill(call++ === 0 ? 255 : 1));
    expect(key).toBe('bbbbbbbb');
    expect(call).toBe(2);
  });

  it('is roughly uniform over 70 symbols', () => {
    const counts = new Map<string, number>();
    for (const symbol of Array.from({ length: 200 }, () => generateKey(128)).join('')) {
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    // 25,600 draws: each symbol expects ~366; biased modulo would push the first 46 to ~400 and the rest to ~200.
    expect(counts.size).toBe(70);
    for (const count of counts.values()) expect(count).toBeGreaterThan(250);
    for (const count of counts.values()) expect(count).toBeLessThan(480);
  });
});
