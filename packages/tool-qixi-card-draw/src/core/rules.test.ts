import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { CARD_POOL, CONFETTI_PARTICLES, FLIP_MS, HISTORY_CAP, SHUFFLE_MS } from './cards';
import { chances, drawCard, formatPercent, groupByRarity, totalPercent } from './draw';
import { DEFAULT_EVENT, daysLeft, hasEnded, SPEC_EVENT } from './event';
import { addToHistory, type DrawRecord, isDrawRecord } from './history';
import { PICTURE_SOURCES, PICTURE_TIMEOUT_MS, pictureOrder } from './pictures';

describe('qixi-card-draw pool', () => {
  it('has the spec’s rarities and percentages', () => {
    const by = (rarity: string) =>
      CARD_POOL.filter((card) => card.rarity === rarity).map((card) => card.probability);
    expect(by('common')).toEqual([10, 10, 10, 10, 10]);
    expect(by('rare')).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(by('superRare')).toEqual([2.5, 2.5, 2.5, 2.5, 2.5]);
    expect(by('ultraRare')).toEqual([2.49]);
    expect(by('legendary')).toEqual([0.01]);
    expect(by('hidden')).toEqual([0.001]);
    expect(new Set(CARD_POOL.map((card) => card.id)).size).toBe(CARD_POOL.length);
  });

  it('gives one super-rare card a picture and one a saying, the legendary a glow and the hidden a rainbow', () => {
    const superRare = CARD_POOL.filter((card) => card.rarity === 'superRare');
    expect(superRare.filter((card) => card.kind === 'image')).toHaveLength(1);
    expect(superRare.filter((card) => card.kind === 'saying')).toHaveLength(1);
    expect(CARD_POOL.find((card) => card.rarity === 'legendary')?.animation).toBe('glow');
    expect(CARD_POOL.find((card) => card.rarity === 'hidden')?.animation).toBe('rainbow');
  });

  it('totals about 100% as written, and its chances exactly 1', () => {
    expect(totalPercent(CARD_POOL)).toBeCloseTo(100.001, 9);
    expect(chances(CARD_POOL).reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
  });

  it('has the spec’s constants: 1.5 s shuffle, flip at 0.5 s, history of 50, confetti 100 and 150', () => {
    expect([SHUFFLE_MS, FLIP_MS, HISTORY_CAP]).toEqual([1500, 500, 50]);
    expect(CONFETTI_PARTICLES).toEqual({ legendary: 100, hidden: 150 });
  });
});

describe('qixi-card-draw draw', () => {
  it('draws each card at its chance over 100,000 draws (within 4.5 standard deviations)', () => {
    const random = seededRandom(20260827);
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let draw = 0; draw < draws; draw++) {
      const card = drawCard(CARD_POOL, random);
      counts.set(card.id, (counts.get(card.id) ?? 0) + 1);
    }
    chances(CARD_POOL).forEach((chance, index) => {
      const card = CARD_POOL[index];
      const expected = draws * chance;
      const deviation = Math.sqrt(draws * chance * (1 - chance));
      expect(Math.abs((counts.get(card?.id ?? '') ?? 0) - expected), card?.id).toBeLessThanOrEqual(
        Math.max(4.5 * deviation, 2),
      );
    });
  });

  it('reaches every card, the rarest too: each one is the answer to some roll', () => {
    const total = totalPercent(CARD_POOL);
    let start = 0;
    for (const card of CARD_POOL) {
      // The middle of the card's share of the roll.
      const roll = (start + card.probability / 2) / total;
      expect(drawCard(CARD_POOL, () => roll).id).toBe(card.id);
      start += card.probability;
    }
  });

  it('gives the first card when the roll falls outside every share', () => {
    expect(drawCard(CARD_POOL, () => 1).id).toBe(CARD_POOL[0]?.id);
  });

  it('groups the table by rarity with each group’s percentage', () => {
    expect(
      groupByRarity(CARD_POOL).map((group) => [group.rarity, group.cards.length, group.percent]),
    ).toEqual([
      ['common', 5, 50],
      ['rare', 7, 35],
      ['superRare', 5, 12.5],
      ['ultraRare', 1, 2.49],
      ['legendary', 1, 0.01],
      ['hidden', 1, 0.001],
    ]);
    expect([0.001, 2.49, 10, 12.5].map(formatPercent)).toEqual(['0.001%', '2.49%', '10%', '12.5%']);
  });
});

describe('qixi-card-draw event', () => {
  it('is over after the spec’s deadline, 2025-08-29 23:59:59 China time', () => {
    expect(hasEnded(SPEC_EVENT, new Date('2025-08-29T15:59:59Z'))).toBe(false);
    expect(hasEnded(SPEC_EVENT, new Date('2025-08-29T16:00:00Z'))).toBe(true);
  });

  it('runs a current event by default', () => {
    expect(hasEnded(DEFAULT_EVENT, new Date('2026-11-27T12:00:00Z'))).toBe(false);
    expect(daysLeft(DEFAULT_EVENT, new Date('2027-08-07T16:00:00Z'))).toBe(1);
    expect(daysLeft(SPEC_EVENT, new Date('2026-01-01'))).toBe(0);
  });
});

describe('qixi-card-draw history', () => {
  const record = (timestamp: number): DrawRecord => ({ timestamp, cardId: 'warmTea', rarity: 'common' });

  it('keeps the newest 50, newest first', () => {
    let history: DrawRecord[] = [];
    for (let draw = 1; draw <= 60; draw++) history = addToHistory(history, record(draw));
    expect(history).toHaveLength(50);
    expect(history[0]?.timestamp).toBe(60);
    expect(history.at(-1)?.timestamp).toBe(11);
  });

  it.each([
    [record(1), true],
    [{ ...record(1), text: 'a saying' }, true],
    [{ timestamp: 'yesterday', cardId: 'warmTea', rarity: 'common' }, false],
    [{ timestamp: 1, rarity: 'common' }, false],
    [null, false],
  ])('tells a stored record %j from a damaged one', (value, valid) => {
    expect(isDrawRecord(value)).toBe(valid);
  });
});

describe('qixi-card-draw picture', () => {
  it('tries one weighted pick first (weights 3, 2, 2, 1), then the others, each for 3 s', () => {
    expect(PICTURE_SOURCES.map((source) => source.weight)).toEqual([3, 2, 2, 1]);
    expect(PICTURE_TIMEOUT_MS).toBe(3000);
    const random = seededRandom(7);
    const firsts = new Map<string, number>();
    for (let run = 0; run < 8000; run++) {
      const order = pictureOrder(PICTURE_SOURCES, random);
      expect(new Set(order.map((source) => source.id)).size).toBe(4);
      firsts.set(order[0]?.id ?? '', (firsts.get(order[0]?.id ?? '') ?? 0) + 1);
    }
    expect((firsts.get('moon') ?? 0) / 8000).toBeCloseTo(3 / 8, 1);
    expect((firsts.get('stars') ?? 0) / 8000).toBeCloseTo(1 / 8, 1);
  });
});
