import { concatBytes } from '@toolbox/kit/bytes';
import CryptoJS from 'crypto-js';
import { parseSalted } from './aes';
import { toBase64, utf8 } from './bytes';

export type LegacyCipher = 'DES' | 'TripleDES' | 'RC4';

/** Key and IV sizes in bytes as `openssl enc` uses them (RC4 is 128-bit there, not CryptoJS's 256). */
// Annotated: the published declarations cannot name crypto-js's internal CipherHelper type.
const sizes: Record<LegacyCipher, { key: number; iv: number; cipher: typeof CryptoJS.DES }> = {
  DES: { key: 8, iv: 8, cipher: CryptoJS.DES },
  TripleDES: { key: 24, iv: 8, cipher: CryptoJS.TripleDES },
  RC4: { key: 16, iv: 0, cipher: CryptoJS.RC4 },
};

function toWords(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    words[index >>> 2] = (words[index >>> 2] ?? 0) | ((bytes[index] ?? 0) << (24 - (index % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function fromWords(words: CryptoJS.lib.WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let index = 0; index < words.sigBytes; index += 1) {
    out[index] = ((words.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
  }
  return out;
}

/** EVP_BytesToKey(MD5, 1 round): what CryptoJS passphrases and `openssl enc -md md5` derive. */
function derive(algorithm: LegacyCipher, password: string, salt: Uint8Array) {
  const { key, iv } = sizes[algorithm];
  const kdf = CryptoJS.algo.EvpKDF.create({
    keySize: (key + iv) / 4,
    hasher: CryptoJS.algo.MD5,
    iterations: 1,
  });
  const material = fromWords(kdf.compute(password, toWords(salt)));
  return { key: toWords(material.slice(0, key)), iv: toWords(material.slice(key, key + iv)) };
}

export function encryptLegacy(
  algorithm: LegacyCipher,
  text: string,
  password: string,
  salt = globalThis.crypto.getRandomValues(new Uint8Array(8)),
): string {
  const { key, iv } = derive(algorithm, password, salt);
  const options = algorithm === 'RC4' ? {} : { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 };
  const sealed = sizes[algorithm].cipher.encrypt(toWords(utf8.encode(text)), key, options);
  return toBase64(concatBytes([utf8.encode('Salted__'), salt, fromWords(sealed.ciphertext)]));
}

export function decryptLegacy(algorithm: LegacyCipher, data: string, password: string): Uint8Array {
  const parsed = parseSalted(data);
  if (!parsed || parsed.body.length === 0) throw new Error('not salted');
  if (algorithm !== 'RC4' && parsed.body.length % 8 !== 0) throw new Error('not block aligned');
  const { key, iv } = derive(algorithm, password, parsed.salt);
  const options = algorithm === 'RC4' ? {} : { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 };
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWords(parsed.body) });
  const plain = sizes[algorithm].cipher.decrypt(params, key, options);
  // CryptoJS reports bad padding as a negative length instead of throwing.
  if (plain.sigBytes < 0) throw new Error('bad padding');
  return fromWords(plain);
}
