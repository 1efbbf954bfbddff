/**
 * Base64 of bytes (RFC 4648 § 4 and § 5), both ways, for tools and workers: without `btoa`/`atob`,
 * whose Latin-1 strings break on emoji and cost a copy, and fast enough for tens of MB in one pass.
 */

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const WHITESPACE = -2;
const PADDING = -3;
const INVALID = -1;

/**
 * The value of each ASCII character: both alphabets decode (`+` and `-` are 62, `/` and `_` are
 * 63, so pasted base64url needs no option), ASCII whitespace is skipped, `=` is padding.
 */
const DECODE_TABLE = (() => {
  const table = new Int8Array(128).fill(INVALID);
  for (let index = 0; index < 64; index++) table[STANDARD.charCodeAt(index)] = index;
  table[0x2d] = 62; // -
  table[0x5f] = 63; // _
  for (const space of ' \t\n\r\f\v') table[space.charCodeAt(0)] = WHITESPACE;
  table[0x3d] = PADDING; // =
  return table;
})();
const NON_ASCII_SPACE = /\s/;

export type Base64ErrorCode = 'invalidCharacter' | 'misplacedPadding' | 'invalidLength' | 'invalidUtf8';

export interface Base64Error {
  code: Base64ErrorCode;
  /** The offending character, for invalidCharacter. */
  character?: string;
  /** 1-based position in the input, counted in characters (code points), for invalidCharacter. */
  position?: number;
}

/** 1-based position of the UTF-16 `index` counted in code points (an emoji is one). */
function positionOf(text: string, index: number): number {
  let position = 1;
  for (let cursor = 0; cursor < index; cursor++) {
    const code = text.charCodeAt(cursor);
    if (code >= 0xd800 && code <= 0xdbff && cursor + 1 < index) cursor++;
    position++;
  }
  return position;
}

/**
 * Encodes bytes; base64url (`isUrlSafe`) leaves out the padding, as JWTs and URLs do (RFC 4648 § 5).
 * Writes character codes into one buffer and decodes it once: tens of MB in one pass.
 */
export function bytesToBase64({ bytes, isUrlSafe = false }: { bytes: Uint8Array; isUrlSafe?: boolean }) {
  const alphabet = isUrlSafe ? URL_SAFE : STANDARD;
  const codes = new Uint8Array(64);
  for (let index = 0; index < 64; index++) codes[index] = alphabet.charCodeAt(index);
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let length = 0;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const chunk =
      ((bytes[index] as number) << 16) | ((bytes[index + 1] as number) << 8) | (bytes[index + 2] as number);
    out[length++] = codes[(chunk >> 18) & 63] as number;
    out[length++] = codes[(chunk >> 12) & 63] as number;
    out[length++] = codes[(chunk >> 6) & 63] as number;
    out[length++] = codes[chunk & 63] as number;
  }
  const rest = bytes.length - index;
  if (rest > 0) {
    const chunk = ((bytes[index] as number) << 16) | (rest === 2 ? (bytes[index + 1] as number) << 8 : 0);
    out[length++] = codes[(chunk >> 18) & 63] as number;
    out[length++] = codes[(chunk >> 12) & 63] as number;
    if (rest === 2) out[length++] = codes[(chunk >> 6) & 63] as number;
    if (!isUrlSafe) {
      out[length++] = 0x3d;
      if (rest === 1) out[length++] = 0x3d;
    }
  }
  return new TextDecoder().decode(out.subarray(0, length));
}

/**
 * A pasted data URL's header (`data:image/png;base64,`), which is not Base64 itself. Only a URL
 * that says `;base64` counts: `data:text/plain,hi` is not Base64 and stays an error.
 */
const DATA_URL_HEADER = /^\s*data:[^,]*;base64,/i;

/** The length of a leading `data:…;base64,` header, or 0. */
export function dataUrlHeaderLength({ text }: { text: string }): number {
  return DATA_URL_HEADER.exec(text.slice(0, 1024))?.[0].length ?? 0;
}

/**
 * Decodes either alphabet, after a `data:…;base64,` header if there is one. Whitespace (MIME line
 * breaks) is ignored and padding is optional, but padding may only end the input: anything else is
 * reported with the character and its position in the whole input.
 */
export function base64ToBytes({
  text,
}: {
  text: string;
}): { ok: true; bytes: Uint8Array } | { ok: false; error: Base64Error } {
  const bytes = new Uint8Array(Math.ceil((text.length * 3) / 4));
  let length = 0;
  let quad = 0;
  let values = 0;
  let paddingAt: number | undefined;
  let paddingCount = 0;
  for (let index = dataUrlHeaderLength({ text }); index < text.length; index++) {
    const code = text.charCodeAt(index);
    let value = code < 128 ? (DECODE_TABLE[code] as number) : INVALID;
    if (value === INVALID && code >= 128 && NON_ASCII_SPACE.test(text[index] as string)) value = WHITESPACE;
    if (value >= 0) {
      if (paddingAt !== undefined) {
        return {
          ok: false,
          error: { code: 'misplacedPadding', character: '=', position: positionOf(text, paddingAt) },
        };
      }
      quad = (quad << 6) | value;
      values++;
      if ((values & 3) === 0) {
        bytes[length++] = (quad >> 16) & 255;
        bytes[length++] = (quad >> 8) & 255;
        bytes[length++] = quad & 255;
        quad = 0;
      }
    } else if (value === PADDING) {
      paddingAt ??= index;
      paddingCount++;
    } else if (value === INVALID) {
      const character = String.fromCodePoint(text.codePointAt(index) as number);
      return { ok: false, error: { code: 'invalidCharacter', character, position: positionOf(text, index) } };
    }
  }
  const remainder = values & 3;
  // One leftover character carries only 6 bits: not even one byte, so the text was cut or mangled.
  if (remainder === 1) return { ok: false, error: { code: 'invalidLength' } };
  // Padding completes the last group (so none after a full group, at most 4 - remainder); less is
  // tolerated like no padding at all.
  if (paddingAt !== undefined && (remainder === 0 || paddingCount > 4 - remainder)) {
    return {
      ok: false,
      error: { code: 'misplacedPadding', character: '=', position: positionOf(text, paddingAt) },
    };
  }
  if (remainder === 2) bytes[length++] = (quad >> 4) & 255;
  if (remainder === 3) {
    bytes[length++] = (quad >> 10) & 255;
    bytes[length++] = (quad >> 2) & 255;
  }
  return { ok: true, bytes: bytes.subarray(0, length) };
}
