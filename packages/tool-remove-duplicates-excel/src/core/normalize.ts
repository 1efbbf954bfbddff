/** Text normalisation before comparing (CONTEXT.md Rules: Normalisation). */

export interface Normalization {
  trim: boolean;
  toLowerCase: boolean;
  removeSpaces: boolean;
  fullWidthToHalfWidth: boolean;
  punctuationNormalize: boolean;
}

/** The spec's defaults: trim on, all else off. */
export const DEFAULT_NORMALIZATION: Normalization = {
  trim: true,
  toLowerCase: false,
  removeSpaces: false,
  fullWidthToHalfWidth: false,
  punctuationNormalize: false,
};

/** Full-width digits and Latin letters (U+FF10–FF19, FF21–FF3A, FF41–FF5A) and the ideographic space. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3000]/g;

function toHalfWidth(char: string): string {
  return char === '\u3000' ? ' ' : String.fromCharCode(char.charCodeAt(0) - 0xfee0);
}

/** Chinese punctuation and its ASCII counterpart. */
export const CHINESE_PUNCTUATION: Readonly<Record<string, string>> = {
  '，': ',',
  '。': '.',
  '、': ',',
  '；': ';',
  '：': ':',
  '？': '?',
  '！': '!',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '（': '(',
  '）': ')',
  '【': '[',
  '】': ']',
  '《': '<',
  '》': '>',
  '「': '"',
  '」': '"',
  '『': '"',
  '』': '"',
  '—': '-',
  '～': '~',
  '…': '...',
  '·': '.',
};
const PUNCTUATION = new RegExp(`[${Object.keys(CHINESE_PUNCTUATION).join('')}]`, 'g');

const WHITESPACE = /\s+/g;

/**
 * One value as it is compared: full-width to half-width and Chinese punctuation first (so an
 * ideographic space is then trimmed or removed like any), then spaces removed, trimmed, lower-cased.
 * `null` and `undefined` become ''.
 */
export function normalizeValue(value: string | null | undefined, options: Normalization): string {
  if (value == null) return '';
  let text = value;
  if (options.fullWidthToHalfWidth) text = text.replace(FULL_WIDTH, toHalfWidth);
  if (options.punctuationNormalize)
    text = text.replace(PUNCTUATION, (char) => CHINESE_PUNCTUATION[char] ?? char);
  if (options.removeSpaces) text = text.replace(WHITESPACE, '');
  else if (options.trim) text = text.trim();
  if (options.toLowerCase) text = text.toLowerCase();
  return text;
}

/** Whether normalising can change a value at all (when not, the key is the raw text: faster). */
export function changesText(options: Normalization): boolean {
  return Object.values(options).some(Boolean);
}

/** Joins the compared values of a row: U+0000 cannot occur in a cell, so keys cannot collide. */
export const KEY_SEPARATOR = '\u0000';
