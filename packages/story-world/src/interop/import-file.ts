/**
 * One entry point for a file the user drops (CONTEXT.md Rules: Interoperability › Files): a PNG
 * is a character card; JSON is a character card or a lorebook, told apart by its `spec` and shape.
 */
import { PNG_SIGNATURE } from '@toolbox/image-kit/png';
import type { Card } from '../cards';
import { isRecord } from '../shapes';
import { parseJsonBytes } from './card-png';
import { type CardImportOptions, importCharacterCard, importCharacterCardPng } from './character-import';
import { type ImportFailure, importSafely, LOREBOOK_V3 } from './character-spec';
import { importLorebook } from './lorebook-import';

export type CardFileImportResult =
  | {
      ok: true;
      kind: 'characterCard' | 'lorebook';
      /** A character card's Character card first, then its lorebook's cards. */
      cards: Card[];
      warnings: string[];
    }
  | ImportFailure;

/** `true` for a lorebook's JSON: `spec: 'lorebook_v3'`, or no spec and an `entries` list or map. */
const isLorebook = (value: unknown) =>
  isRecord(value) && (value.spec === LOREBOOK_V3 || (value.spec === undefined && 'entries' in value));

/** Cards from parsed JSON: a character card (V1, V2, V3) or a lorebook (V3, bare, World Info). */
export function importCardJson(
  value: unknown,
  options: CardImportOptions & { name?: string } = {},
): CardFileImportResult {
  if (isLorebook(value)) {
    const read = importLorebook(value, options);
    return read.ok ? { ...read, kind: 'lorebook' } : read;
  }
  const read = importCharacterCard(value, options);
  return read.ok
    ? { ok: true, kind: 'characterCard', cards: [read.card, ...read.lore], warnings: read.warnings }
    : read;
}

/**
 * Cards from a file's bytes: PNG (by its signature, not its name) or UTF-8 JSON. `name` is the
 * file's name without its extension (a World Info file's folder). Never throws.
 */
export function importCardFile({
  bytes,
  ...options
}: CardImportOptions & { bytes: Uint8Array; name?: string }): CardFileImportResult {
  return importSafely('badJson', () => {
    if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
      const read = importCharacterCardPng(bytes, options);
      return read.ok
        ? { ok: true, kind: 'characterCard', cards: [read.card, ...read.lore], warnings: read.warnings }
        : read;
    }
    const parsed = parseJsonBytes(bytes, 'the file');
    return parsed.ok ? importCardJson(parsed.json, options) : parsed;
  });
}
