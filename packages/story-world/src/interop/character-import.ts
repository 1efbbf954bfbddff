/**
 * Character Card V1, V2 and V3 into the model's Character card (CONTEXT.md Rules:
 * Interoperability › Character import).
 */
import { CARD_LIMITS, createBlankCard, newCardId, readCard } from '../card-factory';
import type { Card, CharacterCard } from '../cards';
import { isRecord, text, texts } from '../shapes';
import { pngDataUrl, readCardPng } from './card-png';
import {
  CHARA_CARD_V2,
  CHARA_CARD_V3,
  type ImportFailure,
  importFailure,
  importSafely,
  LOREBOOK_V3,
  STORY_WORLD_EXTENSION,
} from './character-spec';
import { cardTags, cutText, oneParagraph } from './fit-fields';
import { lorebookCards } from './lorebook-import';

export interface CardImportOptions {
  /** Ids already in use: new ids get a counter suffix instead (CONTEXT.md Rules: Cards › New ids). */
  taken?: ReadonlySet<string>;
  now?: number;
}

export type CharacterImportResult =
  | {
      ok: true;
      card: CharacterCard;
      /** The card's `character_book` entries as cards of their own (Lorebooks). */
      lore: Card[];
      warnings: string[];
    }
  | ImportFailure;

/** What import put in the model's fields, so export can tell them from the user's edits. */
export interface CharacterCardImported {
  name: string;
  summary: string;
  tags: string[];
}

/** `{{char}}` (any case) and the older `<BOT>` and `<char>`: the character's own name. */
const CHARACTER_MACRO = /\{\{char\}\}|<bot>|<char>/gi;

/** The main icon of V3 `assets` when it is a data: URL picture (`ccdefault:` and links are not ours). */
function iconOfAssets(assets: unknown): string | undefined {
  if (!Array.isArray(assets)) return undefined;
  const icons = assets.filter(
    (asset) => isRecord(asset) && asset.type === 'icon' && /^data:image\//i.test(text(asset.uri)),
  ) as Record<string, unknown>[];
  return text((icons.find((icon) => icon.name === 'main') ?? icons[0])?.uri) || undefined;
}

/** The story builder's fields an exported card carried back (CONTEXT.md Rules: Interoperability › Own fields). */
function storyFields(extensions: unknown, id: string): Partial<CharacterCard> {
  const stored = isRecord(extensions) ? extensions[STORY_WORLD_EXTENSION] : undefined;
  if (!isRecord(stored) || !isRecord(stored.card)) return {};
  const read = readCard({ ...stored.card, id, type: 'Character' });
  if (!read.ok || read.card.type !== 'Character') return {};
  const { desire, fear, belief, traits, resources, relations, conditions, themeVector, hooks } = read.card;
  return { desire, fear, belief, traits, resources, relations, conditions, themeVector, hooks };
}

/**
 * A Character card from a character card's JSON: V2 (`spec: 'chara_card_v2'`), V3
 * (`'chara_card_v3'`), or V1 (the fields at the top level, no `spec`). The whole JSON is kept in
 * `extensions.characterCard`, so export gives every field back. Never throws.
 */
export function importCharacterCard(
  value: unknown,
  options: CardImportOptions & { picture?: string } = {},
): CharacterImportResult {
  return importSafely('notACard', () => readCharacter(value, options));
}

function readCharacter(
  value: unknown,
  { taken = new Set(), now = Date.now(), picture }: CardImportOptions & { picture?: string },
): CharacterImportResult {
  if (!isRecord(value)) return importFailure('notACard', 'not a JSON object');
  const warnings: string[] = [];
  let fields: Record<string, unknown>;
  if (value.spec === CHARA_CARD_V2 || value.spec === CHARA_CARD_V3) {
    if (!isRecord(value.data))
      return importFailure('missingData', `a ${value.spec} card without its data object`);
    fields = value.data;
    const version = Number.parseFloat(text(value.spec_version));
    if (value.spec === CHARA_CARD_V3 && version > 3)
      warnings.push(
        `made with Character Card ${value.spec_version}: fields newer than 3.0 are kept, not shown`,
      );
  } else if (value.spec === LOREBOOK_V3) {
    return importFailure('unsupportedSpec', 'a lorebook, not a character card');
  } else if (value.spec !== undefined) {
    return importFailure('unsupportedSpec', `unsupported spec: ${JSON.stringify(value.spec)}`);
  } else if (typeof value.name === 'string') {
    fields = value;
  } else {
    return importFailure('notACard', 'neither a spec nor a character name: not a character card');
  }

  const fullName = text(fields.name).trim();
  const calledBy = text(fields.nickname).trim() || fullName;
  const about = text(fields.description).trim() ? text(fields.description) : text(fields.personality);
  const imported: CharacterCardImported = {
    name: cutText(oneParagraph(fullName), CARD_LIMITS.name),
    summary: cutText(oneParagraph(about.replace(CHARACTER_MACRO, calledBy)), CARD_LIMITS.summary),
    tags: cardTags(typeof fields.tags === 'string' ? fields.tags.split(',') : texts(fields.tags)),
  };
  const used = new Set(taken);
  const id = newCardId('Character', now, used);
  used.add(id);
  const card = {
    ...(createBlankCard('Character', { id }) as CharacterCard),
    ...imported,
    tags: [...imported.tags],
    ...storyFields(fields.extensions, id),
  };
  const icon = picture ?? iconOfAssets(fields.assets);
  if (icon) card.picture = icon;
  card.extensions = { characterCard: structuredClone(value), characterCardImported: imported };

  const book = fields.character_book;
  const lore = isRecord(book)
    ? lorebookCards(book, 'character_book', {
        taken: used,
        now,
        folder: text(book.name).trim() || imported.name,
      })
    : { cards: [], warnings: [] };
  return { ok: true, card, lore: lore.cards, warnings: [...warnings, ...lore.warnings] };
}

/**
 * A Character card from a PNG character card: the `ccv3` chunk, else `chara`; the picture is the
 * PNG itself without those chunks. Never throws.
 */
export function importCharacterCardPng(
  png: Uint8Array,
  options: CardImportOptions = {},
): CharacterImportResult {
  return importSafely('damagedPng', () => {
    const read = readCardPng(png);
    if (!read.ok) return read;
    const { picture, json, warnings } = read;
    const imported = importCharacterCard(json, { ...options, picture: pngDataUrl(picture) });
    return imported.ok ? { ...imported, warnings: [...warnings, ...imported.warnings] } : imported;
  });
}
