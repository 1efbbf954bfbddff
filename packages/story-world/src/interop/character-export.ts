/**
 * A Character card out as Character Card V2 and V3, JSON or PNG (CONTEXT.md Rules:
 * Interoperability › Character export). An imported card gives back every field it came with.
 */
import type { CharacterCard } from '../cards';
import { isRecord, text } from '../shapes';
import { placeholderPng, pngOfDataUrl, writeCardPng } from './card-png';
import type { CharacterCardImported } from './character-import';
import {
  CHARA_CARD_V2,
  CHARA_CARD_V3,
  type CharacterCardData,
  type CharacterCardV2,
  type CharacterCardV3,
  DATA_LIST_FIELDS,
  DATA_TEXT_FIELDS,
  STORY_WORLD_EXTENSION,
  V1_FIELDS,
} from './character-spec';

export interface CharacterExportOptions {
  /** The export's time: `modification_date` (Unix seconds). */
  now?: number;
}

/** The kept card (`extensions.characterCard`): its top-level fields apart from `data`, and `data`. */
function keptCard(card: CharacterCard): { top: Record<string, unknown>; data: Record<string, unknown> } {
  const kept = card.extensions?.characterCard;
  if (!isRecord(kept)) return { top: {}, data: {} };
  if ((kept.spec === CHARA_CARD_V2 || kept.spec === CHARA_CARD_V3) && isRecord(kept.data)) {
    const { spec: _spec, spec_version: _version, data, ...top } = kept;
    return { top: structuredClone(top), data: structuredClone(data) };
  }
  // V1: its fields become data; the object stays at the top level, as SillyTavern writes it.
  const data: Record<string, unknown> = Object.fromEntries(
    [...DATA_TEXT_FIELDS, ...DATA_LIST_FIELDS]
      .filter((field) => field in kept)
      .map((field) => [field, kept[field]]),
  );
  if (data.creator_notes === undefined && typeof kept.creatorcomment === 'string')
    data.creator_notes = kept.creatorcomment;
  return { top: structuredClone(kept), data: structuredClone(data) };
}

const sameTexts = (a: readonly string[], b: unknown) =>
  Array.isArray(b) && a.length === b.length && a.every((value, index) => value === b[index]);

/** For a card made here: its desire, fear, belief and traits as the personality other apps read. */
function personalityOf(card: CharacterCard): string {
  const traits = card.traits.map(
    (trait) => `${trait.polarity < 0 ? 'not ' : ''}${trait.key}${trait.notes ? ` (${trait.notes})` : ''}`,
  );
  return [
    card.desire && `Desire: ${card.desire}`,
    card.fear && `Fear: ${card.fear}`,
    card.belief && `Belief: ${card.belief}`,
    traits.length > 0 && `Traits: ${traits.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The story builder's fields no card field holds, or undefined when all are empty. */
function storyFields(card: CharacterCard): Record<string, unknown> | undefined {
  const { desire, fear, belief, traits, resources, relations, conditions, themeVector, hooks } = card;
  const fields = { desire, fear, belief, traits, resources, relations, conditions, themeVector, hooks };
  const isEmpty = Object.values(fields).every((value) =>
    typeof value === 'string'
      ? !value
      : Array.isArray(value)
        ? value.length === 0
        : Object.keys(value).length === 0,
  );
  return isEmpty ? undefined : structuredClone(fields);
}

/**
 * The `data` both versions share: the kept data, its required fields set right where their type
 * was wrong, then the model's name, summary (as `description`) and tags where they differ from
 * what import put there (the user's edits), and the builder's own fields under
 * `extensions.toolbox_story_world`.
 */
function exportData(
  card: CharacterCard,
  now: number,
): { top: Record<string, unknown>; data: CharacterCardData } {
  const kept = keptCard(card);
  const imported = isRecord(card.extensions?.characterCardImported)
    ? (card.extensions.characterCardImported as Partial<CharacterCardImported>)
    : undefined;
  const data: Record<string, unknown> = {
    ...Object.fromEntries(DATA_TEXT_FIELDS.map((field) => [field, ''])),
    alternate_greetings: [],
    tags: [],
    extensions: {},
    group_only_greetings: [],
    ...kept.data,
  };
  if (typeof data.tags === 'string')
    data.tags = data.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  for (const field of DATA_TEXT_FIELDS) data[field] = text(data[field]);
  for (const field of DATA_LIST_FIELDS)
    data[field] = Array.isArray(data[field]) ? data[field].filter((item) => typeof item === 'string') : [];
  const extensions = isRecord(data.extensions) ? data.extensions : {};
  data.extensions = extensions;

  if (card.name !== imported?.name) data.name = card.name;
  if (card.summary !== imported?.summary) data.description = card.summary;
  if (!imported || !sameTexts(card.tags, imported.tags)) data.tags = [...card.tags];
  if (!card.extensions?.characterCard) data.personality = personalityOf(card);
  const story = storyFields(card);
  if (story) extensions[STORY_WORLD_EXTENSION] = { card: story };
  else delete extensions[STORY_WORLD_EXTENSION];
  data.modification_date = Math.floor(now / 1000);

  // A card that also has the V1 fields at the top level (V1, or SillyTavern's V2) keeps them in step.
  for (const field of V1_FIELDS) if (field in kept.top) kept.top[field] = data[field];
  return { top: kept.top, data: data as CharacterCardData };
}

/** The card as Character Card V2 (`spec: 'chara_card_v2'`, `spec_version: '2.0'`). */
export function exportCharacterCardV2(
  card: CharacterCard,
  { now = Date.now() }: CharacterExportOptions = {},
) {
  const { top, data } = exportData(card, now);
  return { ...top, spec: CHARA_CARD_V2, spec_version: '2.0', data } satisfies CharacterCardV2;
}

/** The card as Character Card V3 (`spec: 'chara_card_v3'`, `spec_version: '3.0'`). */
export function exportCharacterCardV3(
  card: CharacterCard,
  { now = Date.now() }: CharacterExportOptions = {},
) {
  const { top, data } = exportData(card, now);
  return { ...top, spec: CHARA_CARD_V3, spec_version: '3.0', data } satisfies CharacterCardV3;
}

/** The card as a V3 JSON file's text. */
export function exportCharacterCardJson(card: CharacterCard, options: CharacterExportOptions = {}): string {
  return `${JSON.stringify(exportCharacterCardV3(card, options), null, 2)}\n`;
}

/**
 * The card as a PNG carrying both `chara` (V2) and `ccv3` (V3): written into `image` when given
 * (a PNG the page made, say from a JPEG picture), else into the card's picture when it is a PNG,
 * else into a placeholder portrait.
 */
export function exportCharacterCardPng(
  card: CharacterCard,
  { image, ...options }: CharacterExportOptions & { image?: Uint8Array } = {},
): Uint8Array<ArrayBuffer> {
  const now = options.now ?? Date.now();
  const chunks = { v2: exportCharacterCardV2(card, { now }), v3: exportCharacterCardV3(card, { now }) };
  for (const png of [image, pngOfDataUrl(card.picture)]) {
    const written = png && writeCardPng(png, chunks);
    if (written) return written;
  }
  return writeCardPng(placeholderPng(), chunks) as Uint8Array<ArrayBuffer>;
}
