export {
  CARD_POOL,
  type Card,
  type CardKind,
  CONFETTI_PARTICLES,
  FLIP_MS,
  HISTORY_CAP,
  RARITIES,
  type Rarity,
  SHUFFLE_MS,
} from './cards';
export { chances, drawCard, formatPercent, groupByRarity, type RarityGroup, totalPercent } from './draw';
export { DEFAULT_EVENT, daysLeft, type EventConfig, hasEnded, SPEC_EVENT } from './event';
export { addToHistory, type DrawRecord, isDrawRecord, shareText } from './history';
