import { describe, expect, it } from 'vitest';
import { cardTags, cutText, oneParagraph } from './fit-fields';

describe('cutText (CONTEXT.md Rules: Interoperability › Fitting)', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

  it.each([
    ['a text that fits stays as it is', 'Short text.', 20, 'Short text.'],
    ['a text of exactly the limit stays', 'abcde', 5, 'abcde'],
    [
      'ends at the last sentence end in the second half',
      'One two three. Four five six. Seven eight',
      35,
      'One two three. Four five six.',
    ],
    [
      'a full stop inside a number is no sentence end',
      'Pi is 3.14159 and more words here',
      20,
      'Pi is 3.14159 and…',
    ],
    ['Chinese sentence ends need no space after them', '第一句话。第二句话很长很长很长很长', 8, '第一句话。'],
    ['without a sentence end, at the last space, with …', words(20), 20, 'w0 w1 w2 w3 w4 w5…'],
    ['one long word is cut with …', 'x'.repeat(30), 10, `${'x'.repeat(9)}…`],
    ['a sentence end in the first half is too early', `Hi. ${'y'.repeat(30)}`, 20, `Hi. ${'y'.repeat(15)}…`],
  ])('%s', (_, value, max, expected) => {
    expect(cutText(value, max)).toBe(expected);
    expect(Array.from(cutText(value, max)).length).toBeLessThanOrEqual(max);
  });

  it('counts code points and never splits an emoji', () => {
    const value = '🗺️'.repeat(10);
    const cut = cutText(value, 7);
    expect(Array.from(cut).length).toBeLessThanOrEqual(7);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('oneParagraph', () => {
  it('folds line breaks and runs of spaces into one space, trimmed', () => {
    expect(oneParagraph('  a\n\nb \t c  ')).toBe('a b c');
  });
});

describe('cardTags', () => {
  it('trims, drops empty ones and repeats (case aside), keeps the first spelling and at most ten', () => {
    expect(cardTags([' Sea ', 'sea', '', 'SEA', 'sky'])).toEqual(['Sea', 'sky']);
    expect(cardTags(Array.from({ length: 12 }, (_, index) => `t${index}`))).toHaveLength(10);
  });
});
