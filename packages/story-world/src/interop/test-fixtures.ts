// Character-card files for the interop tests (tests only: never imported by the package's code).
import { encodePalettePng } from '@toolbox/image-kit/palette-png';
import { pngChunk, pngTextChunk, readPngChunks, readPngText } from '@toolbox/image-kit/png';
import { concatBytes } from '@toolbox/kit/bytes';

/** Base64 of the JSON's UTF-8, made as SillyTavern makes it (Node's Buffer, not our encoder). */
export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A 2×2 two-colour PNG with these `tEXt` chunks (keyword, text) just before `IEND`. */
export function pngWithText(texts: [string, string][] = []): Uint8Array<ArrayBuffer> {
  const image = encodePalettePng({
    width: 2,
    height: 2,
    palette: new Uint8Array([200, 30, 30, 255, 20, 20, 200, 255]),
    indices: new Uint8Array([0, 1, 1, 0]),
  });
  return concatBytes([
    image.subarray(0, -12),
    ...texts.map(([keyword, text]) => pngTextChunk(keyword, text)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** The chunk types of a PNG in order, `tEXt` ones as `tEXt:keyword`. */
export function chunkNames(png: Uint8Array): string[] {
  const read = readPngChunks(png);
  if (!read.ok) throw new Error(read.problem);
  return read.chunks.map((chunk) =>
    chunk.type === 'tEXt' ? `tEXt:${readPngText(chunk.data).keyword}` : chunk.type,
  );
}

/** The JSON in a PNG's `tEXt` chunk `keyword`, decoded as SillyTavern does. */
export function chunkJson(png: Uint8Array, keyword: string): unknown {
  const read = readPngChunks(png);
  if (!read.ok) throw new Error(read.problem);
  for (const chunk of read.chunks) {
    if (chunk.type !== 'tEXt') continue;
    const text = readPngText(chunk.data);
    if (text.keyword === keyword) return JSON.parse(Buffer.from(text.text, 'base64').toString('utf8'));
  }
  throw new Error(`no ${keyword} chunk`);
}

/** A full V2 card as SillyTavern exports one: V1 fields at the top too, its own extension keys. */
export function v2Card() {
  return {
    name: 'Mira',
    description: '{{char}} maps the drowned city of Ys 🗺️ — 她会说中文。',
    personality: 'Curious',
    scenario: 'A flooded archive',
    first_mes: 'Hello, {{user}}.',
    mes_example: '',
    creatorcomment: 'Made for testing',
    avatar: 'none',
    talkativeness: '0.5',
    fav: false,
    tags: ['explorer'],
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: 'Mira',
      description: '{{char}} maps the drowned city of Ys 🗺️ — 她会说中文。',
      personality: 'Curious',
      scenario: 'A flooded archive',
      first_mes: 'Hello, {{user}}.',
      mes_example: '',
      creator_notes: 'Made for testing',
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: ['Hi again.'],
      tags: ['explorer', 'Explorer', ' cartography '],
      creator: 'someone',
      character_version: '1.2',
      extensions: {
        talkativeness: '0.5',
        fav: false,
        world: 'Ys',
        depth_prompt: { prompt: '', depth: 4, role: 'system' },
        'agnai/voice': { id: 'v1', pitch: 2 },
      },
      character_book: {
        name: 'Ys lore',
        extensions: { 'risu/flag': true },
        entries: [
          {
            keys: ['Ys', 'drowned city'],
            content: 'Ys sank in a single night.',
            extensions: { position: 0, display_index: 0, 'custom/x': [1, 2] },
            enabled: true,
            insertion_order: 100,
            id: 0,
            comment: 'Location: Ys',
            selective: false,
            secondary_keys: [],
            constant: false,
            position: 'before_char',
          },
        ],
      },
    },
  };
}

/** A V3 card with V3's own fields and unknown keys of its own. */
export function v3Card() {
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name: 'Oro',
      description: 'A lighthouse keeper who counts ships.',
      personality: '',
      scenario: '',
      first_mes: '',
      mes_example: '',
      creator_notes: '',
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: [],
      group_only_greetings: ['Welcome, all.'],
      tags: ['keeper'],
      creator: '',
      character_version: '',
      nickname: 'Old Oro',
      creator_notes_multilingual: { en: 'Notes', zh: '说明' },
      source: ['https://example.org/oro'],
      assets: [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }],
      creation_date: 1_700_000_000,
      modification_date: 1_700_000_100,
      extensions: { 'risu/lua': 'print(1)', nested: { deep: [null, { a: 1 }] } },
      x_future_field: { kept: true },
    },
  };
}
