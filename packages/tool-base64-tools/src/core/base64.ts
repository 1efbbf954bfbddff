/** Base64 of UTF-8 text (RFC 4648 § 4 and § 5) on the kit's byte codec. */
import { type Base64Error, base64ToBytes, bytesToBase64 } from '@toolbox/kit/base64';

export {
  type Base64Error,
  type Base64ErrorCode,
  base64ToBytes,
  bytesToBase64,
  dataUrlHeaderLength,
} from '@toolbox/kit/base64';

export const base64Modes = ['encode', 'decode'] as const;
export type Base64Mode = (typeof base64Modes)[number];
export const DEFAULT_MODE: Base64Mode = 'encode';

export type Base64Result = { ok: true; output: string } | { ok: false; error: Base64Error };

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

/** A result with its length in characters (code points), counted where it was made. */
export type Conversion =
  | { ok: true; output: string; characterCount: number }
  | { ok: false; error: Base64Error };

/** Characters as a person counts them: code points, so an emoji is one. */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        index++;
      }
    }
  }
  return count;
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
}): Conversion {
  const result =
    mode === 'encode'
      ? { ok: true as const, output: encodeText({ text: input, isUrlSafe }) }
      : decodeText({ text: input });
  return result.ok ? { ...result, characterCount: countCharacters(result.output) } : result;
}

/** Input from this many characters on is converted in the worker (CONTEXT.md § Large input). */
export const WORKER_THRESHOLD_CHARS = 1_000_000;

/** The result box shows at most this many characters; copy uses all of it. */
export const PREVIEW_LIMIT_CHARS = 200_000;

/** Convert is disabled while the input is blank (CONTEXT.md § Screen). */
export function canConvert({ input }: { input: string }): boolean {
  return input.trim() !== '';
}

/**
 * Swap (CONTEXT.md § Swap) flips the mode. It exchanges input and result only when the result is
 * the conversion of the input as it is now; otherwise (a failed decode, nothing converted yet, the
 * input edited since) the input stays and the stale result goes, so invalid text never becomes a
 * "result".
 */
export function swapBase64({
  mode,
  input,
  output,
  isOutputOfInput,
}: {
  mode: Base64Mode;
  input: string;
  output: string;
  isOutputOfInput: boolean;
}) {
  const flipped = mode === 'encode' ? ('decode' as const) : ('encode' as const);
  return isOutputOfInput
    ? { mode: flipped, input: output, output: input }
    : { mode: flipped, input, output: '' };
}
