import { baseName, fileTimestamp } from '@toolbox/pdf-kit/file-names';
import { sanitizeFileName } from '@toolbox/ui/file-name';
import { BATCH_ZIP_PREFIX, DEFAULT_NAME_PATTERN, PART_NUMBER_TOKEN } from './constants';

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
export const formatTimestamp = fileTimestamp;

/** CONTEXT.md § Output names: the ZIP is named from the source name plus `-split-` and a timestamp. */
export function zipFileName({ sourceName, date }: { sourceName: string; date: Date }): string {
  const base = safe(baseName(sourceName)) || 'document';
  return `${base}-split-${formatTimestamp(date)}.zip`;
}

/**
 * CONTEXT.md § By bookmarks: a part named after its bookmark, numbered so the files sort in
 * document order and never clash: `01-Introduction.pdf`. The title is made safe for file names;
 * the pages before the first bookmark, and a title with nothing usable left, take `fallback`.
 */
export function bookmarkPartName({
  title,
  n,
  total,
  fallback,
}: {
  title: string | undefined;
  n: number;
  total: number;
  fallback: string;
}): string {
  const number = String(n).padStart(String(total).length, '0');
  const name = safe(title ?? '') || safe(fallback) || 'pages';
  return `${number}-${name}.pdf`;
}

/**
 * CONTEXT.md § Batch: the folder of one source's parts in the ZIP of several files, its name
 * without `.pdf`, made safe (`document` when nothing is left); `uniqueNames` keeps two sources of
 * the same name apart.
 */
export function sourceFolderName(sourceName: string): string {
  return safe(baseName(sourceName)) || 'document';
}

/** CONTEXT.md § Batch: `pdf-split-2026-11-22_09-30-05.zip`. */
export function batchZipName(date: Date): string {
  return `${BATCH_ZIP_PREFIX}-${fileTimestamp(date)}.zip`;
}
