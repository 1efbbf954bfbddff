import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeIco, ICO_SIZES, readIcoDirectory, snapIcoSize } from './ico';

/** A real PNG: `size` × `size`, one RGBA colour. */
function solidPng(size: number, rgba = [200, 30, 30, 255]): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const row = [0, ...Array.from({ length: size }, () => rgba).flat()];
  const pixels = deflateSync(Buffer.from(Array.from({ length: size }, () => row).flat()));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('snapIcoSize (CONTEXT.md Rules: ICO › Sizes)', () => {
  it.each([
    [undefined, undefined, 256],
    [0, 0, 256],
    [16, undefined, 16],
    [20, 20, 16],
    [40, 10, 48], // a tie between 32 and 48 goes to the larger
    [39, 39, 32],
    [100, 30, 128], // square: the larger side decides
    [30, 100, 128],
    [200, 200, 256],
    [1024, 768, 256],
  ])('%s × %s → %s', (width, height, size) => {
    expect(snapIcoSize(width, height)).toBe(size);
  });
});

describe('encodeIco (CONTEXT.md Rules: ICO › File)', () => {
  it('writes a PNG-in-ICO directory, smallest first, 256 stored as 0, each image at its offset', () => {
    const pngs = new Map(ICO_SIZES.map((size) => [size, solidPng(size)]));
    const ico = encodeIco([...pngs].reverse().map(([size, png]) => ({ size, png })));
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 6]);
    expect(ico[6 + 16 * 5]).toBe(0); // the 256 entry's width byte
    expect(ico[6 + 16 * 5 + 1]).toBe(0); // and height byte
    const directory = readIcoDirectory(ico);
    expect(directory.map((entry) => entry.size)).toEqual([...ICO_SIZES]);
    for (const { size, offset, length } of directory) {
      expect([...ico.subarray(offset, offset + length)]).toEqual([
        ...(pngs.get(size as never) as Uint8Array),
      ]);
    }
    expect(directory.at(-1)?.offset ?? 0).toBeLessThan(ico.length);
    expect((directory.at(-1)?.offset ?? 0) + (directory.at(-1)?.length ?? 0)).toBe(ico.length);
  });

  it('refuses no entries, a size outside 1 to 256, and an entry that is not a PNG', () => {
    expect(() => encodeIco([])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 300, png: solidPng(2) }])).toThrow(RangeError);
    expect(() => encodeIco([{ size: 16, png: new Uint8Array([1, 2, 3]) }])).toThrow(TypeError);
  });
});
