import { describe, expect, it } from 'vitest';
import { countCharacters } from './characters';

describe('countCharacters', () => {
  it.each([
    { text: '', expected: 0 },
    { text: 'abc', expected: 3 },
    { text: '中文', expected: 2 },
    { text: '🎉', expected: 1 },
    { text: 'a🎉b😀', expected: 4 },
    { text: '𠮷野家', expected: 3 },
    // A lone surrogate is still one character on screen (a replacement box).
    { text: '\ud800x', expected: 2 },
    { text: 'x\udc00', expected: 2 },
  ])('"$text" has $expected', ({ text, expected }) => {
    expect(countCharacters(text)).toBe(expected);
    expect(countCharacters(text)).toBe(Array.from(text).length);
  });
});
