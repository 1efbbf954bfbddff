/**
 * Lorebooks into cards (CONTEXT.md Rules: Interoperability › Lorebooks): a character's
 * `character_book`, a standalone `lorebook_v3` file, or SillyTavern's World Info file. Each entry
 * becomes one card; the raw entry is kept in `extensions.lorebook` for export.
 */
import { CARD_LIMITS, createBlankCard, newCardId } from '../card-factory';
import type { Card, CardType } from '../cards';
import { finite, isRecord, text, texts } from '../shapes';
import {
  CHARA_CARD_V2,
  CHARA_CARD_V3,
  type ImportFailure,
  importFailure,
  importSafely,
  LOREBOOK_V3,
} from './character-spec';
import { cardTags, cutText, oneParagraph } from './fit-fields';

/** Where the entries came from: their shapes differ (`keys` or `key`, `name` or `comment`). */
export type LorebookFormat = 'character_book' | 'lorebook_v3' | 'world_info';

/** What a lorebook card keeps of its source, in `extensions.lorebook`. */
export interface LorebookOrigin {
  format: LorebookFormat;
  /** The book's own fields (name, scan_depth, extensions…), without its entries. */
  book: Record<string, unknown>;
  /** The entry as it was, every field. */
  entry: Record<string, unknown>;
  /** World Info made from a character's book keeps that book in `originalData`: this entry's original. */
  originalEntry?: Record<string, unknown>;
}

export type LorebookImportResult = { ok: true; cards: Card[]; warnings: string[] } | ImportFailure;

/**
 * A title that starts with one of these words and a colon gives the card its type (the word is
 * left out of the name); any other entry is a CoreConcept.
 */
const TYPE_WORDS: readonly [RegExp, CardType][] = [
  [/^(?:location|place|setting|environment|region|地点|地點|场景|場景|地区|地區)\s*[:：]\s*/i, 'Environment'],
  [/^(?:faction|organi[sz]ation|guild|势力|勢力|组织|組織|阵营|陣營)\s*[:：]\s*/i, 'Faction'],
  [/^(?:character|npc|person|人物|角色)\s*[:：]\s*/i, 'Character'],
  [/^(?:item|object|artifact|artefact|物品|道具)\s*[:：]\s*/i, 'SpecialObject'],
  [/^(?:goal|quest|objective|目标|目標|任务|任務)\s*[:：]\s*/i, 'Goal'],
];

/** A key written as a regular expression (`/dragons?/i`): matching syntax, not a tag. */
const REGEX_KEY = /^\/.+\/[a-z]*$/s;
/** V3 decorators (`@@depth 4`) open the content: instructions for the chat app, not text. */
const DECORATOR_LINE = /^@@.*$/gm;

const keyList = (value: unknown) => (typeof value === 'string' ? value.split(',') : texts(value));

function typeOfTitle(title: string): { type: CardType; name: string } {
  for (const [word, type] of TYPE_WORDS) if (word.test(title)) return { type, name: title.replace(word, '') };
  return { type: 'CoreConcept', name: title };
}

function entryCard(
  entry: Record<string, unknown>,
  origin: LorebookOrigin,
  { id, folder }: { id: (type: CardType) => string; folder: string },
): Card {
  const isWorldInfo = origin.format === 'world_info';
  const keys = cardTags(
    keyList(isWorldInfo ? entry.key : entry.keys).filter((key) => !REGEX_KEY.test(key.trim())),
  );
  const content = oneParagraph(text(entry.content).replace(DECORATOR_LINE, ''));
  const title = oneParagraph(isWorldInfo ? text(entry.comment) : text(entry.name) || text(entry.comment));
  const { type, name } = typeOfTitle(title);
  const card = createBlankCard(type, { id: id(type) });
  card.name = cutText(name || keys[0] || content, CARD_LIMITS.name);
  card.summary = cutText(content, CARD_LIMITS.summary);
  card.tags = keys;
  if (card.type === 'CoreConcept') card.statement = cutText(content, CARD_LIMITS.statement);
  if (folder) card.folder = folder;
  card.extensions = { lorebook: origin };
  return card;
}

/**
 * The cards of a lorebook's entries, in the book's order (World Info: `displayIndex`, then file
 * order). An entry that is not an object is skipped with a warning.
 */
export function lorebookCards(
  book: Record<string, unknown>,
  format: LorebookFormat,
  {
    taken = new Set(),
    now = Date.now(),
    folder = '',
  }: { taken?: ReadonlySet<string>; now?: number; folder?: string },
): { cards: Card[]; warnings: string[] } {
  const { entries, ...bookFields } = book;
  const warnings: string[] = [];
  let list: unknown[] = Array.isArray(entries) ? entries : isRecord(entries) ? Object.values(entries) : [];
  if (format === 'world_info')
    list = list
      .map((entry, index) => ({
        entry,
        at: isRecord(entry) && finite(entry.displayIndex) ? entry.displayIndex : index,
      }))
      .sort((a, b) => a.at - b.at)
      .map(({ entry }) => entry);
  const original = isRecord(bookFields.originalData) ? bookFields.originalData : undefined;
  const originalEntries =
    original && Array.isArray(original.entries) ? original.entries.filter(isRecord) : [];
  if (original) {
    const { entries: _, ...originalFields } = original;
    bookFields.originalData = originalFields;
  }
  const used = new Set(taken);
  const id = (type: CardType) => {
    const next = newCardId(type, now, used);
    used.add(next);
    return next;
  };
  const cards = list.flatMap((entry, index) => {
    if (!isRecord(entry)) {
      warnings.push(`entry ${index + 1} is not an object: skipped`);
      return [];
    }
    const origin: LorebookOrigin = {
      format,
      book: structuredClone(bookFields),
      entry: structuredClone(entry),
    };
    const originalEntry =
      format === 'world_info' ? originalEntries.find((item) => item.id === entry.uid) : undefined;
    if (originalEntry) origin.originalEntry = structuredClone(originalEntry);
    return [entryCard(entry, origin, { id, folder })];
  });
  return { cards, warnings };
}

/**
 * Cards from a lorebook file: V3's `{ spec: 'lorebook_v3', data }`, a bare book
 * (`entries` as an array, as in a card's `character_book`) or SillyTavern World Info (`entries` as
 * an object keyed by uid). `name` (the file's name) is the folder when the book has no name.
 * Never throws.
 */
export function importLorebook(
  value: unknown,
  options: { taken?: ReadonlySet<string>; now?: number; name?: string } = {},
): LorebookImportResult {
  return importSafely('notALorebook', () => {
    if (!isRecord(value)) return importFailure('notALorebook', 'not a JSON object');
    let book: Record<string, unknown>;
    let format: LorebookFormat;
    if (value.spec === LOREBOOK_V3) {
      if (!isRecord(value.data) || !Array.isArray(value.data.entries))
        return importFailure('missingData', 'a lorebook_v3 file without data.entries');
      book = value.data;
      format = 'lorebook_v3';
    } else if (value.spec === CHARA_CARD_V2 || value.spec === CHARA_CARD_V3) {
      return importFailure('unsupportedSpec', 'a character card, not a lorebook');
    } else if (value.spec !== undefined) {
      return importFailure('unsupportedSpec', `unsupported spec: ${JSON.stringify(value.spec)}`);
    } else if (Array.isArray(value.entries)) {
      book = value;
      format = 'character_book';
    } else if (isRecord(value.entries)) {
      book = value;
      format = 'world_info';
    } else {
      return importFailure('notALorebook', 'no entries: neither a lorebook nor a World Info file');
    }
    const folder = text(book.name).trim() || (options.name ?? '');
    return { ok: true, ...lorebookCards(book, format, { ...options, folder }) };
  });
}
