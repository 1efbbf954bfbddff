import {
  CryptoToolError,
  DEFAULT_KEY_LENGTH,
  KEY_ALPHABET,
  MAX_KEY_LENGTH,
  MIN_KEY_LENGTH,
} from './constants';

export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A random key of `length` symbols from `alphabet`. Rejection sampling: bytes at or above the
 * largest multiple of the alphabet size are thrown away, so `byte % size` is exactly uniform
 * (a plain modulo over 256 would favour the first 256 % 70 = 46 symbols).
 */
export function generateKey(
  length: number = DEFAULT_KEY_LENGTH,
  alphabet: string = KEY_ALPHABET,
  random: RandomSource = cryptoRandom,
): string {
  if (!Number.isInteger(length) || length < MIN_KEY_LENGTH || length > MAX_KEY_LENGTH) {
    throw new CryptoToolError('keyLength');
  }
  const symbols = Array.from(new Set(alphabet));
  if (symbols.length < 2 || symbols.length > 256) throw new CryptoToolError('operationFailed');
  const limit = rejectionLimit(symbols.length);
  const key: string[] = [];
  while (key.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      key.push(symbols[byte % symbols.length] ?? '');
      if (key.length === length) break;
    }
  }
  return key.join('');
}

/** The highest byte value accepted for an alphabet size (exported so the test pins the bound). */
export function rejectionLimit(alphabetSize: number): number {
  return 256 - (256 % alphabetSize);
}
