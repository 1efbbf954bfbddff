/**
 * File names the user types for a download. Pure functions (no React, no DOM), so a tool's core
 * can use them too: `@toolbox/ui/file-name`.
 */

/**
 * Characters Windows, macOS or Linux refuse in a file name (path separators and `:*?"<>|`), C0 and
 * C1 control characters, and the bidirectional overrides that can disguise an extension
 * (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
const UNSAFE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Device names Windows reserves whatever the extension (`con.pdf` cannot be saved there). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/** Most file systems allow 255 bytes per name; UTF-8 Chinese takes 3 bytes a character. */
export const MAX_FILE_NAME_BYTES = 255;

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let result = '';
  let bytes = 0;
  for (const character of text) {
    const size = utf8Length(character);
    if (bytes + size > maxBytes) break;
    result += character;
    bytes += size;
  }
  return result;
}

/**
 * Makes a typed name safe to save on any system: unsafe characters become `_`, surrounding spaces
 * and trailing dots go (Windows drops them silently), a name of only dots becomes empty, a Windows
 * device name gets a `_`, and the result fits in `maxBytes` of UTF-8. Letters of every script are
 * kept as typed. Returns '' when nothing usable is left.
 */
export function sanitizeFileName(name: string, { maxBytes = MAX_FILE_NAME_BYTES } = {}): string {
  // Trim first, so a pasted trailing newline goes rather than turning into `_`.
  const replaced = name.trim().replace(UNSAFE_CHARACTERS, '_');
  const safe = truncateUtf8(replaced, maxBytes)
    .trim()
    .replace(/[.\s]+$/u, '');
  if (/^\.*$/.test(safe)) return '';
  return WINDOWS_RESERVED.test(safe) ? safe.replace(/^[^.]+/, (device) => `${device}_`) : safe;
}

export interface OutputFileNameInput {
  /** What the user typed, with or without the extension. */
  name: string;
  /** Used when `name` is blank or nothing of it survives sanitising. */
  defaultName: string;
  /** The extension with its dot (`.pdf`), appended once; '' for none. */
  extension: string;
}

/** Splits a typed extension (in any case) off `text`; `suffix` keeps the case typed. */
function splitExtension(text: string, extension: string): { base: string; suffix: string } {
  const trimmed = text.trim();
  const hasExtension = extension !== '' && trimmed.toLowerCase().endsWith(extension.toLowerCase());
  return hasExtension
    ? { base: trimmed.slice(0, -extension.length), suffix: trimmed.slice(-extension.length) }
    : { base: text, suffix: extension };
}

/**
 * The download name for an output-name field: the typed name sanitised, or the default, plus the
 * extension, at most 255 bytes in all. An extension the user typed is not doubled and keeps the
 * case typed (`Report.PDF` stays).
 */
export function outputFileName({ name, defaultName, extension }: OutputFileNameInput): string {
  const maxBytes = MAX_FILE_NAME_BYTES - utf8Length(extension);
  for (const candidate of [name, defaultName]) {
    const { base, suffix } = splitExtension(candidate, extension);
    const safe = sanitizeFileName(base, { maxBytes });
    if (safe !== '') return `${safe}${suffix}`;
  }
  return `download${extension}`;
}

/**
 * A short label for a file's kind: its extension in capitals (`PDF`, `JSON`), else the MIME
 * subtype (`PNG` for image/png), else ''.
 */
export function fileTypeLabel({ name, type }: { name: string; type: string }): string {
  const extension = /\.([^./\\]{1,10})$/.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = type.split(';')[0]?.split('/')[1]?.replace(/^x-/, '') ?? '';
  // Long vendor types (vnd.openxmlformats-…) say nothing at badge size.
  return /^[a-z0-9+-]{1,10}$/i.test(subtype) ? subtype.toUpperCase() : '';
}
