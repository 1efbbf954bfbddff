import { inflateRawSync } from 'node:zlib';
import { ApiError } from '../errors.ts';

/** Largest diagram source rendered, in UTF-8 bytes. */
export const MAX_SOURCE_BYTES = 64 * 1024;
/** Longest `:encoded` path segment looked at (Node's 16 KB request-line limit is usually lower). */
export const MAX_ENCODED_LENGTH = 128 * 1024;

export type SourceEncoding = 'deflate' | 'base64' | 'hex';

/** `@start` in base64: the spec's unprefixed "UTF-8 then base64" form begins with it. */
const BASE64_OF_START = 'QHN0YXJ0';
const plantumlAlphabet = /^[0-9A-Za-z_-]+$/;
const base64Alphabet = /^[A-Za-z0-9+/_-]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes the `:encoded` part of `/api/plantuml/svg/:encoded`. Accepted forms:
 * - PlantUML's standard encoding (deflate, then PlantUML's base64 alphabet `0-9A-Za-z-_`), what
 *   `plantuml-encoder` and every PlantUML server use;
 * - `~b` + base64 (standard or URL-safe alphabet, padding optional) of the UTF-8 source, the spec's
 *   form made explicit; the same without prefix is recognised when it starts with `@start`
 *   (`QHN0YXJ0`), as the spec's client sends it;
 * - `~h` + hexadecimal UTF-8, PlantUML's own hex form.
 * Sources over MAX_SOURCE_BYTES are refused (inflation stops there, so a small deflate bomb
 * cannot expand in memory).
 */
export function decodeDiagramSource(encoded: string): { source: string; encoding: SourceEncoding } {
  if (encoded.length === 0) throw new ApiError('BAD_REQUEST', 'The diagram source is empty');
  if (encoded.length > MAX_ENCODED_LENGTH) throw tooLarge();
  let bytes: Buffer;
  let encoding: SourceEncoding;
  if (encoded.startsWith('~h')) {
    const hex = encoded.slice(2);
    if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw invalid('hexadecimal');
    bytes = Buffer.from(hex, 'hex');
    encoding = 'hex';
  } else if (encoded.startsWith('~b') || encoded.startsWith(BASE64_OF_START)) {
    const base64 = encoded.startsWith('~b') ? encoded.slice(2) : encoded;
    if (!base64Alphabet.test(base64)) throw invalid('base64');
    bytes = Buffer.from(base64.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    encoding = 'base64';
  } else {
    bytes = inflatePlantuml(encoded);
    encoding = 'deflate';
  }
  if (bytes.length > MAX_SOURCE_BYTES) throw tooLarge();
  let source: string;
  try {
    source = utf8.decode(bytes);
  } catch {
    throw new ApiError('BAD_REQUEST', 'The diagram source is not valid UTF-8');
  }
  if (!source.trim()) throw new ApiError('BAD_REQUEST', 'The diagram source is empty');
  return { source, encoding };
}

function inflatePlantuml(encoded: string): Buffer {
  if (!plantumlAlphabet.test(encoded)) throw invalid('PlantUML');
  try {
    return inflateRawSync(decodePlantumlBase64(encoded), { maxOutputLength: MAX_SOURCE_BYTES + 1 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw invalid('PlantUML');
  }
}

/** PlantUML's base64 variant: 6-bit digits `0-9`, `A-Z`, `a-z`, `-`, `_`, 4 digits per 3 bytes. */
function decodePlantumlBase64(text: string): Buffer {
  const digit = (char: string | undefined) => {
    if (char === undefined) return 0;
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) return code - 48;
    if (code >= 65 && code <= 90) return code - 55;
    if (code >= 97 && code <= 122) return code - 61;
    return char === '-' ? 62 : 63;
  };
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 4) {
    const [c1, c2, c3, c4] = [0, 1, 2, 3].map((offset) => digit(text[index + offset])) as [
      number,
      number,
      number,
      number,
    ];
    bytes.push((c1 << 2) | (c2 >> 4), ((c2 & 0xf) << 4) | (c3 >> 2), ((c3 & 0x3) << 6) | c4);
  }
  return Buffer.from(bytes);
}

function tooLarge(): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The diagram source is larger than ${MAX_SOURCE_BYTES / 1024} KB`);
}

function invalid(form: string): ApiError {
  return new ApiError('BAD_REQUEST', `The diagram source is not valid ${form} encoding`);
}
