import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from './design';
import { parseSharedDesign } from './share';

describe('parseSharedDesign (CONTEXT.md Rules: Link)', () => {
  const design = { ...DEFAULT_DESIGN, text: '图标', selectedIcon: 'mdi:home-outline', showIcon: true };
  it('takes a whole design, and only its fields', () => {
    expect(parseSharedDesign({ ...design, image: 'data:image/png;base64,AAAA' })).toEqual(design);
  });
  it.each([
    ['not an object', 'A'],
    ['a missing field', { ...design, canvasSize: undefined }],
    ['a number as text', { ...design, fontSize: '48' }],
    ['a font not offered', { ...design, font: 'Comic Sans' }],
    ['a weight not offered', { ...design, fontWeight: 600 }],
    ['a shape not offered', { ...design, backgroundShape: 'star' }],
    ['a colour not stored so', { ...design, textColor: 'FFF' }],
    ['an icon of another family', { ...design, selectedIcon: 'constructor:x' }],
    ['an icon name with markup', { ...design, selectedIcon: 'lucide:<svg>' }],
    ['a position that is not one', { ...design, textPosition: { x: '50', y: 50 } }],
    ['a font size out of its range', { ...design, fontSize: 400 }],
    ['a canvas off its 16 px steps', { ...design, canvasSize: 250 }],
    ['six characters of text', { ...design, text: 'ABCDEF' }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedDesign(raw)).toBeUndefined();
  });
});
