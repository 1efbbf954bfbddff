import { describe, expect, it } from 'vitest';
import {
  ANGLE_OFFSET,
  ARC_DEGREE,
  BLOB_TIMEOUT_MS,
  CANVAS_PRESETS,
  CANVAS_SIDE,
  clampAngleOffset,
  cutText,
  DARK_BACKGROUND,
  defaultConfig,
  exportName,
  FONT_SIZE,
  FONT_WEIGHTS,
  FONTS,
  graphemes,
  hasText,
  isConfig,
  LETTER_SPACING,
  MARKER_HIT_RADIUS,
  mendConfig,
  newItem,
  parseSharedConfig,
  RADIUS,
  RENDER_DEBOUNCE_MS,
  ROTATE,
  readColor,
  readNumber,
  readRadius,
  TEXT_MAX,
} from './config';
import { bandAt, dragTurn, layoutItem, markerAt } from './layout';

describe('items (CONTEXT.md Rules: Items)', () => {
  it('has the spec’s defaults', () => {
    expect(newItem('a', 'Hi')).toEqual({
      id: 'a',
      text: 'Hi',
      arcDegree: 60,
      radius: null,
      rotate: 0,
      angleOffset: 0,
      fontSize: 48,
      fontFamily: 'Arial',
      textColor: '#000000',
      letterSpacing: 2,
      fontWeight: 'normal',
      centerX: null,
      centerY: null,
    });
  });

  it('has the spec’s fonts and weights', () => {
    expect(FONTS).toEqual([
      'Arial',
      'Helvetica',
      'Times New Roman',
      'Georgia',
      'Courier New',
      'Verdana',
      'Comic Sans MS',
      'Impact',
      'Microsoft YaHei',
      'SimHei',
    ]);
    expect(FONT_WEIGHTS).toEqual(['normal', 'bold', 'lighter']);
  });

  it('cuts text to 200 characters, counting an emoji or a CJK character as one, never splitting one', () => {
    expect(TEXT_MAX).toBe(200);
    expect(cutText('a'.repeat(250))).toHaveLength(200);
    const family = '👨‍👩‍👧';
    const cut = cutText(family.repeat(201));
    expect(graphemes(cut)).toHaveLength(200);
    expect(cut).toBe(family.repeat(200));
    expect(graphemes('你好👍🏽é')).toEqual(['你', '好', '👍🏽', 'é']);
  });
});

describe('canvas (CONTEXT.md Rules: Canvas)', () => {
  it('starts 800 × 600, white, not transparent, one item; dark grey on a dark page', () => {
    const light = defaultConfig({ dark: false, sampleText: 'ARCHED' });
    expect(light).toMatchObject({
      backgroundColor: '#ffffff',
      isTransparent: false,
      canvasWidth: 800,
      canvasHeight: 600,
    });
    expect(light.textItems.map((item) => item.text)).toEqual(['ARCHED']);
    expect(defaultConfig({ dark: true, sampleText: '' }).backgroundColor).toBe(DARK_BACKGROUND);
    expect(DARK_BACKGROUND).toBe('#1f2937');
  });

  it('has the spec’s presets and limits, debounce, hit radius and blob time-out', () => {
    expect(CANVAS_PRESETS.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '800x600',
      '1200x800',
      '1920x1080',
      '1080x1080',
    ]);
    expect(CANVAS_SIDE).toEqual({ min: 200, max: 2000 });
    expect(RENDER_DEBOUNCE_MS).toBe(100);
    expect(MARKER_HIT_RADIUS).toBe(12);
    expect(BLOB_TIMEOUT_MS).toBe(10_000);
  });

  it('names the export arched-text-{timestamp}.png', () => {
    expect(exportName(1_700_000_000_000)).toBe('arched-text-1700000000000.png');
  });

  it('exports only with an item whose text is not blank', () => {
    const config = defaultConfig({ dark: false, sampleText: '  ' });
    expect(hasText(config)).toBe(false);
    expect(hasText({ ...config, textItems: [...config.textItems, newItem('b', 'x')] })).toBe(true);
    expect(hasText({ ...config, textItems: [] })).toBe(false);
  });
});

describe('fields (CONTEXT.md Rules: Fields)', () => {
  it('has the spec’s ranges', () => {
    expect(ARC_DEGREE).toEqual({ min: -180, max: 180, default: 60 });
    expect(RADIUS).toEqual({ min: 50, max: 1000 });
    expect(ROTATE).toEqual({ min: -180, max: 180, default: 0 });
    expect(ANGLE_OFFSET).toEqual({ min: -180, max: 180, default: 0 });
    expect(FONT_SIZE).toEqual({ min: 12, max: 200, default: 48 });
    expect(LETTER_SPACING).toEqual({ min: -10, max: 50, default: 2 });
  });

  it('clamps numbers out of range and keeps the previous value for anything not a number', () => {
    expect(readNumber('500', 48, FONT_SIZE)).toBe(200);
    expect(readNumber('3', 48, FONT_SIZE)).toBe(12);
    expect(readNumber(' 64 ', 48, FONT_SIZE)).toBe(64);
    expect(readNumber('abc', 48, FONT_SIZE)).toBe(48);
    expect(readNumber('', 48, FONT_SIZE)).toBe(48);
    expect(readNumber('-999', 60, ARC_DEGREE)).toBe(-180);
  });

  it('reads the radius: empty is automatic, else 50–1000, not a number keeps the old one', () => {
    expect(readRadius('', 300)).toBeNull();
    expect(readRadius('20', null)).toBe(50);
    expect(readRadius('5000', null)).toBe(1000);
    expect(readRadius('wide', 300)).toBe(300);
  });

  it('takes colours as #RGB or #RRGGBB only, else keeps the old one', () => {
    expect(readColor('#ABC', '#000000')).toBe('#abc');
    expect(readColor('#12ab34', '#000000')).toBe('#12ab34');
    for (const bad of ['123456', '#12345', 'red', '#ggg']) expect(readColor(bad, '#000000')).toBe('#000000');
  });

  it('keeps the angle offset within −180–180 while dragging', () => {
    expect(clampAngleOffset(200)).toBe(180);
    expect(clampAngleOffset(-400)).toBe(-180);
  });
});

describe('storage (CONTEXT.md Rules: Storage)', () => {
  const good = defaultConfig({ dark: false, sampleText: 'Hello' });

  it('accepts what it saved', () => {
    expect(isConfig(good)).toBe(true);
    expect(isConfig(JSON.parse(JSON.stringify(good)))).toBe(true);
  });

  it('mends a damaged item field by field and drops only what is no item, keeping the rest', () => {
    const damaged = {
      ...good,
      canvasWidth: 99_999,
      textItems: [
        { ...good.textItems[0], fontSize: 'big', textColor: 'red' },
        { nonsense: true },
        newItem('b', 'Two'),
      ],
    };
    expect(isConfig(damaged)).toBe(false);
    const mended = mendConfig(damaged, good);
    expect(mended?.canvasWidth).toBe(2000);
    expect(mended?.textItems.map((item) => [item.text, item.fontSize, item.textColor])).toEqual([
      ['Hello', 48, '#000000'],
      ['Two', 48, '#000000'],
    ]);
    expect(mended && isConfig(mended)).toBe(true);
    expect(mendConfig('not a config', good)).toBeUndefined();
  });
});

describe('layout (CONTEXT.md Rules: Layout)', () => {
  const canvas = { width: 800, height: 600 };
  const item = { ...newItem('a', 'ABC'), letterSpacing: 0 };
  const widths = [30, 30, 30];

  it('lays straight text (arc 0) centred on the canvas', () => {
    const layout = layoutItem({ ...item, arcDegree: 0 }, ['A', 'B', 'C'], widths, canvas);
    expect(layout.circle).toBeUndefined();
    expect(layout.glyphs.map(({ x, y, angle }) => [x, y, angle])).toEqual([
      [370, 300, 0],
      [400, 300, 0],
      [430, 300, 0],
    ]);
  });

  it('arches up over a circle below with an automatic radius as long as the text', () => {
    const layout = layoutItem({ ...item, arcDegree: 90 }, ['A', 'B', 'C'], widths, canvas);
    const radius = 90 / (Math.PI / 2);
    expect(layout.circle?.radius).toBeCloseTo(radius, 6);
    expect(layout.circle?.y).toBeCloseTo(300 + radius, 6);
    const [left, middle, right] = layout.glyphs;
    expect(middle?.x).toBeCloseTo(400, 6);
    expect(middle?.y).toBeCloseTo(300, 6);
    // The ends are lower and turned outwards, symmetrically.
    expect(left?.y).toBeGreaterThan(300);
    expect(left?.angle).toBeCloseTo(-(right?.angle ?? 0), 6);
    expect(right?.angle).toBeCloseTo(Math.PI / 6, 6); // 30° of the 90° each side of the middle
  });

  it('sags with a negative arc, and a set radius spreads the text over the same angle', () => {
    const layout = layoutItem({ ...item, arcDegree: -90, radius: 500 }, ['A', 'B', 'C'], widths, canvas);
    expect(layout.circle?.y).toBeCloseTo(300 - 500, 6);
    const [left, , right] = layout.glyphs;
    expect(left?.y).toBeLessThan(300);
    expect(right?.angle).toBeCloseTo(-Math.PI / 6, 6);
    expect((right?.x ?? 0) - 400).toBeCloseTo(500 * Math.sin(Math.PI / 6), 6);
  });

  it('turns along the arc by the angle offset and about the marker by the rotation', () => {
    const turned = layoutItem({ ...item, angleOffset: 10 }, ['A'], [30], canvas);
    expect(turned.glyphs[0]?.angle).toBeCloseTo((10 * Math.PI) / 180, 6);
    const rotated = layoutItem({ ...item, arcDegree: 0, rotate: 90 }, ['A', 'B'], [30, 30], canvas);
    expect(rotated.glyphs[0]?.x).toBeCloseTo(400, 6);
    expect(rotated.glyphs[0]?.y).toBeCloseTo(285, 6);
  });

  it('finds markers within 12 px and the text band near a character; a drag turns by the angle swept', () => {
    const layout = layoutItem({ ...item, centerX: 100, centerY: 100 }, ['A', 'B', 'C'], widths, canvas);
    const placed = [{ id: 'a', layout, fontSize: 48 }];
    expect(markerAt(placed, { x: 108, y: 108 }, 12)).toBe('a');
    expect(markerAt(placed, { x: 112, y: 112 }, 12)).toBeUndefined();
    expect(bandAt(placed, { x: 100, y: 85 })).toBe('a');
    expect(bandAt(placed, { x: 100, y: 250 })).toBeUndefined();
    expect(dragTurn({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 })).toBeCloseTo(90, 6);
    expect(dragTurn({ x: 0, y: 0 }, { x: -10, y: 1 }, { x: -10, y: -1 })).toBeCloseTo(11.42, 1);
  });
});

describe('arched-text-generator links (Link)', () => {
  const config = defaultConfig({ dark: false, sampleText: 'ARCHED TEXT' });
  it('takes a configuration that needs no mending', () => {
    expect(parseSharedConfig(config)).toEqual(config);
  });
  it.each([
    ['not a configuration', 'ARCHED TEXT'],
    ['a font size out of range', { ...config, textItems: [{ ...config.textItems[0], fontSize: 500 }] }],
    [
      'a text over 200 characters',
      { ...config, textItems: [{ ...config.textItems[0], text: 'a'.repeat(201) }] },
    ],
    [
      'a font that is not offered',
      { ...config, textItems: [{ ...config.textItems[0], fontFamily: 'Papyrus' }] },
    ],
    ['a colour that is not #RGB or #RRGGBB', { ...config, backgroundColor: 'red' }],
    ['a canvas side out of range', { ...config, canvasWidth: 5000 }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedConfig(raw)).toBeUndefined();
  });
});
