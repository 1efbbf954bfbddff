/** Base64 of UTF-8 text (RFC 4648 § 4 and § 5), without `btoa`, whose Latin-1 input breaks on emoji. */

export const base64Modes = ['encode', 'decode'] as const;
export type Base64Mode = (typeof base64Modes)[number];
export const DEFAULT_MODE: Base64Mode = 'encode';

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Both alphabets decode: `+` and `-` are 62, `/` and `_` are 63, so pasted base64url needs no option. */
const DECODE_TABLE: Record<string, number> = Object.fromEntries([
  ...[...STANDARD].map((char, index) => [char, index] as const),
  ['-', 62],
  ['_', 63],
]);

export type Base64ErrorCode = 'invalidCharacter' | 'misplacedPadding' | 'invalidLength' | 'invalidUtf8';

export interface Base64Error {
  code: Base64ErrorCode;
  /** The offending character, for invalidCharacter. */
  character?: string;
  /** 1-based position in the input, counted in characters (code points), for invalidCharacter. */
  position?: number;
}

export type Base64Result = { ok: true; output: string } | { ok: false; error: Base64Error };

/** Encodes bytes; base64url (`isUrlSafe`) leaves out the padding, as JWTs and URLs do (RFC 4648 § 5). */
export function bytesToBase64({ bytes, isUrlSafe = false }: { bytes: Uint8Array; isUrlSafe?: boolean }) {
  const alphabet = isUrlSafe ? URL_SAFE : STANDARD;
  let output = '';
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const chunk =
      ((bytes[index] as number) << 16) | ((bytes[index + 1] as number) << 8) | (bytes[index + 2] as number);
    output +=
      alphabet.charAt((chunk >> 18) & 63) +
      alphabet.charAt((chunk >> 12) & 63) +
      alphabet.charAt((chunk >> 6) & 63) +
      alphabet.charAt(chunk & 63);
  }
  const rest = bytes.length - index;
  if (rest > 0) {
    const chunk = ((bytes[index] as number) << 16) | (rest === 2 ? (bytes[index + 1] as number) << 8 : 0);
    output += alphabet.charAt((chunk >> 18) & 63) + alphabet.charAt((chunk >> 12) & 63);
    output += rest === 2 ? alphabet.charAt((chunk >> 6) & 63) : '';
    if (!isUrlSafe) output += rest === 2 ? '=' : '==';
  }
  return output;
}

/**
 * Decodes either alphabet. Whitespace (MIME line breaks) is ignored and padding is optional, but
 * padding may only end the input: anything else is reported with the character and its position.
 */
export function base64ToBytes({
  text,
}: {
  text: string;
}): { ok: true; bytes: Uint8Array } | { ok: false; error: Base64Error } {
  const values: number[] = [];
  let paddingAt: number | undefined;
  let paddingCount = 0;
  let position = 0;
  for (const character of text) {
    position += 1;
    if (/\s/.test(character)) continue;
    if (character === '=') {
      paddingAt ??= position;
      paddingCount += 1;
      continue;
    }
    const value = DECODE_TABLE[character];
    if (value === undefined) return { ok: false, error: { code: 'invalidCharacter', character, position } };
    if (paddingAt !== undefined)
      return { ok: false, error: { code: 'misplacedPadding', character: '=', position: paddingAt } };
    values.push(value);
  }
  const remainder = values.length % 4;
  // One leftover character carries only 6 bits: not even one byte, so the text was cut or mangled.
  if (remainder === 1) return { ok: false, error: { code: 'invalidLength' } };
  // Padding completes the last group (so none after a full group, at most 4 - remainder); less is
  // tolerated like no padding at all.
  if (paddingCount > 0 && (remainder === 0 || paddingCount > 4 - remainder)) {
    return { ok: false, error: { code: 'misplacedPadding', character: '=', position: paddingAt } };
  }
  const bytes = new Uint8Array(Math.floor((values.length * 3) / 4));
  let byteIndex = 0;
  for (let index = 0; index < values.length; index += 4) {
    const chunk =
      ((values[index] as number) << 18) |
      ((values[index + 1] ?? 0) << 12) |
      ((values[index + 2] ?? 0) << 6) |
      (values[index + 3] ?? 0);
    bytes[byteIndex++] = (chunk >> 16) & 255;
    if (index + 2 < values.length) bytes[byteIndex++] = (chunk >> 8) & 255;
    if (index + 3 < values.length) bytes[byteIndex++] = chunk & 255;
  }
  return { ok: true, bytes };
}

/** UTF-8 text to Base64. */
export function encodeText({ text, isUrlSafe = false }: { text: string; isUrlSafe?: boolean }): string {
  return bytesToBase64({ bytes: new TextEncoder().encode(text), isUrlSafe });
}

/** Base64 to UTF-8 text; bytes that are not UTF-8 (a binary file's Base64) are an error, not mojibake. */
export function decodeText({ text }: { text: string }): Base64Result {
  const decoded = base64ToBytes({ text });
  if (!decoded.ok) return decoded;
  try {
    return {
      ok: true,
      output: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(decoded.bytes),
    };
  } catch {
    return { ok: false, error: { code: 'invalidUtf8' } };
  }
}

/** Runs one conversion as the Convert button does. */
export function convertBase64({
  mode,
  input,
  isUrlSafe = false,
}: {
  mode: Base64Mode;
  input: string;
  isUrlSafe?: boolean;
}): Base64Result {
  return mode === 'encode'
    ? { ok: true, output: encodeText({ text: input, isUrlSafe }) }
    : decodeText({ text: input });
}

/** Spec D § 5: Convert is disabled while the input is blank. */
export function canConvert({ input }: { input: string }): boolean {
  return input.trim() !== '';
}

/** Spec D § 4: swap flips the mode and exchanges input and output. */
export function swapBase64({ mode, input, output }: { mode: Base64Mode; input: string; output: string }) {
  return {
    mode: mode === 'encode' ? ('decode' as const) : ('encode' as const),
    input: output,
    output: input,
  };
}
