import { concatBytes } from '@toolbox/kit/bytes';
import { fromBase64, fromBase64Url, toBase64, toBase64Url, utf8 } from './bytes';
import { FORMAT_PREFIX, OPENSSL_PBKDF2_ITERATIONS, PBKDF2_ITERATIONS } from './constants';

const SALTED = utf8.encode('Salted__');
type Bytes = Uint8Array<ArrayBuffer>;

function randomBytes(length: number): Bytes {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

async function pbkdf2(password: string, salt: Bytes, iterations: number, bits: number): Promise<Bytes> {
  const base = await crypto.subtle.importKey('raw', utf8.encode(password), 'PBKDF2', false, ['deriveBits']);
  const derived = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    bits,
  );
  return new Uint8Array(derived);
}

async function gcmKey(password: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const raw = await pbkdf2(password, salt, iterations, 256);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * The tool's own format: `tbx1.<salt>.<iv>.<ciphertext+tag>`, each base64url without padding.
 * AES-256-GCM, 16-byte salt, 12-byte IV, key from PBKDF2-HMAC-SHA256 with 600,000 iterations.
 * `iterations` exists only so the format test can pin the default; callers leave it alone.
 */
export async function encryptGcm(
  text: string,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await gcmKey(password, salt, iterations);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8.encode(text)));
  return [FORMAT_PREFIX, toBase64Url(salt), toBase64Url(iv), toBase64Url(sealed)].join('.');
}

export function isGcmFormat(data: string): boolean {
  return data.startsWith(`${FORMAT_PREFIX}.`);
}

/** Throws on a wrong password or any tampering: the GCM tag check covers salt-derived key, IV and data. */
export async function decryptGcm(
  data: string,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<Uint8Array> {
  const parts = data.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT_PREFIX) throw new Error('not tbx1');
  const [salt, iv, sealed] = parts.slice(1).map((part) => fromBase64Url(part) as Bytes) as [
    Bytes,
    Bytes,
    Bytes,
  ];
  if (salt.length !== 16 || iv.length !== 12 || sealed.length < 16) throw new Error('bad lengths');
  const key = await gcmKey(password, salt, iterations);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed));
}

async function cbcKey(password: string, salt: Bytes): Promise<{ key: CryptoKey; iv: Bytes }> {
  // openssl derives key and IV together: 32 + 16 bytes from one PBKDF2 call.
  const derived = await pbkdf2(password, salt, OPENSSL_PBKDF2_ITERATIONS, 48 * 8);
  const key = await crypto.subtle.importKey('raw', derived.slice(0, 32), 'AES-CBC', false, [
    'encrypt',
    'decrypt',
  ]);
  return { key, iv: derived.slice(32) };
}

/** Same bytes as `openssl enc -aes-256-cbc -pbkdf2 -salt -base64 -A` (one line, no wrapping). */
export async function encryptOpenSsl(text: string, password: string, salt = randomBytes(8)): Promise<string> {
  const { key, iv } = await cbcKey(password, salt);
  const body = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, utf8.encode(text)));
  return toBase64(concatBytes([SALTED, salt, body]));
}

/** Splits `Salted__` + 8-byte salt + body, as every `openssl enc -salt` output starts. */
export function parseSalted(data: string): { salt: Bytes; body: Bytes } | undefined {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(data);
  } catch {
    return undefined;
  }
  if (bytes.length < 16 || !SALTED.every((byte, index) => bytes[index] === byte)) return undefined;
  return { salt: bytes.slice(8, 16), body: bytes.slice(16) };
}

/** Opens `openssl enc -aes-256-cbc -pbkdf2` output, wrapped at 64 columns or on one line. */
export async function decryptOpenSsl(data: string, password: string): Promise<Uint8Array> {
  const parsed = parseSalted(data);
  if (!parsed || parsed.body.length === 0 || parsed.body.length % 16 !== 0) throw new Error('not openssl');
  const { key, iv } = await cbcKey(password, parsed.salt);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, key, parsed.body));
}
