export * from './ai-patch';
export * from './card-factory';
export * from './card-json';
export * from './cards';
export * from './history';
export { PLACEHOLDER_SIZE, readCardPng, writeCardPng } from './interop/card-png';
export {
  type CharacterExportOptions,
  exportCharacterCardJson,
  exportCharacterCardPng,
  exportCharacterCardV2,
  exportCharacterCardV3,
} from './interop/character-export';
export {
  type CardImportOptions,
  type CharacterCardImported,
  type CharacterImportResult,
  importCharacterCard,
  importCharacterCardPng,
} from './interop/character-import';
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
} from './interop/character-spec';
export { type CardFileImportResult, importCardFile, importCardJson } from './interop/import-file';
export {
  importLorebook,
  type LorebookFormat,
  type LorebookImportResult,
  type LorebookOrigin,
} from './interop/lorebook-import';
export * from './labels';
export * from './repository';
export * from './slots';
export * from './token-estimate';
export * from './validate-card';
export * from './world';
