import { type CharacterCard, createBlankCard, exportCards } from '@toolbox/story-world';
import { exportCharacterCardPng } from '@toolbox/story-world/interop';
import { describe, expect, it } from 'vitest';
import { importAny } from './import-any';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const taken = new Set<string>();
const goal = { ...createBlankCard('Goal', { id: 'g1' }), name: 'Escape' };

describe('importAny', () => {
  it('reads this tool’s own export and bare lists, with damaged cards skipped', () => {
    expect(importAny({ bytes: bytesOf(exportCards([goal])), taken })).toEqual({
      ok: true,
      cards: [goal],
      skipped: [],
      warnings: [],
    });
    expect(importAny({ bytes: bytesOf(JSON.stringify([goal, { id: 'x' }])), taken })).toMatchObject({
      ok: true,
      skipped: ['#2: unknown card type: undefined'],
    });
  });

  it('reads a Character Card V2 JSON as a Character card', () => {
    const v2 = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Seraphina', description: 'A guardian of the forest.', tags: ['fantasy'] },
    };
    const read = importAny({ bytes: bytesOf(JSON.stringify(v2)), name: 'seraphina.json', taken });
    expect(read).toMatchObject({
      ok: true,
      cards: [
        { type: 'Character', name: 'Seraphina', summary: 'A guardian of the forest.', tags: ['fantasy'] },
      ],
    });
  });

  it('reads a character card PNG', () => {
    const hero: CharacterCard = {
      ...(createBlankCard('Character', { id: 'h' }) as CharacterCard),
      name: 'Ada',
      summary: 'Clockmaker',
    };
    const read = importAny({ bytes: exportCharacterCardPng(hero), name: 'ada.png', taken });
    expect(read).toMatchObject({
      ok: true,
      cards: [{ type: 'Character', name: 'Ada', summary: 'Clockmaker' }],
    });
  });

  it('reads a SillyTavern World Info file as cards', () => {
    const worldInfo = {
      entries: {
        0: { uid: 0, key: ['tower'], comment: 'Location: The Tower', content: 'A tall tower of brass.' },
      },
    };
    const read = importAny({ bytes: bytesOf(JSON.stringify(worldInfo)), name: 'world.json', taken });
    expect(read).toMatchObject({ ok: true, cards: [{ type: 'Environment' }] });
  });

  it('says what is wrong with bad JSON and with JSON that is no card', () => {
    expect(importAny({ bytes: bytesOf('{nope'), taken })).toMatchObject({ ok: false, error: 'jsonFormat' });
    expect(importAny({ bytes: bytesOf('{"hello": 1}'), taken })).toMatchObject({
      ok: false,
      error: 'notACard',
    });
    expect(importAny({ bytes: bytesOf('[]'), taken })).toMatchObject({ ok: false, error: 'noCards' });
  });
});
