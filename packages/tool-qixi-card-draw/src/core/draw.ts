import { type Card, RARITIES, type Rarity } from './cards';

/** The pool's percentages added up: 100.001 for the spec's pool ("about 100%"). */
export function totalPercent(pool: readonly Card[]): number {
  return pool.reduce((sum, card) => sum + card.probability, 0);
}

/**
 * Each card's chance, its percentage over the pool's total, so the chances add up to exactly 1.
 * (Rolling 0–100 against a total of 100.001, as the original did, left the hidden card, last in
 * the list, a range no roll reaches; CONTEXT.md says why the roll spans the total.)
 */
export function chances(pool: readonly Card[]): number[] {
  const total = totalPercent(pool);
  return pool.map((card) => card.probability / total);
}

/**
 * Draws a card: a roll over the pool's total, the card whose share it falls in. A roll outside
 * every share (rounding at the very end) gives the first card, as the spec says.
 */
export function drawCard(pool: readonly Card[], random: () => number = Math.random): Card {
  const roll = random() * totalPercent(pool);
  let reached = 0;
  for (const card of pool) {
    reached += card.probability;
    if (roll < reached) return card;
  }
  return pool[0] as Card;
}

export interface RarityGroup {
  rarity: Rarity;
  cards: Card[];
  /** The group's percentage, as the spec lists them (e.g. 50 for the five commons). */
  percent: number;
}

/** The probability table: cards grouped by rarity, most common first. */
export function groupByRarity(pool: readonly Card[]): RarityGroup[] {
  return RARITIES.map((rarity) => {
    const cards = pool.filter((card) => card.rarity === rarity);
    const percent = Math.round(cards.reduce((sum, card) => sum + card.probability, 0) * 1000) / 1000;
    return { rarity, cards, percent };
  }).filter((group) => group.cards.length > 0);
}

/** A percentage as the table shows it: up to 3 decimals, no trailing zeros (0.001%, 2.49%, 10%). */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
