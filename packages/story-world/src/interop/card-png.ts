/**
 * Character cards inside PNG files (CONTEXT.md Rules: Interoperability › PNG): the card's JSON,
 * UTF-8 then Base64, in a `tEXt` chunk named `chara` (V2) or `ccv3` (V3), as the V3 specification
 * and SillyTavern write them.
 */
import { encodePalettePng } from '@toolbox/image-kit/palette-png';
import { PNG_SIGNATURE, pngChunk, pngTextChunk, readPngChunks, readPngText } from '@toolbox/image-kit/png';
import { base64ToBytes, bytesToBase64 } from '@toolbox/kit/base64';
import { concatBytes } from '@toolbox/kit/bytes';
import { type ImportFailure, importFailure } from './character-spec';

export type CardChunkKeyword = 'ccv3' | 'chara';

/** Keywords are matched without regard to case, as SillyTavern does. */
const isCardKeyword = (keyword: string) => ['ccv3', 'chara'].includes(keyword.toLowerCase());

export type ReadCardPngResult =
  | {
      ok: true;
      /** The parsed JSON of the chunk read. */
      json: unknown;
      keyword: CardChunkKeyword;
      /** The PNG without its card chunks: the picture alone. */
      picture: Uint8Array<ArrayBuffer>;
      warnings: string[];
    }
  | ImportFailure;

/** UTF-8 bytes as JSON: a byte-order mark is skipped, bad UTF-8 and bad JSON are failures. */
export function parseJsonBytes(bytes: Uint8Array, what: string): { ok: true; json: unknown } | ImportFailure {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return importFailure('badUtf8', `${what} is not UTF-8 text`);
  }
  try {
    return { ok: true, json: JSON.parse(source) };
  } catch (error) {
    return importFailure('badJson', `${what} is not valid JSON (${(error as Error).message})`);
  }
}

function decodeChunk(keyword: CardChunkKeyword, value: string) {
  const decoded = base64ToBytes({ text: value });
  if (!decoded.ok) {
    const { code, character, position } = decoded.error;
    const where = character === undefined ? '' : `: “${character}” at ${position}`;
    return importFailure('badBase64', `the ${keyword} chunk is not valid Base64 (${code}${where})`);
  }
  return parseJsonBytes(decoded.bytes, `the ${keyword} chunk`);
}

/**
 * The card a PNG carries: `ccv3` when there is one (the V3 specification's rule), else `chara`.
 * A `ccv3` chunk that cannot be read falls back to `chara`, with a warning.
 */
export function readCardPng(png: Uint8Array): ReadCardPngResult {
  const read = readPngChunks(png);
  if (!read.ok)
    return read.problem === 'notPng'
      ? importFailure('notPng', 'not a PNG file')
      : importFailure('damagedPng', 'the PNG is damaged (a chunk runs past the end, or IEND is missing)');
  const cardChunks = read.chunks.flatMap((chunk) => {
    if (chunk.type !== 'tEXt') return [];
    const { keyword, text } = readPngText(chunk.data);
    return isCardKeyword(keyword) ? [{ keyword: keyword.toLowerCase() as CardChunkKeyword, text }] : [];
  });
  const ccv3 = cardChunks.find((chunk) => chunk.keyword === 'ccv3');
  const chara = cardChunks.find((chunk) => chunk.keyword === 'chara');
  const first = ccv3 ?? chara;
  if (!first)
    return importFailure(
      'noCardChunk',
      'the PNG holds no character card (no tEXt chunk named chara or ccv3)',
    );
  const warnings: string[] = [];
  let decoded = decodeChunk(first.keyword, first.text);
  let keyword = first.keyword;
  if (!decoded.ok && ccv3 && chara) {
    const fallback = decodeChunk('chara', chara.text);
    if (fallback.ok) {
      warnings.push(`${decoded.reason}; the chara chunk was read instead`);
      decoded = fallback;
      keyword = 'chara';
    }
  }
  if (!decoded.ok) return decoded;
  const picture = concatBytes([
    png.subarray(0, 8),
    ...read.chunks
      .filter((chunk) => chunk.type !== 'tEXt' || !isCardKeyword(readPngText(chunk.data).keyword))
      .map((chunk) => png.subarray(chunk.start, chunk.end)),
  ]);
  return { ok: true, json: decoded.json, keyword, picture, warnings };
}

const jsonBase64 = (value: unknown) =>
  bytesToBase64({ bytes: new TextEncoder().encode(JSON.stringify(value)) });

/**
 * `png` with the card written in: its `chara` and `ccv3` chunks (any case) replaced by new ones
 * (V2 JSON, then V3 JSON) just before `IEND`; every other chunk kept byte for byte. `undefined`
 * when `png` cannot be read as a PNG.
 */
export function writeCardPng(
  png: Uint8Array,
  { v2, v3 }: { v2: unknown; v3: unknown },
): Uint8Array<ArrayBuffer> | undefined {
  const read = readPngChunks(png);
  if (!read.ok) return undefined;
  const kept = read.chunks.filter(
    (chunk) =>
      chunk.type !== 'IEND' && (chunk.type !== 'tEXt' || !isCardKeyword(readPngText(chunk.data).keyword)),
  );
  return concatBytes([
    new Uint8Array(PNG_SIGNATURE),
    ...kept.map((chunk) => png.subarray(chunk.start, chunk.end)),
    pngTextChunk('chara', jsonBase64(v2)),
    pngTextChunk('ccv3', jsonBase64(v3)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** The placeholder picture's size: the 2:3 portrait most character cards have. */
export const PLACEHOLDER_SIZE = { width: 400, height: 600 } as const;

/** A one-colour (slate) portrait for a card without a PNG picture: a few hundred bytes. */
export function placeholderPng(): Uint8Array<ArrayBuffer> {
  const { width, height } = PLACEHOLDER_SIZE;
  return encodePalettePng({
    width,
    height,
    palette: new Uint8Array([0x64, 0x74, 0x8b, 0xff]),
    indices: new Uint8Array(width * height),
  });
}

/** A PNG data: URL's bytes, or undefined for anything else (another format, bad Base64). */
export function pngOfDataUrl(url: string | undefined): Uint8Array | undefined {
  if (!url || !/^data:image\/png[;,]/i.test(url)) return undefined;
  const decoded = base64ToBytes({ text: url });
  return decoded.ok ? decoded.bytes : undefined;
}

export const pngDataUrl = (png: Uint8Array) => `data:image/png;base64,${bytesToBase64({ bytes: png })}`;
