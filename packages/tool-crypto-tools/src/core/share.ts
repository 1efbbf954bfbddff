import {
  type AesFormat,
  aesFormats,
  type CipherAlgorithm,
  cipherAlgorithms,
  DEFAULT_CIPHER,
  DEFAULT_HASH,
  type HashAlgorithm,
  hashAlgorithms,
} from './constants';

export const cryptoTabs = ['cipher', 'hash', 'keys'] as const;
export type CryptoTab = (typeof cryptoTabs)[number];

/**
 * What a share link carries (CONTEXT.md § Share link): the tab and the settings of the cipher and
 * hash tabs. Never the password or key, and no text: a link shares how the tool is set up, not
 * what was encrypted.
 */
export interface SharedCrypto {
  tab: CryptoTab;
  cipher: { algorithm: CipherAlgorithm; format: AesFormat };
  hash: { algorithm: HashAlgorithm; uppercase: boolean };
}

export const DEFAULT_CRYPTO_SETTINGS: Omit<SharedCrypto, 'tab'> = {
  cipher: { algorithm: DEFAULT_CIPHER, format: 'tbx' },
  hash: { algorithm: DEFAULT_HASH, uppercase: false },
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A link's state when it is one this tool wrote; anything else gives undefined. */
export function parseSharedCrypto(raw: unknown): SharedCrypto | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { tab, cipher, hash } = raw as Record<string, Record<string, unknown> | undefined>;
  if (!isOneOf(cryptoTabs, tab) || typeof cipher !== 'object' || typeof hash !== 'object') return undefined;
  if (!isOneOf(cipherAlgorithms, cipher?.algorithm) || !isOneOf(aesFormats, cipher?.format)) return undefined;
  if (!isOneOf(hashAlgorithms, hash?.algorithm) || typeof hash?.uppercase !== 'boolean') return undefined;
  return {
    tab,
    cipher: { algorithm: cipher.algorithm, format: cipher.format },
    hash: { algorithm: hash.algorithm, uppercase: hash.uppercase },
  };
}
