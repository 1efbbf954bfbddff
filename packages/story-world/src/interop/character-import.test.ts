import { describe, expect, it } from 'vitest';
import { readCardPng } from './card-png';
import { importCharacterCard, importCharacterCardPng } from './character-import';
import { base64Json, pngWithText, v2Card, v3Card } from './test-fixtures';

const now = 1_750_000_000_000;

function imported(value: unknown, options: Parameters<typeof importCharacterCard>[1] = {}) {
  const result = importCharacterCard(value, { now, ...options });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('importCharacterCard (CONTEXT.md Rules: Interoperability › Character import)', () => {
  it('maps a V2 card: name, summary from the description with {{char}} named, tags; nothing invented', () => {
    const { card } = imported(v2Card());
    expect(card).toMatchObject({
      id: `new_character_${now}`,
      type: 'Character',
      name: 'Mira',
      summary: 'Mira maps the drowned city of Ys 🗺️ — 她会说中文。',
      tags: ['explorer', 'cartography'],
      desire: '',
      fear: '',
      belief: '',
      traits: [],
      resources: {},
      relations: {},
    });
    expect(card.picture).toBeUndefined();
  });

  it('keeps the whole card, every field, in extensions.characterCard', () => {
    const original = v2Card();
    const { card } = imported(original);
    expect(card.extensions?.characterCard).toEqual(original);
    expect(card.extensions?.characterCard).not.toBe(original);
    expect(card.extensions?.characterCardImported).toEqual({
      name: card.name,
      summary: card.summary,
      tags: card.tags,
    });
  });

  it('maps a V3 card, naming {{char}} by its nickname', () => {
    const value = v3Card();
    value.data.description = 'Ask {{CHAR}} about ships.';
    const { card, warnings } = imported(value);
    expect(card).toMatchObject({ name: 'Oro', summary: 'Ask Old Oro about ships.', tags: ['keeper'] });
    expect(card.extensions?.characterCard).toEqual(value);
    expect(warnings).toEqual([]);
  });

  it('reads a V1 card (the fields at the top level, no spec)', () => {
    const value = {
      name: 'Vee',
      description: '',
      personality: 'Blunt <BOT>.',
      scenario: '',
      first_mes: 'Yo.',
    };
    const { card } = imported(value);
    expect(card).toMatchObject({ name: 'Vee', summary: 'Blunt Vee.', tags: [] });
    expect(card.extensions?.characterCard).toEqual(value);
  });

  it('cuts a long description to the 300-character summary at a sentence end; the full text stays kept', () => {
    const sentence = 'She walks the flooded stacks each dawn to read the water marks. ';
    const value = v2Card();
    value.data.description = sentence.repeat(10);
    const { card } = imported(value);
    expect(Array.from(card.summary).length).toBeLessThanOrEqual(300);
    expect(card.summary).toBe(sentence.repeat(4).trim());
    expect(card.extensions?.characterCard).toMatchObject({ data: { description: sentence.repeat(10) } });
  });

  it('cuts a name over 60 characters', () => {
    const value = v2Card();
    value.data.name = 'Name '.repeat(20);
    expect(Array.from(imported(value).card.name).length).toBeLessThanOrEqual(60);
  });

  it('reads tags written as one comma-separated text, and keeps at most ten', () => {
    const value = v2Card() as unknown as { data: { tags: unknown } };
    value.data.tags = 'a, b ,c';
    expect(imported(value).card.tags).toEqual(['a', 'b', 'c']);
    value.data.tags = Array.from({ length: 14 }, (_, index) => `t${index}`);
    expect(imported(value).card.tags).toHaveLength(10);
  });

  it("takes the picture from V3's main icon when it is a data: URL (not ccdefault:)", () => {
    const value = v3Card();
    expect(imported(value).card.picture).toBeUndefined();
    value.data.assets = [
      { type: 'background', uri: 'data:image/png;base64,AAAA', name: 'main', ext: 'png' },
      { type: 'icon', uri: 'data:image/webp;base64,BBBB', name: 'alt', ext: 'webp' },
      { type: 'icon', uri: 'data:image/png;base64,CCCC', name: 'main', ext: 'png' },
    ];
    expect(imported(value).card.picture).toBe('data:image/png;base64,CCCC');
  });

  it('gives a new id that is not taken', () => {
    const taken = new Set([`new_character_${now}`]);
    expect(imported(v2Card(), { taken }).card.id).toBe(`new_character_${now}_2`);
  });

  it("turns the card's character_book entries into cards of their own, filed under the book's name", () => {
    const { card, lore } = imported(v2Card());
    expect(lore).toHaveLength(1);
    expect(lore[0]).toMatchObject({
      type: 'Environment',
      name: 'Ys',
      folder: 'Ys lore',
      tags: ['Ys', 'drowned city'],
    });
    expect(lore[0]?.id).not.toBe(card.id);
  });

  it('gives back the builder’s own fields an exported card carries', () => {
    const value = v2Card() as unknown as { data: { extensions: Record<string, unknown> } };
    value.data.extensions.toolbox_story_world = {
      card: {
        desire: 'To map Ys',
        traits: [{ key: 'patient', polarity: 1 }],
        resources: { ink: 3 },
        type: 'Goal',
      },
    };
    expect(imported(value).card).toMatchObject({
      type: 'Character',
      desire: 'To map Ys',
      traits: [{ key: 'patient', polarity: 1 }],
      resources: { ink: 3 },
    });
  });

  it('warns about a newer V3 version and imports it all the same', () => {
    const value = { ...v3Card(), spec_version: '3.1' };
    expect(imported(value).warnings).toEqual([
      'made with Character Card 3.1: fields newer than 3.0 are kept, not shown',
    ]);
  });

  it.each([
    ['a text', 'Mira', 'notACard', 'not a JSON object'],
    ['an array', [], 'notACard', 'not a JSON object'],
    [
      'a V2 card without data',
      { spec: 'chara_card_v2', spec_version: '2.0' },
      'missingData',
      'a chara_card_v2 card without its data object',
    ],
    [
      'an unknown spec',
      { spec: 'chara_card_v9', data: {} },
      'unsupportedSpec',
      'unsupported spec: "chara_card_v9"',
    ],
    [
      'a lorebook',
      { spec: 'lorebook_v3', data: { entries: [] } },
      'unsupportedSpec',
      'a lorebook, not a character card',
    ],
    [
      'an object with neither spec nor name',
      { title: 'x' },
      'notACard',
      'neither a spec nor a character name: not a character card',
    ],
  ])('refuses %s with a reason', (_, value, code, reason) => {
    expect(importCharacterCard(value)).toEqual({ ok: false, code, reason });
  });

  it('never throws, even on a value JSON cannot hold', () => {
    const result = importCharacterCard({ name: 'F', extra: () => 1 });
    expect(result).toMatchObject({ ok: false, code: 'notACard' });
  });
});

describe('importCharacterCardPng', () => {
  it('reads the card from the PNG and takes the PNG itself, without its card chunks, as the picture', () => {
    const png = pngWithText([
      ['chara', base64Json(v2Card())],
      ['ccv3', base64Json({ ...v2Card(), spec: 'chara_card_v3', spec_version: '3.0' })],
    ]);
    const result = importCharacterCardPng(png, { now });
    if (!result.ok) throw new Error(result.reason);
    expect(result.card.extensions?.characterCard).toMatchObject({ spec: 'chara_card_v3' });
    const picture = readCardPng(png);
    expect(result.card.picture).toBe(
      `data:image/png;base64,${Buffer.from(picture.ok ? picture.picture : []).toString('base64')}`,
    );
  });

  it('passes on the reason of a PNG it cannot read', () => {
    expect(importCharacterCardPng(pngWithText())).toMatchObject({ ok: false, code: 'noCardChunk' });
    expect(importCharacterCardPng(pngWithText([['chara', base64Json({ spec: 'x' })]]))).toMatchObject({
      ok: false,
      code: 'unsupportedSpec',
    });
  });
});
