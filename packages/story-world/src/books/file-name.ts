/**
 * Export file names: `{book title}.{extension}`. Story-world stays free of UI packages, so this is
 * its own small copy of the download-name rule (unsafe characters become `_`).
 */

/**
 * Characters Windows, macOS or Linux refuse in a file name, control characters, and the
 * bidirectional overrides that can disguise an extension.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
const UNSAFE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
/** Leaves room for the extension within the 255 bytes most file systems allow. */
const MAX_BASE_BYTES = 200;

const encoder = new TextEncoder();

function fitBytes(text: string, maxBytes: number): string {
  if (encoder.encode(text).length <= maxBytes) return text;
  let result = '';
  let bytes = 0;
  for (const character of text) {
    const size = encoder.encode(character).length;
    if (bytes + size > maxBytes) break;
    result += character;
    bytes += size;
  }
  return result;
}

/** `{title}.{extension}` safe on every system; `story` when nothing of the title is usable. */
export function bookFileName(title: string, extension: string): string {
  const safe = fitBytes(title.trim().replace(UNSAFE_CHARACTERS, '_'), MAX_BASE_BYTES)
    .trim()
    .replace(/[.\s]+$/u, '');
  const base = /^\.*$/.test(safe) ? 'story' : WINDOWS_RESERVED.test(safe) ? `${safe}_` : safe;
  return `${base}.${extension}`;
}
