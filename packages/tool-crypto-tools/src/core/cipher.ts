import { decryptGcm, decryptOpenSsl, encryptGcm, encryptOpenSsl, isGcmFormat } from './aes';
import { decodeUtf8 } from './bytes';
import { type CipherAlgorithm, CryptoToolError } from './constants';
import { decryptLegacy, encryptLegacy } from './legacy';

export interface CipherInput {
  algorithm: CipherAlgorithm;
  text: string;
  key: string;
  /** AES only: write `openssl enc -aes-256-cbc -pbkdf2` output instead of the tool's GCM format. */
  openSslCompatible?: boolean;
}

/** Text and key are trimmed, and neither may be empty (CONTEXT.md § Cipher). */
function validate({ text, key }: CipherInput): { text: string; key: string } {
  const trimmedText = text.trim();
  const trimmedKey = key.trim();
  if (!trimmedText) throw new CryptoToolError('emptyText');
  if (!trimmedKey) throw new CryptoToolError('emptyKey');
  return { text: trimmedText, key: trimmedKey };
}

export async function encryptText(input: CipherInput): Promise<string> {
  const { text, key } = validate(input);
  try {
    if (input.algorithm === 'AES')
      return await (input.openSslCompatible ? encryptOpenSsl : encryptGcm)(text, key);
    return encryptLegacy(input.algorithm, text, key);
  } catch {
    throw new CryptoToolError('operationFailed');
  }
}

/**
 * AES detects its format from the data (`tbx1.` or OpenSSL's `Salted__`), so either opens whatever
 * the option says. Wrong key, tampering, bad padding, invalid UTF-8 or an empty result are all
 * the one decrypt error: the tool cannot tell them apart without leaking which one it was.
 */
export async function decryptText(input: CipherInput): Promise<string> {
  const { text, key } = validate(input);
  let plain: string;
  try {
    let bytes: Uint8Array;
    if (input.algorithm === 'AES') bytes = await (isGcmFormat(text) ? decryptGcm : decryptOpenSsl)(text, key);
    else bytes = decryptLegacy(input.algorithm, text, key);
    plain = decodeUtf8(bytes);
  } catch {
    throw new CryptoToolError('decryptFailed');
  }
  if (plain === '') throw new CryptoToolError('decryptFailed');
  return plain;
}
