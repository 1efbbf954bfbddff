/**
 * Applying an AI card patch (CONTEXT.md Rules: AI generation): the text is tidied, then either
 * every returned field replaces the card's (overwrite) or only empty fields are filled (fillEmpty).
 */
import type { CardPatch } from '@toolbox/kit/api-schemas';
import { CARD_LIMITS } from './card-factory';
import type { Card } from './cards';

export type { CardPatch };
export type ApplyStrategy = 'overwrite' | 'fillEmpty';

/** The text fields a patch may set on each type (the API contract's, plus the common ones). */
const TYPE_FIELDS: Record<Card['type'], readonly string[]> = {
  CoreConcept: ['statement'],
  Character: ['desire', 'fear', 'belief'],
  Environment: ['image', 'rule', 'secret'],
  SpecialObject: ['anomaly', 'costRule'],
  Faction: ['stance'],
  Goal: ['successCondition'],
};

const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Trimmed, whitespace collapsed; tags cut to 30 characters, empty ones dropped, at most 10. */
export function normalisePatch(patch: CardPatch): CardPatch {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'tags' && Array.isArray(value)) {
      const tags = value
        .filter((tag): tag is string => typeof tag === 'string')
        .map((tag) => tidy(tag).slice(0, CARD_LIMITS.aiTag).trim())
        .filter(Boolean);
      result.tags = [...new Set(tags)].slice(0, CARD_LIMITS.tags);
    } else if (typeof value === 'string') {
      const text = tidy(value);
      if (text) result[field] = text;
    }
  }
  return result as CardPatch;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export interface PatchOutcome {
  card: Card;
  /** Fields whose value changed, for the editor to highlight until accepted. */
  changed: string[];
  /** Of those, the ones that were empty before. */
  filled: string[];
  /** Fields the patch returned that this card type has. */
  returned: string[];
}

/** `card` with `patch` applied by `strategy`; fields the type does not have are ignored. */
export function applyPatch(card: Card, patch: CardPatch, strategy: ApplyStrategy): PatchOutcome {
  const tidied = normalisePatch(patch) as Record<string, unknown>;
  const allowed = new Set(['name', 'summary', 'tags', ...TYPE_FIELDS[card.type]]);
  const next = { ...card } as Record<string, unknown>;
  const changed: string[] = [];
  const filled: string[] = [];
  const returned = Object.keys(tidied).filter((field) => allowed.has(field));
  for (const field of returned) {
    const before = next[field];
    const wasEmpty = isEmpty(before);
    if (strategy === 'fillEmpty' && !wasEmpty) continue;
    const value = tidied[field];
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    next[field] = value;
    changed.push(field);
    if (wasEmpty) filled.push(field);
  }
  return { card: next as unknown as Card, changed, filled, returned };
}

/** The AI needs a summary to work from (the spec's summaryRequired). */
export const canGenerate = (card: Card) => card.summary.trim() !== '';

/** The 429 retry waits: 1500 ms, then ×1.5 each further retry. */
export function rateLimitDelays(retries: number, first = 1500, factor = 1.5): number[] {
  return Array.from({ length: retries }, (_, index) => Math.round(first * factor ** index));
}
