import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAvifExif, insertJxlExif } from './exif-bmff';
import { tiffWithGps } from './test-fixtures';

const folder = mkdtempSync(join(tmpdir(), 'exif-bmff-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The @jsquash codec `name`'s encoder and decoder, on their WASM, in Node. */
async function codec(name: 'avif' | 'jxl') {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve(`@jsquash/${name}/package.json`));
  const encoder = await import(join(dir, 'encode.js'));
  const decoder = await import(join(dir, 'decode.js'));
  await encoder.init(await WebAssembly.compile(readFileSync(join(dir, `codec/enc/${name}_enc.wasm`))));
  await decoder.init(await WebAssembly.compile(readFileSync(join(dir, `codec/dec/${name}_dec.wasm`))));
  return {
    encode: async (image: ImageData) => new Uint8Array(await encoder.default(image, { quality: 60 })),
    decode: (bytes: Uint8Array): Promise<ImageData> => decoder.default(bytes.slice().buffer),
  };
}

/** exiftool's reading of a file: its type, the tags the TIFF block holds, and any warning. */
function exiftool(bytes: Uint8Array, name: string): string[] {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  const text = execFileSync(
    'exiftool',
    ['-s3', '-FileType', '-Make', '-Orientation#', '-GPSLatitudeRef', '-Warning', path],
    {
      encoding: 'utf8',
    },
  );
  return text.trim().split('\n');
}

const width = 40;
const height = 30;
const picture = {
  width,
  height,
  data: Uint8ClampedArray.from({ length: width * height * 4 }, (_, index) =>
    index % 4 === 3 ? 255 : (index * 7) % 256,
  ),
  colorSpace: 'srgb',
} as ImageData;

describe('EXIF in JPEG XL and AVIF (CONTEXT.md Rules: Metadata)', () => {
  let avif: Awaited<ReturnType<typeof codec>>;
  let jxl: Awaited<ReturnType<typeof codec>>;
  beforeAll(async () => {
    avif = await codec('avif');
    jxl = await codec('jxl');
  });

  it('puts a bare JPEG XL codestream in the container with an Exif box that exiftool reads', async () => {
    const bare = await jxl.encode(picture);
    expect([...bare.subarray(0, 2)]).toEqual([0xff, 0x0a]);
    const withExif = insertJxlExif(bare, tiffWithGps());
    expect(exiftool(withExif, 'photo.jxl')).toEqual(['JXL', 'Canon', '6', 'North']);
    const decoded = await jxl.decode(withExif);
    expect(decoded.data).toEqual((await jxl.decode(bare)).data);
    // A container already: the box goes after ftyp, once.
    const again = insertJxlExif(withExif, tiffWithGps());
    expect(exiftool(again, 'again.jxl')).toEqual(['JXL', 'Canon', '6', 'North']);
  });

  it('adds an Exif item to an AVIF that exiftool reads, and the image decodes the same', async () => {
    const plain = await avif.encode(picture);
    const withExif = insertAvifExif(plain, tiffWithGps());
    expect(exiftool(withExif, 'photo.avif')).toEqual(['AVIF', 'Canon', '6', 'North']);
    const decoded = await avif.decode(withExif);
    expect(decoded.width).toBe(width);
    expect(decoded.data).toEqual((await avif.decode(plain)).data);
  });

  it('keeps an AVIF with transparency whole: its alpha item and existing references stay right', async () => {
    const translucent = {
      ...picture,
      data: picture.data.map((value, index) => (index % 4 === 3 ? (index * 3) % 256 : value)),
    } as ImageData;
    const plain = await avif.encode(translucent);
    expect(new TextDecoder('latin1').decode(plain)).toContain('auxl'); // the alpha item's reference
    const withExif = insertAvifExif(plain, tiffWithGps());
    expect(exiftool(withExif, 'alpha.avif')).toEqual(['AVIF', 'Canon', '6', 'North']);
    expect((await avif.decode(withExif)).data).toEqual((await avif.decode(plain)).data);
  });

  it('refuses what is not JPEG XL or AVIF', () => {
    expect(() => insertJxlExif(new Uint8Array([1, 2, 3, 4]), tiffWithGps())).toThrow('Not a JPEG XL');
    expect(() => insertAvifExif(new Uint8Array(16), tiffWithGps())).toThrow();
  });
});
