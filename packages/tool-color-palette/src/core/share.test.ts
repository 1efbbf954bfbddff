import { describe, expect, it } from 'vitest';
import { parseSharedPalette } from './share';

describe('parseSharedPalette (CONTEXT.md Rules: Link)', () => {
  const state = {
    tab: 'contrast',
    color: '#ff6347',
    scheme: 'analogous',
    converterText: 'tomato',
    foreground: '#000000',
    background: '#ffffff',
  };
  it('takes a whole state, and only its fields', () => {
    expect(parseSharedPalette({ ...state, image: 'x' })).toEqual(state);
  });
  it.each([
    ['not an object', '#ff6347'],
    ['an unknown tab', { ...state, tab: 'mixer' }],
    ['an unknown scheme', { ...state, scheme: 'tetradic' }],
    ['a colour name instead of #rrggbb', { ...state, color: 'tomato' }],
    ['a short hex', { ...state, foreground: '#000' }],
    ['an upper-case hex (never kept so)', { ...state, background: '#FFFFFF' }],
    ['a converter text that is not text', { ...state, converterText: 1 }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedPalette(raw)).toBeUndefined();
  });
});
