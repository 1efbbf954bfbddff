import { describe, expect, it } from 'vitest';
import { segmentText } from './highlight';
import { findMatches } from './match';

function segments(pattern: string, text: string) {
  const result = findMatches({ pattern, flags: 'g', text });
  if (result.error) throw new Error(result.error.code);
  return segmentText({ text, matches: result.matches }).map(({ text: part, match, group }) => [
    part,
    match,
    group,
  ]);
}

describe('segmentText', () => {
  it.each([
    [
      'plain text around matches',
      'b',
      'abcb',
      [
        ['a', undefined, undefined],
        ['b', 0, undefined],
        ['c', undefined, undefined],
        ['b', 1, undefined],
      ],
    ],
    [
      'groups inside a match',
      '(a)-(b)',
      'xa-by',
      [
        ['x', undefined, undefined],
        ['a', 0, 1],
        ['-', 0, undefined],
        ['b', 0, 2],
        ['y', undefined, undefined],
      ],
    ],
    [
      'the innermost of nested groups wins',
      '((a)b)',
      'ab',
      [
        ['a', 0, 2],
        ['b', 0, 1],
      ],
    ],
    ['empty matches are not drawn', 'x*', 'ab', [['ab', undefined, undefined]]],
  ])('%s', (_name, pattern, text, expected) => {
    expect(segments(pattern, text)).toEqual(expected);
  });
  it('keeps every character exactly once', () => {
    const text = 'one 2024-01-02 two 2025-12-31';
    const result = findMatches({ pattern: '(\\d+)-(\\d+)', flags: 'g', text });
    if (result.error) throw new Error(result.error.code);
    expect(
      segmentText({ text, matches: result.matches })
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
