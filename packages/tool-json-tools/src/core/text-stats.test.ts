import { describe, expect, it } from 'vitest';
import { hasDigitRun, measureText } from './text-stats';

const encoded = (text: string) => new TextEncoder().encode(text).length;
const codePoints = (text: string) => [...text].length;

describe('measureText', () => {
  it.each([
    '',
    'plain ascii {"a": [1, 2]}',
    'é ñ ü',
    '中文 and 日本語',
    '😀 👨‍👩‍👧 emoji',
    'mixed é中😀\n\t\u0000 end',
    'lone \ud800 high, lone \udc00 low, reversed \udc00\ud800',
    '\ud83d',
  ])('%j: UTF-8 bytes and code points as encoding gives', (text) => {
    expect(measureText(text)).toEqual({ bytes: encoded(text), characters: codePoints(text) });
  });

  it('agrees with the encoder on a long multilingual text', () => {
    const text = Array.from({ length: 2000 }, (_, index) =>
      String.fromCodePoint(index % 7 === 0 ? 0x1f600 + (index % 50) : 0x20 + ((index * 37) % 0x3000)),
    ).join('');
    expect(measureText(text)).toEqual({ bytes: encoded(text), characters: codePoints(text) });
  });
});

describe('hasDigitRun', () => {
  it.each([
    ['', false],
    ['123456789012345', false],
    ['1234567890123456', true],
    ['x1234567890123456x', true],
    ['{"id": 12345678901234567890}', true],
    ['{"a": 123456789012345, "b": 123456789012345}', false],
    ['1.234567890123456', false],
    ['12345678.12345678', false],
  ])('%j: %s', (text, expected) => {
    expect(hasDigitRun(text, 16)).toBe(expected);
  });

  it('says what /\\d{16}/ says on 5,000 random texts', () => {
    let state = 7;
    const next = (limit: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % limit;
    };
    for (let round = 0; round < 5000; round++) {
      const text = Array.from({ length: next(80) }, () =>
        next(10) < 8 ? String(next(10)) : 'x.'[next(2)],
      ).join('');
      expect(hasDigitRun(text, 16), text).toBe(/\d{16}/.test(text));
    }
  });
});
