import { describe, expect, it } from 'vitest';
import { findMatches } from './match';

function ok(result: ReturnType<typeof findMatches>) {
  if (result.error) throw new Error(`unexpected error ${result.error.code}`);
  return result;
}

describe('findMatches', () => {
  it('lists match, index and numbered groups with their positions', () => {
    const { matches } = ok(findMatches({ pattern: '(\\w)(\\d)', flags: 'g', text: 'a1 b2' }));
    expect(matches).toEqual([
      {
        match: 'a1',
        index: 0,
        groups: ['a', '1'],
        namedGroups: undefined,
        groupRanges: [
          [0, 1],
          [1, 2],
        ],
      },
      {
        match: 'b2',
        index: 3,
        groups: ['b', '2'],
        namedGroups: undefined,
        groupRanges: [
          [3, 4],
          [4, 5],
        ],
      },
    ]);
  });
  it('gives named groups by name', () => {
    const { matches } = ok(findMatches({ pattern: '(?<key>\\w+)=(?<value>\\w+)', flags: 'g', text: 'a=1' }));
    expect(matches[0]?.namedGroups).toEqual({ key: 'a', value: '1' });
  });
  it('marks a group that did not take part as undefined', () => {
    const { matches } = ok(findMatches({ pattern: 'a(b)?', flags: 'g', text: 'a' }));
    expect(matches[0]?.groups).toEqual([undefined]);
    expect(matches[0]?.groupRanges).toEqual([undefined]);
  });
  it.each([
    ['without g only the first match', 'a', '', 'aaa', 1],
    ['with g every match', 'a', 'g', 'aaa', 3],
    ['i ignores case', 'a', 'gi', 'aA', 2],
    ['m anchors at lines', '^x', 'gm', 'x\nx', 2],
    ['s lets the dot match newlines', 'a.b', 'gs', 'a\nb', 1],
    ['y sticks to lastIndex', 'a', 'gy', 'aab', 2],
    ['empty matches advance by one', '(?:)', 'g', 'ab', 3],
    ['u advances by code point', '(?:)', 'gu', '😀', 2],
    ['v allows set notation', '[\\w--\\d]', 'gv', 'a1b', 2],
  ])('%s', (_name, pattern, flags, text, count) => {
    expect(ok(findMatches({ pattern, flags, text })).matches).toHaveLength(count);
  });
  it('stops at 1000 matches and says the list is truncated (CONTEXT.md § Limits)', () => {
    const result = ok(findMatches({ pattern: 'a', flags: 'g', text: 'a'.repeat(1500) }));
    expect(result.matches).toHaveLength(1000);
    expect(result.isTruncated).toBe(true);
  });
  it('is not truncated at exactly 1000 matches', () => {
    const result = ok(findMatches({ pattern: 'a', flags: 'g', text: 'a'.repeat(1000) }));
    expect(result).toMatchObject({ isTruncated: false });
  });
  it('reports a timeout past the 10,000-iteration loop guard', () => {
    const result = findMatches({
      pattern: 'a',
      flags: 'g',
      text: 'a'.repeat(20),
      maxMatches: 50,
      loopGuard: 10,
    });
    expect(result.error?.code).toBe('timeout');
  });
  it.each([
    ['', 'g', 'a', 'patternRequired'],
    ['a', 'g', '', 'textRequired'],
    ['a', 'q', 'a', 'invalidFlags'],
    ['[', 'g', 'a', 'invalidSyntax'],
  ])('validates first: /%s/%s', (pattern, flags, text, code) => {
    expect(findMatches({ pattern, flags, text }).error?.code).toBe(code);
  });
});
