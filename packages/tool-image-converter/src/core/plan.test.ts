import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, OUTPUT_FORMATS, QUALITY, SIZE_PRESETS } from './constants';
import { clampQuality, icoSizes, outputName, parseSide, planConversion, presetOf, usesQuality } from './plan';

const settings = {
  format: 'jpeg' as const,
  quality: 90,
  width: undefined,
  height: undefined,
  keepAspect: true,
};
const photo = { width: 4000, height: 3000 };

describe('settings (CONTEXT.md Rules: Settings)', () => {
  it('offers jpeg, png, webp, bmp and ico (and the favicon set), jpeg first by default', () => {
    expect(OUTPUT_FORMATS).toEqual(['jpeg', 'png', 'webp', 'bmp', 'ico', 'favicon']);
    expect(DEFAULT_FORMAT).toBe('jpeg');
  });

  it('has a quality slider from 10 to 100 in steps of 5, 90 by default, for jpeg and webp only', () => {
    expect(QUALITY).toEqual({ min: 10, max: 100, step: 5, default: 90 });
    expect(OUTPUT_FORMATS.filter(usesQuality)).toEqual(['jpeg', 'webp']);
    expect(clampQuality(3)).toBe(10);
    expect(clampQuality(72)).toBe(70);
    expect(clampQuality(73)).toBe(75);
    expect(clampQuality(400)).toBe(100);
    expect(clampQuality(Number.NaN)).toBe(90);
  });

  it('reads a width or height field as whole pixels, anything else as not given', () => {
    expect(parseSide('640')).toBe(640);
    expect(parseSide(' 64.7 ')).toBe(64);
    expect(parseSide('')).toBeUndefined();
    expect(parseSide('0')).toBeUndefined();
    expect(parseSide('-5')).toBeUndefined();
    expect(parseSide('abc')).toBeUndefined();
  });

  it('has the spec’s size presets, in its order', () => {
    expect(SIZE_PRESETS.map(({ id, width, height }) => (width ? `${id} ${width}×${height}` : id))).toEqual([
      'original',
      'avatar 128×128',
      'smallIcon 64×64',
      'thumbnail 200×200',
      'squareSocial 1080×1080',
      'story 1080×1920',
      'cover 1200×630',
      'banner 1500×500',
      'videoThumbnail 1280×720',
      'webBanner 1920×400',
      'mobileBanner 750×300',
      'desktopWallpaper 1920×1080',
      'uhd4k 3840×2160',
      'a4 2480×3508',
      'businessCard 1050×600',
    ]);
    expect(presetOf(1200, 630)).toBe('cover');
    expect(presetOf(undefined, undefined)).toBe('original');
    expect(presetOf(1200, 631)).toBeUndefined();
  });
});

describe('planConversion (CONTEXT.md Rules: Size, Background)', () => {
  it('fits inside both sides with aspect kept, derives a missing side, keeps the original without aspect lock', () => {
    const plan = (width?: number, height?: number, keepAspect = true) =>
      planConversion(photo, { ...settings, width, height, keepAspect });
    expect(plan(1080, 1080)).toMatchObject({ size: { width: 1080, height: 810 } });
    expect(plan(800)).toMatchObject({ size: { width: 800, height: 600 } });
    expect(plan(undefined, 300)).toMatchObject({ size: { width: 400, height: 300 } });
    expect(plan(800, undefined, false)).toMatchObject({ size: { width: 800, height: 3000 } });
    expect(plan(800, 100, false)).toMatchObject({ size: { width: 800, height: 100 } });
    expect(plan()).toMatchObject({ size: photo });
  });

  it('puts white under JPEG, nothing under the others, and uses quality only for JPEG and WebP', () => {
    expect(planConversion(photo, settings)).toMatchObject({ background: '#ffffff', quality: 90 });
    expect(planConversion(photo, { ...settings, format: 'png' })).toMatchObject({
      background: undefined,
      quality: 100,
    });
    expect(planConversion(photo, { ...settings, format: 'webp', quality: 42 })).toMatchObject({
      quality: 40,
    });
    expect(planConversion(photo, { ...settings, format: 'bmp' })).toMatchObject({ background: undefined });
  });
});

describe('ICO (CONTEXT.md Rules: ICO)', () => {
  it('snaps to the nearest of 16–256, square, 256 when empty, holding every size up to it', () => {
    expect(icoSizes()).toEqual([16, 32, 48, 64, 128, 256]);
    expect(icoSizes(30, 30)).toEqual([16, 32]);
    expect(icoSizes(100, 40)).toEqual([16, 32, 48, 64, 128]);
    expect(icoSizes(1000, 1000)).toEqual([16, 32, 48, 64, 128, 256]);
    expect(planConversion(photo, { ...settings, format: 'ico', width: 48, height: 48 })).toEqual({
      kind: 'ico',
      sizes: [16, 32, 48],
    });
  });
});

describe('outputName (CONTEXT.md Rules: Names)', () => {
  it('gives the format’s extension, favicon.ico for ICO, and a ZIP for the favicon set', () => {
    expect(outputName('holiday.png', 'jpeg')).toBe('holiday.jpg');
    expect(outputName('holiday.jpeg', 'webp')).toBe('holiday.webp');
    expect(outputName('scan', 'bmp')).toBe('scan.bmp');
    expect(outputName('logo.svg', 'ico')).toBe('favicon.ico');
    expect(outputName('logo.svg', 'favicon')).toBe('logo-favicons.zip');
  });
});
