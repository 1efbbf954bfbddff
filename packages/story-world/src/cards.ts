/**
 * Story-world cards (CONTEXT.md Rules: Cards): six types sharing common fields, each with its own.
 * The card type list is the API contract's (`@toolbox/kit/api-schemas`, imported for its type only
 * so zod is not bundled).
 */
import type { CardType } from '@toolbox/kit/api-schemas';

export type { CardType };

export const CARD_TYPES = [
  'CoreConcept',
  'Character',
  'Environment',
  'SpecialObject',
  'Faction',
  'Goal',
] as const satisfies readonly CardType[];

export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

/** A named event a card can set off. */
export interface Hook {
  id: string;
  name: string;
  /** Conditions that must hold for the hook (key → expected value). */
  preconditions?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** Clock kinds offered by the card editor (the story service's new clocks use crisis, countdown, truth). */
export const CLOCK_KINDS = ['countdown', 'crisis', 'truth', 'relationship'] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

export interface Clock {
  id: string;
  name: string;
  value: number;
  max: number;
  kind: ClockKind | string;
}

export interface Trait {
  key: string;
  polarity: 1 | -1;
  notes?: string;
}

/** What every card has. `extensions` keeps data from imported formats this model does not use. */
export interface CardBase {
  id: string;
  type: CardType;
  name: string;
  summary: string;
  tags: string[];
  conditions: Record<string, string | number | boolean | null>;
  themeVector: Record<string, number>;
  hooks: Hook[];
  /** Folder the card is filed under in the repository ('' = none). */
  folder?: string;
  /** A picture of the card, as a data: URL (`image` is the Environment's imagery text). */
  picture?: string;
  extensions?: Record<string, unknown>;
}

export interface CoreConceptCard extends CardBase {
  type: 'CoreConcept';
  statement: string;
  /** −10 (very calm) … 10 (very tense), steps of 0.1. */
  tension: number;
  constraints: string[];
  designGuide?: string;
}

export interface CharacterCard extends CardBase {
  type: 'Character';
  desire: string;
  fear: string;
  belief: string;
  traits: Trait[];
  /** Resource name → whole amount (never below 0 after a commit). */
  resources: Record<string, number>;
  /** Target id or name → −100 (nemesis) … 100 (ally). */
  relations: Record<string, number>;
}

export interface EnvironmentCard extends CardBase {
  type: 'Environment';
  /** The place as one sees it: imagery text, not a picture (the API contract's name). */
  image: string;
  rule: string;
  secret: string;
  clocks: Clock[];
}

export interface SpecialObjectCard extends CardBase {
  type: 'SpecialObject';
  anomaly: string;
  costRule: string;
  /** 0 … 1000; undefined = unlimited. */
  durability?: number;
}

export interface FactionCard extends CardBase {
  type: 'Faction';
  stance: string;
  /** Target → −100 … 100. */
  reputation: Record<string, number>;
}

export interface GoalCard extends CardBase {
  type: 'Goal';
  successCondition: string;
  deadlineClockId?: string;
}

export type Card =
  | CoreConceptCard
  | CharacterCard
  | EnvironmentCard
  | SpecialObjectCard
  | FactionCard
  | GoalCard;

export type CardOf<T extends CardType> = Extract<Card, { type: T }>;
