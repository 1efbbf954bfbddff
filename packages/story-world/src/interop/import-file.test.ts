import { describe, expect, it } from 'vitest';
import { importCardFile } from './import-file';
import { base64Json, pngWithText, v2Card } from './test-fixtures';

const now = 1_750_000_000_000;
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('importCardFile (CONTEXT.md Rules: Interoperability › Files)', () => {
  it('reads a PNG by its signature as a character card: the Character first, then its lore', () => {
    const result = importCardFile({ bytes: pngWithText([['chara', base64Json(v2Card())]]), now });
    expect(result).toMatchObject({ ok: true, kind: 'characterCard' });
    expect(result.ok && result.cards.map((card) => [card.type, card.name])).toEqual([
      ['Character', 'Mira'],
      ['Environment', 'Ys'],
    ]);
  });

  it('reads character card JSON, a byte-order mark before it or not', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...json(v2Card())]);
    expect(importCardFile({ bytes, now })).toMatchObject({ ok: true, kind: 'characterCard' });
  });

  it.each([
    ['a lorebook_v3 file', { spec: 'lorebook_v3', data: { entries: [{ keys: ['k'], content: 'c' }] } }],
    ['a bare book', { entries: [{ keys: ['k'], content: 'c' }] }],
    ['SillyTavern World Info', { entries: { '0': { uid: 0, key: ['k'], content: 'c' } } }],
  ])('reads %s as a lorebook, filed under the file name when the book has none', (_, value) => {
    const result = importCardFile({ bytes: json(value), name: 'my-world', now });
    expect(result).toMatchObject({
      ok: true,
      kind: 'lorebook',
      cards: [{ type: 'CoreConcept', folder: 'my-world' }],
    });
  });

  it.each([
    ['text that is not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 'badUtf8', 'the file is not UTF-8 text'],
    [
      'text that is not JSON',
      new TextEncoder().encode('name: Mira'),
      'badJson',
      /^the file is not valid JSON \(/,
    ],
    [
      'an unsupported spec',
      json({ spec: 'chara_card_v9', data: {} }),
      'unsupportedSpec',
      'unsupported spec: "chara_card_v9"',
    ],
    ['a PNG without a card', pngWithText(), 'noCardChunk', /no tEXt chunk named chara or ccv3/],
  ])('refuses %s with a reason', (_, bytes, code, reason) => {
    const result = importCardFile({ bytes });
    expect(result).toMatchObject({ ok: false, code });
    expect(!result.ok && result.reason).toMatch(reason);
  });
});
