/**
 * Hand-off between tools: what an output is (a file or a text with its format) and which tool
 * takes it, from what each manifest declares. The items travel through the tab's shelf
 * (`./shelf`), never an upload or the clipboard.
 */

/** What a text is, as far as tools care: what a tool accepts and what smart paste detects. */
export const textFormats = [
  'text',
  'json',
  'markdown',
  'base64',
  'data-url',
  'timestamp',
  'iso-date',
  'geohash',
  'color',
  'url',
  'regex',
] as const;
export type TextFormat = (typeof textFormats)[number];

export type HandOffItem =
  | { kind: 'file'; file: File }
  | { kind: 'text'; text: string; format: TextFormat; name?: string };

/** What a tool takes in (or gives out): file types and text formats, as its manifest declares. */
export interface HandOffKinds {
  /**
   * MIME types: exact, a family (`image/*`), or any file (the wildcard type: star, slash, star).
   * A tool that takes several files at once says `multipleFiles`.
   */
  files?: readonly string[];
  multipleFiles?: boolean;
  /** Text formats; `text` means any text (a diff takes JSON or Markdown as well as prose). */
  text?: readonly TextFormat[];
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  heic: 'image/heic',
  json: 'application/json',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** A file's type: what the browser says, else guessed from its extension (some drops carry none). */
export function fileTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}

function matchesType(accepted: string, type: string): boolean {
  if (accepted === type || accepted === '*/*') return true;
  return accepted.endsWith('/*') && type.startsWith(accepted.slice(0, -1));
}

/** Whether a tool declaring `accepts` can take `items` (all of them, in one delivery). */
export function acceptsItems(accepts: HandOffKinds | undefined, items: readonly HandOffItem[]): boolean {
  if (!accepts || items.length === 0) return false;
  const files = items.filter((item) => item.kind === 'file');
  if (files.length > 1 && !accepts.multipleFiles) return false;
  return items.every((item) =>
    item.kind === 'file'
      ? (accepts.files ?? []).some((type) => matchesType(type, fileTypeOf(item.file)))
      : (accepts.text ?? []).some((format) => format === 'text' || format === item.format),
  );
}
