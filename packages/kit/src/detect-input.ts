import type { TextFormat } from './hand-off';

/**
 * Smart paste: what a pasted or dropped text looks like, by cheap pure checks. Each check reads at
 * most a bounded prefix (and the text's length, and its last characters), so a 5 MB paste is
 * judged as fast as a short one. A check may be wrong in the generous direction: it only orders the
 * tools suggested, the visitor chooses.
 */

/** The most characters any check reads from the start of the text. */
export const DETECT_PREFIX = 64 * 1024;

const DATA_URL = /^data:[a-z]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*(?:;base64)?,/i;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;
const FUNCTION_COLOR =
  /^(?:rgba?|hsla?)\(\s*-?[\d.]+%?(?:\s*[,\s]\s*-?[\d.]+%?){2}(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i;
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
/** Unix time in s, ms, µs or ns: 9 to 19 digits covers 1973 to 2286 in each unit. */
const TIMESTAMP = /^-?\d{9,19}(?:\.\d+)?$/;
/** Geohash's base-32 alphabet has no a, i, l or o. */
const GEOHASH = /^[0-9b-hjkmnp-z]{4,12}$/;
const BASE64_BODY = /^[A-Za-z\d+/\r\n]+={0,2}$|^[A-Za-z\d\-_\r\n]+={0,2}$/;
const SLASHED_REGEX = /^\/.+\/[dgimsuvy]*$/;
const REGEX_TOKENS = [/\\[dDwWsSbB]/, /\[[^\]]+\]/, /\(\?[:=!<]/, /\.[*+?]/, /\{\d+(?:,\d*)?\}/, /^\^|\$$/];
const MARKDOWN = [
  /^#{1,6} \S/m,
  /^\s*[-*+] \S/m,
  /^\s*\d+\. \S/m,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /^```/m,
  /\*\*[^*\n]+\*\*/,
];

function lastNonSpace(text: string): string {
  for (let index = text.length - 1; index >= 0 && index >= text.length - 1024; index--) {
    const character = text[index] as string;
    if (!/\s/.test(character)) return character;
  }
  return '';
}

function looksLikeJson(text: string, head: string): boolean {
  const first = head.trimStart()[0];
  const last = lastNonSpace(text);
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return false;
  if (text.length <= DETECT_PREFIX) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
  // Too long to parse here: the opening must read as JSON (a key or a value after the bracket).
  return /^\s*(?:\{\s*(?:"|\})|\[\s*(?:[{["\d\-tfn\]]))/.test(head);
}

function looksLikeBase64(text: string, head: string): boolean {
  const trimmed = head.trim();
  if (trimmed.length < 16 || !BASE64_BODY.test(trimmed)) return false;
  // Plain words are valid base64 letters too: ask for the mix an encoding produces.
  const hasMix = /[A-Z]/.test(trimmed) && /[a-z]/.test(trimmed) && /[\d+/\-_=]/.test(trimmed);
  if (!hasMix) return false;
  if (text.length > DETECT_PREFIX || /\s/.test(trimmed)) return true;
  return trimmed.replace(/=+$/, '').length % 4 !== 1;
}

function looksLikeRegex(line: string): boolean {
  if (line.length > 500 || /\n/.test(line)) return false;
  const body = SLASHED_REGEX.test(line) ? line.slice(1, line.lastIndexOf('/')) : line;
  const tokens = REGEX_TOKENS.filter((token) => token.test(body)).length;
  if (!SLASHED_REGEX.test(line) && (tokens < 2 || /\s\w+\s\w+\s/.test(body))) return false;
  try {
    new RegExp(body, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The formats `text` looks like, most specific first, always ending with `text` (any text).
 * An empty or blank text gives an empty list.
 */
export function detectTextFormats(text: string): TextFormat[] {
  const head = text.slice(0, DETECT_PREFIX);
  if (head.trim() === '') return [];
  const formats: TextFormat[] = [];
  const isShort = text.length <= 2048;
  const line = isShort ? text.trim() : '';

  if (DATA_URL.test(head.trimStart())) formats.push('data-url');
  if (isShort && URL_PATTERN.test(line)) formats.push('url');
  if (looksLikeJson(text, head)) formats.push('json');
  if (isShort && (HEX_COLOR.test(line) || FUNCTION_COLOR.test(line))) formats.push('color');
  if (isShort && ISO_DATE.test(line) && !Number.isNaN(Date.parse(line.replace(' ', 'T'))))
    formats.push('iso-date');
  if (isShort && TIMESTAMP.test(line)) formats.push('timestamp');
  if (isShort && GEOHASH.test(line) && /\d/.test(line) && /[b-z]/.test(line)) formats.push('geohash');
  if (isShort && looksLikeRegex(line)) formats.push('regex');
  if (!formats.includes('data-url') && looksLikeBase64(text, head)) formats.push('base64');
  if (formats.length === 0 && MARKDOWN.filter((pattern) => pattern.test(head)).length >= 2)
    formats.push('markdown');
  formats.push('text');
  return formats;
}
