/**
 * What the repository's import accepts (CONTEXT.md Rules: Import): this tool's card JSON, and, from
 * the character-card ecosystem, Character Card V1/V2/V3 (JSON or PNG) and lorebooks (V3,
 * SillyTavern World Info). One result shape for the page.
 */
import { type Card, importCards } from '@toolbox/story-world';
import { importCardFile } from '@toolbox/story-world/interop';

export type ImportAnyResult =
  | { ok: true; cards: Card[]; skipped: string[]; warnings: string[] }
  | { ok: false; error: 'jsonFormat' | 'noCards' | 'notACard'; reason?: string };

const decoder = new TextDecoder();

/** Whether parsed JSON is this tool's own card file (or a bare list / map of cards). */
function isOwnCardFile(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.format === 'toolbox-story-cards' ||
    ('cards' in record && !('spec' in record) && !('entries' in record))
  );
}

export function importAny({
  bytes,
  name = '',
  taken,
}: {
  bytes: Uint8Array;
  name?: string;
  taken: ReadonlySet<string>;
}): ImportAnyResult {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const baseName = name.replace(/\.[^.]+$/, '');
  if (!isPng) {
    const text = decoder.decode(bytes).replace(/^\uFEFF/, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return {
        ok: false,
        error: 'jsonFormat',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
    if (isOwnCardFile(parsed)) {
      const own = importCards(text);
      if (!own.ok) return { ok: false, error: own.error, reason: own.detail };
      return {
        ok: true,
        cards: own.cards,
        skipped: own.setAside.map((item) => `#${item.index + 1}: ${item.reason}`),
        warnings: [],
      };
    }
  }
  const read = importCardFile({ bytes, name: baseName, taken });
  if (!read.ok)
    return { ok: false, error: read.code === 'badJson' ? 'jsonFormat' : 'notACard', reason: read.reason };
  return { ok: true, cards: read.cards, skipped: [], warnings: read.warnings };
}
