import { sanitizeFileName } from '@toolbox/ui/file-name';
import { DEFAULT_NAME_PATTERN, PART_NUMBER_TOKEN } from './constants';

/**
 * The shared file-name rules (unsafe characters become `_`, trimmed), keeping room for the part
 * number, `-split-<timestamp>` and the extension within the 255-byte limit.
 */
function safe(name: string): string {
  return sanitizeFileName(name, { maxBytes: 200 });
}

/**
 * CONTEXT.md § Output names: `{n}` in the pattern becomes the part number from 1, plus `.pdf`. A blank pattern
 * falls back to the default; a pattern without `{n}` gets `-{n}` appended when there are several
 * parts, so the ZIP never holds two files of the same name.
 */
export function partFileName({ pattern, n, total }: { pattern: string; n: number; total: number }): string {
  let base = safe(pattern.replace(/\.pdf$/i, ''));
  if (base === '') base = DEFAULT_NAME_PATTERN;
  if (total > 1 && !base.includes(PART_NUMBER_TOKEN)) base += `-${PART_NUMBER_TOKEN}`;
  return `${base.replaceAll(PART_NUMBER_TOKEN, String(n))}.pdf`;
}

/** `2026-11-22_09-30-05`: local time, sorts by date, and safe in a file name on every system. */
export function formatTimestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `_${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`
  );
}

/** CONTEXT.md § Output names: the ZIP is named from the source name plus `-split-` and a timestamp. */
export function zipFileName({ sourceName, date }: { sourceName: string; date: Date }): string {
  const base = safe(sourceName.replace(/\.pdf$/i, '')) || 'document';
  return `${base}-split-${formatTimestamp(date)}.zip`;
}
