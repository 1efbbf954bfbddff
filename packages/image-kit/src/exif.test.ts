import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  editExif,
  exifOrientation,
  exifTiff,
  findExifSegment,
  insertExifSegment,
  insertPngExif,
  insertWebpExif,
} from './exif';
import { tiffWithGps } from './test-fixtures';

function jpeg(...segments: Uint8Array[]): Uint8Array {
  const scanAndEnd = [0xff, 0xda, 0x00, 0x04, 0x01, 0x02, 0x11, 0x22, 0x33, 0xff, 0xd9];
  return new Uint8Array([0xff, 0xd8, ...segments.flatMap((segment) => [...segment]), ...scanAndEnd]);
}
const segment = (marker: number, payload: Uint8Array) =>
  new Uint8Array([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
const exif = segment(0xe1, new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...tiffWithGps()]));
const jfif = segment(0xe0, new Uint8Array([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));

const contains = (haystack: Uint8Array, needle: number[]) =>
  haystack.some((_, at) => needle.every((byte, index) => haystack[at + index] === byte));
const latitude = [48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0];

describe('EXIF in JPEG (CONTEXT.md Rules: Metadata)', () => {
  it('finds the EXIF segment among the others', () => {
    expect(findExifSegment(jpeg(jfif, exif))).toEqual(exif);
    expect(findExifSegment(jpeg(jfif))).toBeUndefined();
    expect(() => findExifSegment(new Uint8Array([0x89, 0x50]))).toThrow('Not a JPEG');
  });

  it('reads the orientation, 1 when none is recorded (what decides whether a draw may be skipped)', () => {
    expect(exifOrientation(exif)).toBe(6);
    expect(exifOrientation(editExif(exif))).toBe(1);
    const withoutOrientation = exif.slice();
    // Tag 0x0112 renamed to 0x0113 (no such tag): nothing recorded.
    withoutOrientation[4 + 6 + 22] = 0x13;
    expect(exifOrientation(withoutOrientation)).toBe(1);
  });

  it('by default empties the GPS block (no position left in the bytes) and sets the orientation to upright', () => {
    expect(contains(exif, latitude)).toBe(true);
    const edited = editExif(exif);
    expect(edited.length).toBe(exif.length);
    expect(contains(edited, latitude)).toBe(false);
    const tiff = new DataView(edited.buffer, 10);
    expect(tiff.getUint16(50, true)).toBe(0); // GPS entries: none
    expect(tiff.getUint16(22 + 8, true)).toBe(1); // orientation
    expect(contains(edited, [...new TextEncoder().encode('Canon')])).toBe(true); // the rest is kept
    expect(contains(exif, latitude)).toBe(true); // the input is not changed
  });

  it('keeps the GPS block when asked, still setting the orientation', () => {
    const edited = editExif(exif, { keepGps: true });
    expect(contains(edited, latitude)).toBe(true);
    expect(new DataView(edited.buffer, 10).getUint16(30, true)).toBe(1);
  });

  it('writes the segment after the JFIF header, or in place of the old EXIF', () => {
    const plain = jpeg(jfif);
    const withExif = insertExifSegment(plain, exif);
    expect(withExif).toEqual(jpeg(jfif, exif));
    const replaced = insertExifSegment(withExif, editExif(exif));
    expect(findExifSegment(replaced)).toEqual(editExif(exif));
    expect(replaced.length).toBe(withExif.length);
    expect(insertExifSegment(jpeg(), exif)).toEqual(jpeg(exif));
  });
});

describe('EXIF in PNG and WebP (CONTEXT.md Rules: Metadata › Formats)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'exif-test-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  /**
   * A small image written by ImageMagick, the EXIF put in; then ImageMagick's reading of the image
   * (it still decodes) and exiftool's of the metadata (ImageMagick 6 does not parse these chunks).
   */
  const roundTrip = (
    args: string[],
    name: string,
    insert: (bytes: Uint8Array, tiff: Uint8Array) => Uint8Array,
  ) => {
    const source = join(folder, `source-${name}`);
    execFileSync('convert', [...args, source]);
    const withExif = insert(
      new Uint8Array(execFileSync('cat', [source])),
      exifTiff(editExif(exif, { keepGps: true })),
    );
    const path = join(folder, name);
    writeFileSync(path, withExif);
    const image = execFileSync('identify', ['-format', '%m %wx%h', path], { encoding: 'utf8' });
    const tags = execFileSync('exiftool', ['-s3', '-Make', '-GPSLatitudeRef', '-Warning', path], {
      encoding: 'utf8',
    });
    return `${image}|${tags.trim().split('\n').join('|')}`;
  };

  it('puts the EXIF in a PNG eXIf chunk that exiftool reads without a warning', () => {
    expect(
      roundTrip(
        ['-size', '4x3', 'xc:red', '-define', 'png:exclude-chunks=date,time'],
        'a.png',
        insertPngExif,
      ),
    ).toBe('PNG 4x3|Canon|North');
  });

  it('makes a simple lossy WebP extended, with the EXIF chunk, still readable', () => {
    expect(roundTrip(['-size', '4x3', 'xc:red', '-quality', '80'], 'a.webp', insertWebpExif)).toBe(
      'WEBP 4x3|Canon|North',
    );
  });

  it('does the same for a lossless WebP with transparency, keeping its alpha', () => {
    const out = roundTrip(
      ['-size', '5x2', 'xc:none', '-define', 'webp:lossless=true'],
      'b.webp',
      insertWebpExif,
    );
    expect(out).toBe('WEBP 5x2|Canon|North');
    expect(
      execFileSync('identify', ['-format', '%[channels]', join(folder, 'b.webp')], { encoding: 'utf8' }),
    ).toBe('srgba');
  });

  it('refuses what is not a PNG or a WebP', () => {
    expect(() => insertPngExif(new Uint8Array(40), new Uint8Array(8))).toThrow(TypeError);
    expect(() => insertWebpExif(new Uint8Array(40), new Uint8Array(8))).toThrow(TypeError);
  });
});
