import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

/** PlantUML's base64 alphabet (not RFC 4648's). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

/**
 * A diagram source in PlantUML's URL encoding: UTF-8, raw deflate, PlantUML's base64. What every
 * PlantUML server and the product's `/api/plantuml/svg/` read; far shorter than the spec's plain
 * base64, which made URLs too long for a request line at a few KB of source.
 */
export function encodePlantUml(source: string): string {
  const bytes = deflateSync(strToU8(source), { level: 9 });
  let encoded = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const b1 = bytes[index] as number;
    const b2 = bytes[index + 1] ?? 0;
    const b3 = bytes[index + 2] ?? 0;
    encoded +=
      (ALPHABET[b1 >> 2] as string) +
      (ALPHABET[((b1 & 0x3) << 4) | (b2 >> 4)] as string) +
      (ALPHABET[((b2 & 0xf) << 2) | (b3 >> 6)] as string) +
      (ALPHABET[b3 & 0x3f] as string);
  }
  return encoded;
}

/** The inverse of `encodePlantUml` (for share links and tests). */
export function decodePlantUml(encoded: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 4) {
    const [c1, c2, c3, c4] = [0, 1, 2, 3].map((offset) => {
      const value = ALPHABET.indexOf(encoded[index + offset] ?? '0');
      if (value < 0) throw new Error('not PlantUML encoding');
      return value;
    }) as [number, number, number, number];
    bytes.push((c1 << 2) | (c2 >> 4), ((c2 & 0xf) << 4) | (c3 >> 2), ((c3 & 0x3) << 6) | c4);
  }
  return strFromU8(inflateSync(Uint8Array.from(bytes)));
}
