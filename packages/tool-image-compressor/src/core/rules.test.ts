import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TYPES,
  FALLBACK_DOWNLOAD_INTERVAL_MS,
  MAX_FILE_BYTES,
  MAX_FILES,
  QUALITY,
  SIZE_PRESETS,
  TARGET_PRESETS,
} from './constants';
import { checkFiles, compressedName, failedNames, percentChange } from './files';
import {
  clampQuality,
  compressedDimensions,
  DEFAULT_SETTINGS,
  isLossy,
  outputFormat,
  parseTargetKb,
  pngColors,
} from './settings';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('files (CONTEXT.md Rules: Files)', () => {
  it('takes jpeg, jpg, png, webp, avif, gif and bmp up to 50 MB, at most 20 in all', () => {
    expect(ACCEPTED_TYPES).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'image/bmp',
    ]);
    expect(MAX_FILE_BYTES).toBe(52_428_800);
    expect(MAX_FILES).toBe(20);
  });

  it('reports each bad file by name and reason and keeps the good ones', () => {
    const checked = checkFiles(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.tiff', 'image/tiff'),
        file('c.png', 'image/png', MAX_FILE_BYTES + 1),
        file('d.png', 'image/png', MAX_FILE_BYTES),
      ],
      0,
    );
    expect(checked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'd.png']);
    expect(checked.rejected.map(({ file: f, problem }) => `${f.name} ${problem}`)).toEqual([
      'b.tiff unsupportedFormat',
      'c.png fileTooLarge',
    ]);
    expect(checked.overLimit).toEqual([]);
  });

  it('leaves out what would pass 20 results, counting those already listed', () => {
    const many = Array.from({ length: 5 }, (_, index) => file(`${index}.png`, 'image/png'));
    const checked = checkFiles(many, 17);
    expect(checked.accepted.map((f) => f.name)).toEqual(['0.png', '1.png', '2.png']);
    expect(checked.overLimit.map((f) => f.name)).toEqual(['3.png', '4.png']);
  });

  it('names outputs compressed_{basename}.{format}', () => {
    expect(compressedName('holiday.jpeg', 'jpeg')).toBe('compressed_holiday.jpg');
    expect(compressedName('scan.bmp', 'png')).toBe('compressed_scan.png');
    expect(compressedName('a.b.webp', 'avif')).toBe('compressed_a.b.avif');
  });

  it('gives the change in percent with one decimal, and the first three failed names', () => {
    expect(percentChange(1000, 333)).toBe(-66.7);
    expect(percentChange(1000, 1200)).toBe(20);
    expect(percentChange(0, 10)).toBe(0);
    expect(failedNames(['a', 'b'])).toBe('a, b');
    expect(failedNames(['a', 'b', 'c', 'd'])).toBe('a, b, c…');
  });

  it('spaces the one-by-one fallback downloads 200 ms apart', () => {
    expect(FALLBACK_DOWNLOAD_INTERVAL_MS).toBe(200);
  });
});

describe('settings (CONTEXT.md Rules: Quality, Target size)', () => {
  it('has quality 1–100, 80 by default', () => {
    expect(QUALITY).toEqual({ min: 1, max: 100, default: 80 });
    expect(DEFAULT_SETTINGS.quality).toBe(80);
    expect(clampQuality(0)).toBe(1);
    expect(clampQuality(150)).toBe(100);
    expect(clampQuality(55.4)).toBe(55);
  });

  it('reads the target as a whole number of KB from 1 to 10,000, else 100', () => {
    expect(parseTargetKb('200')).toBe(200);
    expect(parseTargetKb(' 1 ')).toBe(1);
    expect(parseTargetKb('10000')).toBe(10_000);
    for (const bad of ['', '0', '10001', '12.5', '-3', 'abc']) expect(parseTargetKb(bad)).toBe(100);
  });

  it('has the target presets web 100, email 500, high quality 1000, print 5000 KB', () => {
    expect(TARGET_PRESETS.map(({ id, kb }) => `${id} ${kb}`)).toEqual([
      'web 100',
      'email 500',
      'highQuality 1000',
      'print 5000',
    ]);
  });

  it('strips GPS but keeps the rest of the metadata by default', () => {
    expect(DEFAULT_SETTINGS.metadata).toBe('keep');
  });
});

describe('format (CONTEXT.md Rules: Format)', () => {
  it('keeps JPEG, PNG, WebP and AVIF as they are and turns GIF and BMP into PNG', () => {
    expect(outputFormat('original', 'image/jpeg')).toBe('jpeg');
    expect(outputFormat('original', 'image/jpg')).toBe('jpeg');
    expect(outputFormat('original', 'image/webp')).toBe('webp');
    expect(outputFormat('original', 'image/avif')).toBe('avif');
    expect(outputFormat('original', 'image/png')).toBe('png');
    expect(outputFormat('original', 'image/gif')).toBe('png');
    expect(outputFormat('original', 'image/bmp')).toBe('png');
    expect(outputFormat('jxl', 'image/png')).toBe('jxl');
    expect(isLossy('png')).toBe(false);
    expect(isLossy('jpeg')).toBe(true);
  });

  it('reduces a PNG to the chosen colours (256 by default) only when asked, and nothing else', () => {
    expect(DEFAULT_SETTINGS.reduceColors).toBe(false);
    expect(DEFAULT_SETTINGS.colors).toBe(256);
    expect(pngColors(DEFAULT_SETTINGS, 'png')).toBeUndefined();
    const reducing = { ...DEFAULT_SETTINGS, reduceColors: true, colors: 16 };
    expect(pngColors(reducing, 'png')).toBe(16);
    expect(pngColors(reducing, 'jpeg')).toBeUndefined();
    expect(pngColors(reducing, 'webp')).toBeUndefined();
  });
});

describe('resize (CONTEXT.md Rules: Resize)', () => {
  const photo = { width: 4000, height: 3000 };
  it('has the spec’s size presets', () => {
    expect(SIZE_PRESETS.map(({ id, width, height }) => (width ? `${id} ${width}×${height}` : id))).toEqual([
      'original',
      'uhd4k 3840×2160',
      'fullHd 1920×1080',
      'hd 1280×720',
      'sd 854×480',
      'instagramSquare 1080×1080',
      'instagramStory 1080×1920',
      'twitterHeader 1500×500',
      'facebookCover 851×315',
    ]);
  });

  it('fits inside a preset, never enlarging', () => {
    expect(compressedDimensions(photo, { kind: 'preset', id: 'fullHd' }, 'contain')).toEqual({
      canvas: { width: 1440, height: 1080 },
      padded: false,
    });
    expect(
      compressedDimensions({ width: 800, height: 600 }, { kind: 'preset', id: 'fullHd' }, 'contain').canvas,
    ).toEqual({
      width: 800,
      height: 600,
    });
    expect(compressedDimensions(photo, { kind: 'preset', id: 'original' }, 'contain').canvas).toEqual(photo);
  });

  it('pads to the preset’s exact box when asked', () => {
    expect(compressedDimensions(photo, { kind: 'preset', id: 'instagramSquare' }, 'pad')).toEqual({
      canvas: { width: 1080, height: 1080 },
      padded: true,
    });
  });

  it('scales by percent (1–100) or to a longest edge, never enlarging', () => {
    expect(compressedDimensions(photo, { kind: 'percent', percent: 50 }, 'contain').canvas).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(compressedDimensions(photo, { kind: 'percent', percent: 400 }, 'contain').canvas).toEqual(photo);
    expect(compressedDimensions(photo, { kind: 'longestEdge', pixels: 1000 }, 'contain').canvas).toEqual({
      width: 1000,
      height: 750,
    });
    expect(compressedDimensions(photo, { kind: 'longestEdge', pixels: 9000 }, 'contain').canvas).toEqual(
      photo,
    );
  });
});
