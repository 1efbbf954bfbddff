import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { importLorebook } from './lorebook-import';

const now = 1_750_000_000_000;

function cards(value: unknown, options: Parameters<typeof importLorebook>[1] = {}): Card[] {
  const result = importLorebook(value, { now, ...options });
  if (!result.ok) throw new Error(result.reason);
  return result.cards;
}

const entry = (fields: Record<string, unknown>) => ({
  keys: ['tide'],
  content: 'The tide turns twice a day.',
  extensions: {},
  enabled: true,
  insertion_order: 10,
  use_regex: false,
  ...fields,
});

const lorebookV3 = (...entries: unknown[]) => ({
  spec: 'lorebook_v3',
  data: { name: 'Sea lore', scan_depth: 4, extensions: { 'x/y': 1 }, entries },
});

/** SillyTavern's World Info file: entries keyed by uid, `key`/`keysecondary`/`comment`. */
const worldInfo = {
  entries: {
    '0': {
      uid: 0,
      key: ['harbour', 'port'],
      keysecondary: ['night'],
      comment: 'Place: The Harbour',
      content: 'Ships moor here.',
      constant: false,
      selective: true,
      order: 100,
      position: 0,
      disable: false,
      displayIndex: 1,
      probability: 100,
      useProbability: true,
      depth: 4,
    },
    '1': {
      uid: 1,
      key: 'guild, Guild',
      keysecondary: [],
      comment: '势力：渔人公会',
      content: '渔人公会掌管码头。',
      displayIndex: 0,
    },
  },
};

describe('importLorebook (CONTEXT.md Rules: Interoperability › Lorebooks)', () => {
  it('makes each lorebook_v3 entry a CoreConcept: summary and statement from the content, tags from the keys', () => {
    const [card] = cards(lorebookV3(entry({ name: 'Tides', keys: ['tide', 'Tide', 'current'] })));
    expect(card).toMatchObject({
      id: `new_coreconcept_${now}`,
      type: 'CoreConcept',
      name: 'Tides',
      summary: 'The tide turns twice a day.',
      statement: 'The tide turns twice a day.',
      tags: ['tide', 'current'],
      folder: 'Sea lore',
    });
  });

  it('keeps the raw entry and the book’s own fields in extensions.lorebook', () => {
    const raw = entry({ name: 'Tides', priority: 3, 'custom/field': { a: [1] } });
    const [card] = cards(lorebookV3(raw));
    expect(card?.extensions?.lorebook).toEqual({
      format: 'lorebook_v3',
      book: { name: 'Sea lore', scan_depth: 4, extensions: { 'x/y': 1 } },
      entry: raw,
    });
  });

  it.each([
    ['Location: The Harbour', 'Environment', 'The Harbour'],
    ['place：Docks', 'Environment', 'Docks'],
    ['地点：灯塔', 'Environment', '灯塔'],
    ['Faction: Fishers', 'Faction', 'Fishers'],
    ['组织: 渔人公会', 'Faction', '渔人公会'],
    ['NPC: Oro', 'Character', 'Oro'],
    ['Item: Brass key', 'SpecialObject', 'Brass key'],
    ['Quest: Find the bell', 'Goal', 'Find the bell'],
    ['Tides and currents', 'CoreConcept', 'Tides and currents'],
    ['Locations are many', 'CoreConcept', 'Locations are many'],
  ])('a title "%s" gives a %s named "%s"', (title, type, name) => {
    expect(cards(lorebookV3(entry({ comment: title })))[0]).toMatchObject({ type, name });
  });

  it('names a card without a title after its first key, then its content', () => {
    const [byKey, byContent] = cards(lorebookV3(entry({}), entry({ keys: [] })));
    expect(byKey?.name).toBe('tide');
    expect(byContent?.name).toBe('The tide turns twice a day.');
  });

  it('leaves regular-expression keys out of the tags', () => {
    expect(cards(lorebookV3(entry({ keys: ['/tides?/i', 'moon'] })))[0]?.tags).toEqual(['moon']);
  });

  it('leaves V3 decorators out of the summary', () => {
    const [card] = cards(lorebookV3(entry({ content: '@@depth 4\n@@@instruct_depth 4\nThe moon pulls.' })));
    expect(card?.summary).toBe('The moon pulls.');
  });

  it('reads SillyTavern World Info: key, comment, entries in displayIndex order, filed under the file name', () => {
    const [guild, harbour] = cards(worldInfo, { name: 'harbour-world' });
    expect(guild).toMatchObject({
      type: 'Faction',
      name: '渔人公会',
      tags: ['guild'],
      folder: 'harbour-world',
    });
    expect(harbour).toMatchObject({
      type: 'Environment',
      name: 'The Harbour',
      summary: 'Ships moor here.',
      tags: ['harbour', 'port'],
    });
    expect(harbour?.extensions?.lorebook).toEqual({
      format: 'world_info',
      book: {},
      entry: worldInfo.entries['0'],
    });
  });

  it("keeps the character book's original entry of World Info made from one (originalData)", () => {
    const original = { id: 0, keys: ['harbour'], content: 'Ships moor here.', extensions: { depth: 2 } };
    const value = {
      entries: { '0': worldInfo.entries['0'] },
      originalData: { name: 'From a card', entries: [original] },
    };
    expect(cards(value)[0]?.extensions?.lorebook).toMatchObject({
      book: { originalData: { name: 'From a card' } },
      originalEntry: original,
    });
  });

  it('reads a bare book (entries as an array, as in a card) as character_book', () => {
    const [card] = cards({ name: 'Bare', extensions: {}, entries: [entry({})] });
    expect(card?.extensions?.lorebook).toMatchObject({ format: 'character_book' });
  });

  it('gives every card its own id, past the taken ones', () => {
    const ids = cards(lorebookV3(entry({}), entry({}), entry({})), {
      taken: new Set([`new_coreconcept_${now}`]),
    }).map((card) => card.id);
    expect(ids).toEqual([`new_coreconcept_${now}_2`, `new_coreconcept_${now}_3`, `new_coreconcept_${now}_4`]);
  });

  it('skips an entry that is not an object, with a warning', () => {
    const result = importLorebook(lorebookV3('oops', entry({})), { now });
    expect(result).toMatchObject({ ok: true, warnings: ['entry 1 is not an object: skipped'] });
    expect(result.ok && result.cards).toHaveLength(1);
  });

  it.each([
    ['a text', 'lore', 'notALorebook', 'not a JSON object'],
    [
      'lorebook_v3 without entries',
      { spec: 'lorebook_v3', data: {} },
      'missingData',
      'a lorebook_v3 file without data.entries',
    ],
    [
      'a character card',
      { spec: 'chara_card_v3', data: {} },
      'unsupportedSpec',
      'a character card, not a lorebook',
    ],
    ['an unknown spec', { spec: 'lorebook_v9' }, 'unsupportedSpec', 'unsupported spec: "lorebook_v9"'],
    [
      'an object without entries',
      { name: 'x' },
      'notALorebook',
      'no entries: neither a lorebook nor a World Info file',
    ],
  ])('refuses %s with a reason', (_, value, code, reason) => {
    expect(importLorebook(value)).toEqual({ ok: false, code, reason });
  });
});
