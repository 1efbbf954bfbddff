import { describe, expect, it } from 'vitest';
import { createBlankCard } from '../card-factory';
import type { CharacterCard } from '../cards';
import { placeholderPng, readCardPng } from './card-png';
import {
  exportCharacterCardJson,
  exportCharacterCardPng,
  exportCharacterCardV2,
  exportCharacterCardV3,
} from './character-export';
import { importCharacterCard, importCharacterCardPng } from './character-import';
import { base64Json, chunkJson, chunkNames, pngWithText, v2Card, v3Card } from './test-fixtures';

const now = 1_750_000_000_000;
const seconds = 1_750_000_000;

function imported(value: unknown): CharacterCard {
  const result = importCharacterCard(value, { now });
  if (!result.ok) throw new Error(result.reason);
  return result.card;
}

function fromPng(png: Uint8Array): CharacterCard {
  const result = importCharacterCardPng(png, { now });
  if (!result.ok) throw new Error(result.reason);
  return result.card;
}

function madeHere(): CharacterCard {
  return {
    ...(createBlankCard('Character', { id: 'c1' }) as CharacterCard),
    name: 'Wren',
    summary: 'A bell-ringer.',
    tags: ['bells'],
    desire: 'To ring the lost bell',
    fear: 'Silence',
    belief: '',
    traits: [
      { key: 'patient', polarity: 1 },
      { key: 'greedy', polarity: -1, notes: 'gives all away' },
    ],
    resources: { rope: 2 },
    relations: { Oro: 40 },
  };
}

describe('round trip: import → export → import (CONTEXT.md Rules: Interoperability › Character export)', () => {
  it.each([
    ['V2', () => v2Card(), 'chara'],
    ['V3', () => v3Card(), 'ccv3'],
  ] as const)('a %s PNG keeps every field, unknown extensions included', (_version, make, keyword) => {
    const original = make();
    const first = fromPng(pngWithText([[keyword, base64Json(original)]]));
    const exported = exportCharacterCardPng(first, { now });
    const again = fromPng(exported);

    const kept = again.extensions?.characterCard as { data: Record<string, unknown> };
    const { modification_date, ...data } = kept.data;
    expect(modification_date).toBe(seconds);
    const { modification_date: _originalDate, ...originalData } = original.data as Record<string, unknown>;
    expect(data).toEqual({ group_only_greetings: [], ...originalData });
    expect({ ...kept, data: undefined, spec: undefined, spec_version: undefined }).toEqual({
      ...original,
      data: undefined,
      spec: undefined,
      spec_version: undefined,
    });
    expect({ ...again, id: first.id }).toEqual({
      ...first,
      extensions: { ...first.extensions, characterCard: again.extensions?.characterCard },
    });
  });

  it('keeps the picture’s own chunks byte for byte and adds the card chunks before IEND', () => {
    const png = pngWithText([
      ['Comment', 'drawn by hand'],
      ['chara', base64Json(v2Card())],
    ]);
    const exported = exportCharacterCardPng(fromPng(png), { now });
    expect(chunkNames(exported)).toEqual([
      'IHDR',
      'PLTE',
      'IDAT',
      'tEXt:Comment',
      'tEXt:chara',
      'tEXt:ccv3',
      'IEND',
    ]);
    const before = readCardPng(png);
    const after = readCardPng(exported);
    expect(after.ok && after.picture).toEqual(before.ok && before.picture);
  });

  it('writes V2 in chara and V3 in ccv3, with the same data', () => {
    const exported = exportCharacterCardPng(imported(v3Card()), { now });
    const chara = chunkJson(exported, 'chara') as { spec: string; spec_version: string; data: unknown };
    const ccv3 = chunkJson(exported, 'ccv3') as { spec: string; spec_version: string; data: unknown };
    expect([chara.spec, chara.spec_version, ccv3.spec, ccv3.spec_version]).toEqual([
      'chara_card_v2',
      '2.0',
      'chara_card_v3',
      '3.0',
    ]);
    expect(chara.data).toEqual(ccv3.data);
  });
});

describe('exportCharacterCardV3 and V2', () => {
  it('gives back the full description, name and tags when the card’s fields were not edited', () => {
    const value = v2Card();
    value.data.description = 'Long. '.repeat(100);
    const { data } = exportCharacterCardV3(imported(value), { now });
    expect(data).toMatchObject({ description: value.data.description, tags: value.data.tags, name: 'Mira' });
  });

  it('writes the fields the user edited: name, summary as description, tags', () => {
    const card = imported(v2Card());
    const { data } = exportCharacterCardV3(
      { ...card, name: 'Mira Vell', summary: 'Maps Ys.', tags: ['maps'] },
      { now },
    );
    expect(data).toMatchObject({
      name: 'Mira Vell',
      description: 'Maps Ys.',
      tags: ['maps'],
      personality: 'Curious',
    });
  });

  it("keeps SillyTavern's top-level V1 copies in step with data", () => {
    const card = imported(v2Card());
    const exported = exportCharacterCardV2({ ...card, name: 'Mira Vell' }, { now });
    expect(exported).toMatchObject({
      name: 'Mira Vell',
      description: v2Card().data.description,
      scenario: 'A flooded archive',
      creatorcomment: 'Made for testing',
      avatar: 'none',
    });
  });

  it('turns a V1 card into V2 and V3 with every required field, the V1 object kept at the top', () => {
    const value = {
      name: 'Vee',
      description: 'Blunt.',
      personality: 'Terse',
      scenario: '',
      first_mes: 'Yo.',
      mes_example: '',
      creatorcomment: 'old notes',
      chat: 'Vee - 2023',
    };
    const exported = exportCharacterCardV2(imported(value), { now });
    expect(exported).toMatchObject({ ...value, spec: 'chara_card_v2', spec_version: '2.0' });
    expect(exported.data).toEqual({
      name: 'Vee',
      description: 'Blunt.',
      personality: 'Terse',
      scenario: '',
      first_mes: 'Yo.',
      mes_example: '',
      creator_notes: 'old notes',
      system_prompt: '',
      post_history_instructions: '',
      creator: '',
      character_version: '',
      alternate_greetings: [],
      tags: [],
      extensions: {},
      group_only_greetings: [],
      modification_date: seconds,
    });
  });

  it('sets required fields of the wrong type right (tags as one text, a missing extensions)', () => {
    const value = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'T', tags: 'a, b', extensions: 'x', alternate_greetings: ['hi', 3] },
    };
    const { data } = exportCharacterCardV2(imported(value), { now });
    expect(data).toMatchObject({
      tags: ['a', 'b'],
      extensions: {},
      alternate_greetings: ['hi'],
      description: '',
    });
  });

  it('writes a card made here: personality from desire, fear and traits; its own fields under toolbox_story_world', () => {
    const { data } = exportCharacterCardV3(madeHere(), { now });
    expect(data.personality).toBe(
      'Desire: To ring the lost bell\nFear: Silence\nTraits: patient, not greedy (gives all away)',
    );
    expect(data).toMatchObject({ name: 'Wren', description: 'A bell-ringer.', tags: ['bells'] });
    expect(data.extensions.toolbox_story_world).toMatchObject({
      card: { desire: 'To ring the lost bell', resources: { rope: 2 }, relations: { Oro: 40 } },
    });
  });

  it('gives a card made here back whole after a PNG round trip (but its new id)', () => {
    const card = madeHere();
    const again = fromPng(exportCharacterCardPng(card, { now }));
    const { id: _id, picture, extensions: _extensions, ...fields } = again;
    const { id: _, extensions: __, ...expected } = card;
    expect(fields).toEqual(expected);
    expect(picture).toMatch(/^data:image\/png;base64,/);
  });

  it('leaves no toolbox_story_world key on an imported card whose builder fields are empty', () => {
    const { data } = exportCharacterCardV3(imported(v3Card()), { now });
    expect(Object.keys(data.extensions)).toEqual(['risu/lua', 'nested']);
  });

  it('sets modification_date to the export time and leaves creation_date alone', () => {
    const { data } = exportCharacterCardV3(imported(v3Card()), { now });
    expect([data.creation_date, data.modification_date]).toEqual([1_700_000_000, seconds]);
  });
});

describe('exportCharacterCardJson', () => {
  it('is V3 JSON text', () => {
    const parsed = JSON.parse(exportCharacterCardJson(madeHere(), { now }));
    expect(parsed).toMatchObject({
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { name: 'Wren', group_only_greetings: [] },
    });
  });
});

describe('exportCharacterCardPng pictures', () => {
  const placeholder = readCardPng(exportCharacterCardPng(madeHere(), { now }));

  it('uses a placeholder portrait for a card without a picture, or with a picture that is not PNG', () => {
    expect(placeholder.ok && placeholder.picture).toEqual(placeholderPng());
    const jpeg = exportCharacterCardPng(
      { ...madeHere(), picture: 'data:image/jpeg;base64,/9j/4AAQ' },
      { now },
    );
    const read = readCardPng(jpeg);
    expect(read.ok && read.picture).toEqual(placeholderPng());
  });

  it('uses the image the page gives before the card’s picture', () => {
    const image = pngWithText([['Comment', 'from a canvas']]);
    const read = readCardPng(exportCharacterCardPng(madeHere(), { now, image }));
    expect(read.ok && read.picture).toEqual(image);
  });

  it('falls back to the placeholder when the PNG picture is damaged', () => {
    const read = readCardPng(
      exportCharacterCardPng({ ...madeHere(), picture: 'data:image/png;base64,iVBORw0KGgo=' }, { now }),
    );
    expect(read.ok && read.picture).toEqual(placeholderPng());
  });
});
