import { describe, expect, it, vi } from 'vitest';
import {
  BORDER_RADIUS,
  BORDER_WIDTH,
  CANVAS_SIZE,
  CENTRE,
  cutText,
  DEFAULT_DESIGN,
  FONT_WEIGHTS,
  FONTS,
  fontSizeRange,
  GRADIENT_ANGLE,
  GRID_CELL,
  iconSizeRange,
  normalise,
  nudge,
  OPACITY,
  readHexColor,
  SHADOW_BLUR,
  SHADOW_OFFSET,
  SHAPES,
  snapCanvasSize,
  snapToGrid,
  TEXT_MAX,
} from './design';
import {
  DEFAULT_EXPORT_SIZE,
  DEFAULT_FILE_NAME,
  EXPORT_CLICK_DELAY_MS,
  EXPORT_RETRY_WAIT_MS,
  EXPORT_SIZES,
  EXPORT_TRIES,
  exportFileName,
  isDataUrl,
  JPG_QUALITY,
  PNG_QUALITY,
  withRetries,
} from './export';
import { canRedo, canUndo, HISTORY_LIMIT, present, record, redo, startHistory, undo } from './history';
import {
  ICONS_PER_PAGE,
  iconPage,
  KEYWORD_CATEGORIES,
  keywordCategory,
  searchIcons,
  searchTerms,
} from './icons';
import {
  applyTemplate,
  BUILT_IN_TEMPLATES,
  removeTemplate,
  SAVED_TEMPLATES_LIMIT,
  saveTemplate,
  TEMPLATE_CATEGORIES,
} from './templates';

describe('design (CONTEXT.md Rules: Design)', () => {
  it('has the spec’s defaults', () => {
    expect(DEFAULT_DESIGN).toMatchObject({
      text: 'A',
      font: 'Roboto',
      fontSize: 48,
      fontWeight: 700,
      textColor: '#ffffff',
      textOpacity: 100,
      textPosition: { x: 50, y: 50 },
      iconSize: 32,
      iconColor: '#ffffff',
      showIcon: false,
      showText: true,
      backgroundColor: '#3b82f6',
      backgroundShape: 'circle',
      borderRadius: 8,
      borderWidth: 0,
      borderColor: '#000000',
      showShadow: false,
      shadowOffsetX: 0,
      shadowOffsetY: 4,
      shadowBlur: 8,
      shadowColor: '#000000',
      shadowOpacity: 25,
      canvasSize: 256,
      backgroundGradientEnabled: false,
      backgroundGradientStart: '#60a5fa',
      backgroundGradientEnd: '#2563eb',
      backgroundGradientAngle: 45,
    });
  });

  it('has the spec’s fonts, weights and shapes', () => {
    expect(FONTS).toEqual(['Roboto', 'Poppins', 'Lato', 'Open Sans', 'Montserrat']);
    expect(FONT_WEIGHTS).toEqual([300, 400, 500, 700, 900]);
    expect(SHAPES).toEqual(['square', 'circle', 'rounded', 'none']);
  });

  it('keeps text to 5 characters, an emoji counting once', () => {
    expect(TEXT_MAX).toBe(5);
    expect(cutText('ABCDEFG')).toBe('ABCDE');
    expect(cutText('👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽')).toBe('👍🏽👍🏽👍🏽👍🏽👍🏽');
  });

  it('sizes the font from max(8, 4%) to max(min + 1, 50%) of the canvas, the icon from max(8, 6%) to max(min + 1, 47%)', () => {
    expect(fontSizeRange(256)).toEqual({ min: 10, max: 128 });
    expect(fontSizeRange(128)).toEqual({ min: 8, max: 64 });
    expect(iconSizeRange(256)).toEqual({ min: 15, max: 120 });
    expect(iconSizeRange(128)).toEqual({ min: 8, max: 60 });
    expect(fontSizeRange(10)).toEqual({ min: 8, max: 9 });
  });

  it('has the spec’s ranges, and a canvas of 128–512 in steps of 16', () => {
    expect([OPACITY, GRADIENT_ANGLE, BORDER_RADIUS, BORDER_WIDTH, SHADOW_OFFSET, SHADOW_BLUR]).toEqual([
      { min: 0, max: 100 },
      { min: 0, max: 360 },
      { min: 0, max: 128 },
      { min: 0, max: 20 },
      { min: -50, max: 50 },
      { min: 0, max: 50 },
    ]);
    expect(CANVAS_SIZE).toEqual({ min: 128, max: 512, step: 16, default: 256 });
    expect([100, 130, 137, 600].map(snapCanvasSize)).toEqual([128, 128, 144, 512]);
  });

  it('reads hex colours of 3 or 6 digits, with or without #, lower-case; ignores the rest', () => {
    expect(readHexColor('#ABC')).toBe('#abc');
    expect(readHexColor('A1B2C3')).toBe('#a1b2c3');
    for (const bad of ['#abcd', 'red', '', '#ggg']) expect(readHexColor(bad)).toBeUndefined();
  });

  it('brings every field into range, sizes against a smaller canvas', () => {
    const wild = normalise({
      ...DEFAULT_DESIGN,
      canvasSize: 128,
      fontSize: 100,
      iconSize: 1,
      textOpacity: 140,
      borderWidth: 99,
      text: 'TOOLONG',
    });
    expect(wild).toMatchObject({
      canvasSize: 128,
      fontSize: 64,
      iconSize: 8,
      textOpacity: 100,
      borderWidth: 20,
      text: 'TOOLO',
    });
  });

  it('snaps to the 20 px grid and nudges by pixels, staying on the canvas', () => {
    expect(GRID_CELL).toBe(20);
    expect(snapToGrid({ x: 50, y: 10 }, 256)).toEqual({ x: (120 / 256) * 100, y: (20 / 256) * 100 });
    expect(nudge(CENTRE, 10, -1, 200)).toEqual({ x: 55, y: 49.5 });
    expect(nudge({ x: 99, y: 0 }, 10, -10, 200)).toEqual({ x: 100, y: 0 });
  });
});

describe('history (CONTEXT.md Rules: History)', () => {
  const a = DEFAULT_DESIGN;
  const b = { ...a, text: 'B' };
  const c = { ...a, text: 'C' };

  it('appends, undoes and redoes, stopping at the ends', () => {
    let history = startHistory(a);
    expect(canUndo(history)).toBe(false);
    history = record(record(history, b), c);
    expect(present(history).text).toBe('C');
    history = undo(undo(undo(history)));
    expect(present(history).text).toBe('A');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(present(history).text).toBe('B');
    expect(canRedo(history)).toBe(true);
  });

  it('drops the redo tail on a change', () => {
    const history = record(undo(record(record(startHistory(a), b), c)), { ...a, text: 'D' });
    expect(history.entries.map((entry) => entry.text)).toEqual(['A', 'B', 'D']);
    expect(canRedo(history)).toBe(false);
  });

  it('keeps the last 100 snapshots', () => {
    let history = startHistory(a);
    for (let step = 0; step < 150; step++) history = record(history, { ...a, fontSize: 10 + step });
    expect(history.entries).toHaveLength(HISTORY_LIMIT);
    expect(present(history).fontSize).toBe(159);
  });
});

describe('templates (CONTEXT.md Rules: Templates)', () => {
  it('has about 25 built-in templates in the six categories, each valid when applied', () => {
    expect(TEMPLATE_CATEGORIES).toEqual(['gradient', 'minimal', 'badge', 'outline', 'shadow', 'text']);
    expect(BUILT_IN_TEMPLATES).toHaveLength(25);
    expect(new Set(BUILT_IN_TEMPLATES.map((template) => template.id)).size).toBe(25);
    for (const category of TEMPLATE_CATEGORIES)
      expect(BUILT_IN_TEMPLATES.some((template) => template.category === category)).toBe(true);
    for (const { design } of BUILT_IN_TEMPLATES)
      expect(applyTemplate(DEFAULT_DESIGN, design)).toEqual(normalise(applyTemplate(DEFAULT_DESIGN, design)));
  });

  it('applies over the defaults, keeping the canvas size and centring text and icon', () => {
    const current = {
      ...DEFAULT_DESIGN,
      canvasSize: 384,
      text: 'Z',
      textPosition: { x: 10, y: 90 },
      iconPosition: { x: 0, y: 0 },
      borderWidth: 9,
    };
    const applied = applyTemplate(current, { backgroundColor: '#000000' });
    expect(applied).toMatchObject({
      canvasSize: 384,
      text: 'A',
      textPosition: CENTRE,
      iconPosition: CENTRE,
      borderWidth: 0,
      backgroundColor: '#000000',
    });
  });

  it('clears the chosen icon when the icon is off, and makes no shape transparent unless told', () => {
    expect(
      applyTemplate({ ...DEFAULT_DESIGN, selectedIcon: 'lucide:star', showIcon: true }, {}).selectedIcon,
    ).toBeNull();
    expect(applyTemplate(DEFAULT_DESIGN, { showIcon: true, selectedIcon: 'lucide:star' }).selectedIcon).toBe(
      'lucide:star',
    );
    expect(applyTemplate(DEFAULT_DESIGN, { backgroundShape: 'none' }).backgroundOpacity).toBe(0);
    expect(
      applyTemplate(DEFAULT_DESIGN, { backgroundShape: 'none', backgroundOpacity: 40 }).backgroundOpacity,
    ).toBe(40);
  });

  it('saves up to 50 templates, newest first, refusing the 51st and a blank name', () => {
    const entry = (index: number) => ({
      id: `t${index}`,
      name: ` Mine ${index} `,
      design: DEFAULT_DESIGN,
      createdAt: index,
    });
    let list: ReturnType<typeof removeTemplate> = [];
    for (let index = 1; index <= SAVED_TEMPLATES_LIMIT; index++) {
      const result = saveTemplate(list, entry(index));
      if (!result.ok) throw new Error('refused');
      list = result.templates;
    }
    expect(list[0]?.name).toBe('Mine 50');
    expect(saveTemplate(list, entry(51))).toEqual({ ok: false, reason: 'full' });
    expect(saveTemplate([], { ...entry(1), name: '  ' })).toEqual({ ok: false, reason: 'noName' });
    expect(removeTemplate(list, 't50')).toHaveLength(49);
  });
});

describe('export (CONTEXT.md Rules: Export)', () => {
  it('has the spec’s sizes, formats, qualities, name and timings', () => {
    expect(EXPORT_SIZES).toEqual([16, 32, 64, 128, 256, 512]);
    expect(DEFAULT_EXPORT_SIZE).toBe(256);
    expect([JPG_QUALITY, PNG_QUALITY]).toEqual([0.95, 1]);
    expect(DEFAULT_FILE_NAME).toBe('my-icon');
    expect([EXPORT_TRIES, EXPORT_RETRY_WAIT_MS, EXPORT_CLICK_DELAY_MS]).toEqual([3, 500, 100]);
  });

  it('names the file from what was typed, my-icon when nothing is', () => {
    expect(exportFileName('', 'png')).toBe('my-icon.png');
    expect(exportFileName(' logo.svg ', 'svg')).toBe('logo.svg');
    expect(exportFileName('a/b:c', 'jpg')).toBe('abc.jpg');
    expect(exportFileName('site', 'favicon')).toBe('site.zip');
  });

  it('accepts only a data URL as a result', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('blob:https://x/1')).toBe(false);
    expect(isDataUrl(undefined)).toBe(false);
  });

  it('tries 3 times, 500 ms apart, then gives the last failure', async () => {
    const waits: number[] = [];
    const wait = vi.fn(async (ms: number) => {
      waits.push(ms);
    });
    let tries = 0;
    await expect(
      withRetries(
        async () => {
          tries++;
          throw new Error(`try ${tries}`);
        },
        { wait },
      ),
    ).rejects.toThrow('try 3');
    expect(waits).toEqual([500, 500]);
    let second = 0;
    expect(
      await withRetries(async () => (++second < 2 ? Promise.reject(new Error('no')) : 'ok'), { wait }),
    ).toBe('ok');
  });
});

describe('icon library (CONTEXT.md Rules: Icon library)', () => {
  const icons = [
    'arrow-left',
    'house',
    'home',
    'mail',
    'folder',
    'file-text',
    'chevron-down',
    'chart-bar',
    'play',
    'star',
    'folder-open',
  ].map((name) => ({ id: `lucide:${name}`, family: 'lucide', name }));

  it('shows at most 48 icons a page', () => {
    expect(ICONS_PER_PAGE).toBe(48);
    const many = Array.from({ length: 100 }, (_, index) => index);
    expect(iconPage(many, 1).items).toHaveLength(48);
    expect(iconPage(many, 3)).toMatchObject({ page: 3, pages: 3, items: [96, 97, 98, 99] });
    expect(iconPage(many, 9).page).toBe(3);
  });

  it('puts icons in the five keyword categories by the words of their names', () => {
    expect(KEYWORD_CATEGORIES).toEqual(['interface', 'arrows', 'business', 'communication', 'media']);
    expect(
      ['arrow-left', 'chevron-down', 'mail', 'chart-bar', 'play', 'star', 'folder'].map(keywordCategory),
    ).toEqual(['arrows', 'arrows', 'communication', 'business', 'media', 'interface', undefined]);
  });

  it('searches in English and in Chinese', () => {
    expect(searchIcons(icons, 'folder').map((icon) => icon.name)).toEqual(['folder', 'folder-open']);
    expect(searchIcons(icons, '主页').map((icon) => icon.name)).toEqual(['home', 'house']);
    expect(searchTerms('文件夹')).toEqual(['folder']); // not 文件 (file)
    expect(searchIcons(icons, '箭头').map((icon) => icon.name)).toEqual(['arrow-left', 'chevron-down']);
    expect(searchIcons(icons, 'zzz')).toEqual([]);
    expect(searchIcons(icons, '  ')).toEqual([]);
  });
});
