import { describe, expect, it } from 'vitest';
import { LAYOUT_DEFAULTS, OUTPUT_FORMATS, QUALITY, SIZE_PRESETS } from './constants';
import {
  clampColumns,
  clampQuality,
  clampRadius,
  clampSpacing,
  collageFileName,
  cornerRadius,
  DEFAULT_SETTINGS,
  initialFreePositions,
  layoutCollage,
  parseCanvasSide,
  withLayout,
} from './layout';

const square = { width: 100, height: 100 };
const wide = { width: 200, height: 100 };
const tall = { width: 100, height: 200 };

describe('settings (CONTEXT.md Rules: Settings)', () => {
  it('has the spec’s limits: columns 1–6, spacing 0–50, radius 0–50, quality 10–100 by 5', () => {
    expect([clampColumns(0), clampColumns(9), clampColumns(3)]).toEqual([1, 6, 3]);
    expect([clampSpacing(-4), clampSpacing(80)]).toEqual([0, 50]);
    expect([clampRadius(-1), clampRadius(51)]).toEqual([0, 50]);
    expect(QUALITY).toMatchObject({ min: 10, max: 100, step: 5 });
    expect([clampQuality(3), clampQuality(77), clampQuality(101)]).toEqual([10, 75, 100]);
  });

  it('reads the canvas sides as 100–4000, and what does not parse as 1080', () => {
    expect(parseCanvasSide('50')).toBe(100);
    expect(parseCanvasSide('5000')).toBe(4000);
    expect(parseCanvasSide('1500')).toBe(1500);
    expect(parseCanvasSide('abc')).toBe(1080);
    expect(parseCanvasSide('')).toBe(1080);
  });

  it('gives each layout its columns and spacing: grid 2/10, masonry 3/15, freeform 1/0', () => {
    expect(LAYOUT_DEFAULTS).toEqual({
      grid: { columns: 2, spacing: 10 },
      masonry: { columns: 3, spacing: 15 },
      freeform: { columns: 1, spacing: 0 },
    });
    expect(withLayout(DEFAULT_SETTINGS, 'masonry')).toMatchObject({
      layout: 'masonry',
      columns: 3,
      spacing: 15,
    });
  });

  it('writes png, jpeg or webp, on white by default, with the spec’s size presets', () => {
    expect(OUTPUT_FORMATS).toEqual(['png', 'jpeg', 'webp']);
    expect(DEFAULT_SETTINGS.backgroundColor).toBe('#ffffff');
    expect(SIZE_PRESETS.map(({ id, width, height }) => `${id} ${width}x${height}`)).toEqual([
      'square 1080x1080',
      'landscape 1920x1080',
      'portrait 1080x1920',
      'instagram 1080x1080',
      'facebook 1200x630',
      'twitter 1200x675',
    ]);
  });
});

describe('layoutCollage (CONTEXT.md Rules: Layouts)', () => {
  const settings = { ...DEFAULT_SETTINGS, canvasWidth: 1000, canvasHeight: 600 };

  it('grid: columns per row, equal rows filling the canvas, spacing around and between, images covering their cells', () => {
    const placements = layoutCollage([square, wide, tall], { ...settings, columns: 2, spacing: 10 });
    expect(placements.map((p) => p.frame)).toEqual([
      { x: 10, y: 10, width: 485, height: 285 },
      { x: 505, y: 10, width: 485, height: 285 },
      { x: 10, y: 305, width: 485, height: 285 },
    ]);
    // A square in a wide cell shows its middle band.
    const crop = placements[0]?.crop;
    expect(crop?.x).toBe(0);
    expect(crop?.width).toBe(1);
    expect(crop?.height).toBeCloseTo(285 / 485);
    expect(crop?.y).toBeCloseTo((1 - 285 / 485) / 2);
  });

  it('grid: never more columns than images', () => {
    expect(layoutCollage([square], { ...settings, columns: 4, spacing: 0 })[0]?.frame).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 600,
    });
  });

  it('masonry: whole images in the shortest column, scaled down to fit the canvas height', () => {
    const loose = { ...settings, layout: 'masonry' as const, columns: 2, spacing: 0, canvasHeight: 2000 };
    expect(layoutCollage([square, wide, square], loose).map((p) => p.frame)).toEqual([
      { x: 0, y: 0, width: 500, height: 500 },
      { x: 500, y: 0, width: 500, height: 250 },
      { x: 500, y: 250, width: 500, height: 500 },
    ]);
    const tight = layoutCollage([tall, tall], { ...loose, canvasHeight: 500 });
    // Columns 1000 px tall on a 500 px canvas: everything at half size, centred.
    expect(tight.map((p) => p.frame)).toEqual([
      { x: 250, y: 0, width: 250, height: 500 },
      { x: 500, y: 0, width: 250, height: 500 },
    ]);
    expect(tight[0]?.crop).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('freeform: images at most 300 px wide, placed in rows, then where the user moved them', () => {
    const big = { width: 1200, height: 800 };
    expect(
      initialFreePositions([big, big, big, { width: 100, height: 50 }], { width: 1000, height: 600 }),
    ).toEqual([
      { x: 20, y: 20, width: 300 },
      { x: 340, y: 20, width: 300 },
      { x: 660, y: 20, width: 300 },
      { x: 20, y: 240, width: 100 },
    ]);
    const moved = layoutCollage([big], { ...settings, layout: 'freeform' }, [{ x: 5, y: 6, width: 600 }]);
    expect(moved[0]?.frame).toEqual({ x: 5, y: 6, width: 600, height: 400 });
  });

  it('rounds corners at most to half the shorter side', () => {
    expect(cornerRadius({ x: 0, y: 0, width: 40, height: 30 }, 50)).toBe(15);
    expect(cornerRadius({ x: 0, y: 0, width: 400, height: 300 }, 12)).toBe(12);
  });

  it('names the download collage-<date-time>.<ext>', () => {
    const date = new Date(2026, 10, 25, 9, 5, 7);
    expect(collageFileName('jpeg', date)).toBe('collage-2026-11-25-090507.jpg');
    expect(collageFileName('png', date)).toBe('collage-2026-11-25-090507.png');
  });
});
