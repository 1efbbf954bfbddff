// Character Card V1/V2/V3 and lorebook import and export: a separate entry point, so pages load
// the PNG and zlib code only when they import or export such a file.
export { PLACEHOLDER_SIZE, readCardPng, writeCardPng } from './card-png';
export {
  type CharacterExportOptions,
  exportCharacterCardJson,
  exportCharacterCardPng,
  exportCharacterCardV2,
  exportCharacterCardV3,
} from './character-export';
export {
  type CardImportOptions,
  type CharacterCardImported,
  type CharacterImportResult,
  importCharacterCard,
  importCharacterCardPng,
} from './character-import';
export {
  CHARA_CARD_V2,
  CHARA_CARD_V3,
  type CharacterCardData,
  type CharacterCardV2,
  type CharacterCardV3,
  type ImportFailure,
  type ImportProblem,
  LOREBOOK_V3,
  type Lorebook,
  type LorebookEntry,
  STORY_WORLD_EXTENSION,
} from './character-spec';
export { type CardFileImportResult, importCardFile, importCardJson } from './import-file';
export {
  importLorebook,
  type LorebookFormat,
  type LorebookImportResult,
  type LorebookOrigin,
} from './lorebook-import';
