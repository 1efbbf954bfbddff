import { crc32, inflateSync } from 'node:zlib';
import { readPngChunks } from '@toolbox/image-kit/png';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SIZE, placeholderPng, pngOfDataUrl, readCardPng, writeCardPng } from './card-png';
import { base64Json, chunkJson, chunkNames, pngWithText } from './test-fixtures';

const v2 = { spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'Two' } };
const v3 = { spec: 'chara_card_v3', spec_version: '3.0', data: { name: 'Three' } };

describe('readCardPng (CONTEXT.md Rules: Interoperability › PNG)', () => {
  it('reads a V2 card from its chara chunk', () => {
    const read = readCardPng(pngWithText([['chara', base64Json(v2)]]));
    expect(read).toMatchObject({ ok: true, keyword: 'chara', json: v2, warnings: [] });
  });

  it('prefers ccv3 when both chunks are there, whatever their order', () => {
    const png = pngWithText([
      ['ccv3', base64Json(v3)],
      ['chara', base64Json(v2)],
    ]);
    expect(readCardPng(png)).toMatchObject({ ok: true, keyword: 'ccv3', json: v3 });
  });

  it('decodes UTF-8 inside the Base64: emoji, accents and Chinese come out whole', () => {
    const card = { spec: 'chara_card_v2', data: { name: 'Zoë 🌊 小雨', description: '“quoted” — 中文' } };
    expect(readCardPng(pngWithText([['chara', base64Json(card)]]))).toMatchObject({ ok: true, json: card });
  });

  it('matches keywords without regard to case, as SillyTavern does', () => {
    expect(readCardPng(pngWithText([['Chara', base64Json(v2)]]))).toMatchObject({
      ok: true,
      keyword: 'chara',
    });
  });

  it('falls back to chara, with a warning, when ccv3 cannot be read', () => {
    const read = readCardPng(
      pngWithText([
        ['ccv3', 'not base64!'],
        ['chara', base64Json(v2)],
      ]),
    );
    expect(read).toMatchObject({ ok: true, keyword: 'chara', json: v2 });
    expect(read.ok && read.warnings[0]).toMatch(
      /ccv3 chunk is not valid Base64.*chara chunk was read instead/,
    );
  });

  it('gives the picture without its card chunks, every other chunk kept', () => {
    const read = readCardPng(
      pngWithText([
        ['Comment', 'drawn by hand'],
        ['chara', base64Json(v2)],
        ['ccv3', base64Json(v3)],
      ]),
    );
    if (!read.ok) throw new Error(read.reason);
    expect(chunkNames(read.picture)).toEqual(['IHDR', 'PLTE', 'IDAT', 'tEXt:Comment', 'IEND']);
  });

  it.each([
    ['a file that is not a PNG', new TextEncoder().encode('{"spec":"chara_card_v2"}'), 'notPng', /not a PNG/],
    ['a PNG cut short', pngWithText([['chara', base64Json(v2)]]).subarray(0, 60), 'damagedPng', /damaged/],
    [
      'a PNG with no card chunk',
      pngWithText([['Comment', 'hi']]),
      'noCardChunk',
      /no tEXt chunk named chara or ccv3/,
    ],
    [
      'bad Base64',
      pngWithText([['chara', 'eyJh*Ijox']]),
      'badBase64',
      /chara chunk is not valid Base64 \(invalidCharacter: “\*” at 5\)/,
    ],
    [
      'Base64 of bytes that are not UTF-8',
      pngWithText([['chara', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64')]]),
      'badUtf8',
      /not UTF-8/,
    ],
    [
      'Base64 of text that is not JSON',
      pngWithText([['ccv3', Buffer.from('{name: Mira').toString('base64')]]),
      'badJson',
      /ccv3 chunk is not valid JSON/,
    ],
  ])('refuses %s with a reason', (_, bytes, code, reason) => {
    const read = readCardPng(bytes);
    expect(read).toMatchObject({ ok: false, code });
    expect(!read.ok && read.reason).toMatch(reason);
  });
});

describe('writeCardPng', () => {
  const written = writeCardPng(
    pngWithText([
      ['ccv3', base64Json({ old: true })],
      ['Comment', 'kept'],
      ['CHARA', base64Json({ old: true })],
    ]),
    { v2, v3 },
  );

  it('replaces the card chunks (any case) with chara then ccv3 just before IEND', () => {
    expect(chunkNames(written as Uint8Array)).toEqual([
      'IHDR',
      'PLTE',
      'IDAT',
      'tEXt:Comment',
      'tEXt:chara',
      'tEXt:ccv3',
      'IEND',
    ]);
    expect(chunkJson(written as Uint8Array, 'chara')).toEqual(v2);
    expect(chunkJson(written as Uint8Array, 'ccv3')).toEqual(v3);
  });

  it('writes chunks whose CRCs a PNG reader accepts', () => {
    const read = readPngChunks(written as Uint8Array);
    if (!read.ok) throw new Error(read.problem);
    for (const chunk of read.chunks) {
      const bytes = (written as Uint8Array).subarray(chunk.start, chunk.end);
      expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - 4)).toBe(
        crc32(bytes.subarray(4, -4)),
      );
    }
  });

  it('writes UTF-8 JSON as Base64 that SillyTavern decodes back', () => {
    const card = { data: { name: '小雨 🌧️' } };
    expect(chunkJson(writeCardPng(pngWithText(), { v2: card, v3: card }) as Uint8Array, 'ccv3')).toEqual(
      card,
    );
  });

  it('gives undefined for bytes that are not a PNG', () => {
    expect(writeCardPng(new Uint8Array([1, 2, 3]), { v2, v3 })).toBeUndefined();
  });
});

describe('placeholderPng', () => {
  it('is a small 400×600 PNG whose pixels inflate to the right size', () => {
    const png = placeholderPng();
    expect(png.length).toBeLessThan(1000);
    const read = readPngChunks(png);
    if (!read.ok) throw new Error(read.problem);
    const header = new DataView(png.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([
      PLACEHOLDER_SIZE.width,
      PLACEHOLDER_SIZE.height,
    ]);
    const idat = read.chunks.find((chunk) => chunk.type === 'IDAT');
    // 1 bit per pixel: a filter byte and 50 bytes a row.
    expect(inflateSync(idat?.data as Uint8Array).length).toBe(600 * 51);
  });
});

describe('pngOfDataUrl', () => {
  it.each([
    [
      'a PNG data: URL gives its bytes',
      `data:image/png;base64,${Buffer.from([1, 2]).toString('base64')}`,
      [1, 2],
    ],
    ['a JPEG data: URL gives nothing', 'data:image/jpeg;base64,/9j/', undefined],
    ['no picture gives nothing', undefined, undefined],
  ])('%s', (_, url, expected) => {
    const bytes = pngOfDataUrl(url);
    expect(bytes && [...bytes]).toEqual(expected);
  });
});
