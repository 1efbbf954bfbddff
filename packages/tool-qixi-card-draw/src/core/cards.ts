/** The card pool of the event (CONTEXT.md Rules: Pool): the spec's rarities and percentages. */

export type Rarity = 'common' | 'rare' | 'superRare' | 'ultraRare' | 'legendary' | 'hidden';

/** Rarities from the most common to the rarest, as the probability table groups them. */
export const RARITIES: readonly Rarity[] = [
  'common',
  'rare',
  'superRare',
  'ultraRare',
  'legendary',
  'hidden',
];

/** What a card shows besides its text: a picture, or a saying fetched for it. */
export type CardKind = 'text' | 'image' | 'saying';

export interface Card {
  /** Also the key of its text in the messages (`cards.<id>`). */
  id: string;
  rarity: Rarity;
  /** Percent, as the spec writes it. */
  probability: number;
  kind: CardKind;
  animation?: 'glow' | 'rainbow';
}

const cards = (rarity: Rarity, probability: number, ids: readonly string[]): Card[] =>
  ids.map((id) => ({ id, rarity, probability, kind: 'text' as const }));

/**
 * 20 cards: common 10% each for five; rare 5% each for seven; super-rare 2.5% each for five (one
 * with a picture, one with a saying); ultra-rare one at 2.49%; legendary one at 0.01% (glow);
 * hidden one at 0.001% (rainbow). The texts are ours (the spec does not show them).
 */
export const CARD_POOL: readonly Card[] = [
  ...cards('common', 10, ['sweetSmile', 'warmTea', 'sharedUmbrella', 'longCall', 'favouriteSong']),
  ...cards('rare', 5, [
    'magpieFeather',
    'loomThread',
    'lanternWalk',
    'handwrittenLetter',
    'sharedDessert',
    'starWish',
    'riverBoat',
  ]),
  { id: 'milkyWay', rarity: 'superRare', probability: 2.5, kind: 'text' },
  { id: 'weaverGirl', rarity: 'superRare', probability: 2.5, kind: 'text' },
  { id: 'cowherd', rarity: 'superRare', probability: 2.5, kind: 'text' },
  { id: 'moonPicture', rarity: 'superRare', probability: 2.5, kind: 'image' },
  { id: 'loveSaying', rarity: 'superRare', probability: 2.5, kind: 'saying' },
  { id: 'magpieBridge', rarity: 'ultraRare', probability: 2.49, kind: 'text' },
  { id: 'destinedMeeting', rarity: 'legendary', probability: 0.01, kind: 'text', animation: 'glow' },
  { id: 'eternalVow', rarity: 'hidden', probability: 0.001, kind: 'text', animation: 'rainbow' },
];

/** Confetti for the rarest cards (the spec: legendary 100 particles, hidden 150). */
export const CONFETTI_PARTICLES: Partial<Record<Rarity, number>> = { legendary: 100, hidden: 150 };

/** The spec's timings: 1.5 s of shuffling, then the card flips 0.5 s after it is chosen. */
export const SHUFFLE_MS = 1500;
export const FLIP_MS = 500;
/** The history keeps the newest 50 draws. */
export const HISTORY_CAP = 50;
