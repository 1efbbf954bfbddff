/**
 * The character-card ecosystem's formats, as their specifications name the fields
 * (CONTEXT.md Rules: Interoperability): Character Card V2 (malfoyslastname/character-card-spec-v2),
 * V3 (kwaroran/character-card-spec-v3) and SillyTavern's World Info files (SillyTavern/SillyTavern).
 * Every object may carry fields these types do not name; they are kept, never dropped.
 */

export const CHARA_CARD_V2 = 'chara_card_v2';
export const CHARA_CARD_V3 = 'chara_card_v3';
export const LOREBOOK_V3 = 'lorebook_v3';

/** The `data.extensions` key under which an exported card carries the story builder's own fields. */
export const STORY_WORLD_EXTENSION = 'toolbox_story_world';

/** A lorebook entry (V2 `character_book.entries[]`, V3 `Lorebook.entries[]`). */
export interface LorebookEntry {
  keys: string[];
  content: string;
  extensions: Record<string, unknown>;
  enabled: boolean;
  insertion_order: number;
  case_sensitive?: boolean;
  use_regex?: boolean;
  constant?: boolean;
  name?: string;
  priority?: number;
  id?: number | string;
  comment?: string;
  selective?: boolean;
  secondary_keys?: string[];
  position?: 'before_char' | 'after_char';
  [field: string]: unknown;
}

export interface Lorebook {
  name?: string;
  description?: string;
  scan_depth?: number;
  token_budget?: number;
  recursive_scanning?: boolean;
  extensions: Record<string, unknown>;
  entries: LorebookEntry[];
  [field: string]: unknown;
}

/** `data` of a V2 or V3 card: V3 is V2's fields plus its own (optional here, as V2 has none). */
export interface CharacterCardData {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  alternate_greetings: string[];
  character_book?: Lorebook;
  tags: string[];
  creator: string;
  character_version: string;
  extensions: Record<string, unknown>;
  group_only_greetings: string[];
  assets?: { type: string; uri: string; name: string; ext: string }[];
  nickname?: string;
  creator_notes_multilingual?: Record<string, string>;
  source?: string[];
  /** Unix seconds. */
  creation_date?: number;
  /** Unix seconds; set on every export. */
  modification_date?: number;
  [field: string]: unknown;
}

export interface CharacterCardV2 {
  spec: typeof CHARA_CARD_V2;
  spec_version: '2.0';
  data: CharacterCardData;
  [field: string]: unknown;
}

export interface CharacterCardV3 {
  spec: typeof CHARA_CARD_V3;
  spec_version: '3.0';
  data: CharacterCardData;
  [field: string]: unknown;
}

/** The V1 fields: a V1 card is these at the top level, with no `spec`. */
export const V1_FIELDS = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
] as const;

/** `data`'s text fields, in the order the V2 specification lists them. */
export const DATA_TEXT_FIELDS = [
  ...V1_FIELDS,
  'creator_notes',
  'system_prompt',
  'post_history_instructions',
  'creator',
  'character_version',
] as const;

/** `data`'s required lists of texts. */
export const DATA_LIST_FIELDS = ['alternate_greetings', 'tags', 'group_only_greetings'] as const;

/** Why a file could not be imported: a code for the page's message, and the reason in English. */
export type ImportProblem =
  | 'notPng'
  | 'damagedPng'
  | 'noCardChunk'
  | 'badBase64'
  | 'badUtf8'
  | 'badJson'
  | 'unsupportedSpec'
  | 'missingData'
  | 'notACard'
  | 'notALorebook';

export interface ImportFailure {
  ok: false;
  code: ImportProblem;
  reason: string;
}

export const importFailure = (code: ImportProblem, reason: string): ImportFailure => ({
  ok: false,
  code,
  reason,
});

/**
 * Runs an import and turns anything it throws into a failure: import functions never throw
 * (a value that is not JSON at all, such as one holding a function, cannot be copied).
 */
export function importSafely<T>(code: ImportProblem, read: () => T | ImportFailure): T | ImportFailure {
  try {
    return read();
  } catch (error) {
    return importFailure(
      code,
      `could not read it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
