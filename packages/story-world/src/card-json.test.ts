import { describe, expect, it } from 'vitest';
import { createBlankCard } from './card-factory';
import { exportCards, exportFileName, importCards, isJsonFileName } from './card-json';
import type { Card } from './cards';

const goal = { ...createBlankCard('Goal', { id: 'g' }), name: 'Escape', tags: ['a'] } as Card;
const hero = {
  ...createBlankCard('Character', { id: 'h' }),
  name: 'Ada',
  extensions: { chara: { x: 1 } },
} as Card;

describe('card JSON', () => {
  it('names the export story-cards-{timestamp}.json', () => {
    expect(exportFileName(1_700_000_000_000)).toBe('story-cards-1700000000000.json');
  });

  it('round-trips every card through export and import', () => {
    const text = exportCards([goal, hero], new Date('2026-11-27T00:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({
      format: 'toolbox-story-cards',
      version: 1,
      exportedAt: '2026-11-27T00:00:00.000Z',
    });
    expect(importCards(text)).toEqual({ ok: true, cards: [goal, hero], setAside: [] });
  });

  it('accepts a bare list, an id map, and a BOM', () => {
    expect(importCards(JSON.stringify([goal]))).toMatchObject({ ok: true, cards: [goal] });
    expect(importCards(JSON.stringify({ cards: { g: goal } }))).toMatchObject({ ok: true, cards: [goal] });
    expect(importCards(`\uFEFF${JSON.stringify([goal])}`)).toMatchObject({ ok: true });
  });

  it('sets a damaged card aside and imports the rest; the same id twice keeps the last', () => {
    const renamed = { ...goal, name: 'Later' };
    expect(importCards(JSON.stringify([goal, { id: 'x', type: 'Dragon' }, renamed]))).toEqual({
      ok: true,
      cards: [renamed],
      setAside: [{ index: 1, reason: 'unknown card type: Dragon' }],
    });
  });

  it('reports bad JSON and files with no cards', () => {
    expect(importCards('{nope')).toMatchObject({ ok: false, error: 'jsonFormat' });
    expect(importCards('42')).toEqual({ ok: false, error: 'noCards' });
    expect(importCards('[]')).toEqual({ ok: false, error: 'noCards' });
  });

  it('takes only .json file names', () => {
    expect(isJsonFileName('cards.JSON')).toBe(true);
    expect(isJsonFileName('cards.txt')).toBe(false);
  });
});
