/** The cipher list, the hash list and the key lengths, in the order shown (CONTEXT.md § Cipher, § Hash, § Keys). */
export const cipherAlgorithms = ['AES', 'DES', 'TripleDES', 'RC4'] as const;
export type CipherAlgorithm = (typeof cipherAlgorithms)[number];
export const DEFAULT_CIPHER: CipherAlgorithm = 'AES';
/** AES output: this tool's own format, or OpenSSL's `Salted__` format (CONTEXT.md § Cipher). */
export const aesFormats = ['tbx', 'openssl'] as const;
export type AesFormat = (typeof aesFormats)[number];
/** DES, TripleDES and RC4 are broken; the UI marks them so and offers them only to open old data. */
export const legacyCiphers: readonly CipherAlgorithm[] = ['DES', 'TripleDES', 'RC4'];

/** SHA3 is offered at its two common sizes. */
export const hashAlgorithms = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA512',
  'SHA3-256',
  'SHA3-512',
  'RIPEMD160',
] as const;
export type HashAlgorithm = (typeof hashAlgorithms)[number];
export const DEFAULT_HASH: HashAlgorithm = 'SHA256';

export const keyLengths = [8, 16, 32, 64, 128] as const;
export const DEFAULT_KEY_LENGTH = 32;
export const MIN_KEY_LENGTH = 8;
export const MAX_KEY_LENGTH = 128;
/** The 70-symbol key alphabet (CONTEXT.md § Keys): letters, digits and eight punctuation marks that survive shells and URLs poorly but type well. */
export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';

/** OWASP 2023 recommendation for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
/** What `openssl enc -pbkdf2` uses when `-iter` is not given. */
export const OPENSSL_PBKDF2_ITERATIONS = 10_000;
/** Prefix of the tool's own AES format: bump it if any parameter ever changes. */
export const FORMAT_PREFIX = 'tbx1';

/** Streamed file hashing reads this much at a time, so memory stays flat for any file size. */
export const HASH_CHUNK_BYTES = 8 * 1024 * 1024;

/** Error messages, as locale keys under `errors.` (CONTEXT.md § Cipher, § Keys). */
export type CryptoErrorCode = 'emptyText' | 'emptyKey' | 'decryptFailed' | 'operationFailed' | 'keyLength';

export class CryptoToolError extends Error {
  constructor(readonly code: CryptoErrorCode) {
    super(code);
    this.name = 'CryptoToolError';
  }
}
