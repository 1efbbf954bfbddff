import { describe, expect, it } from 'vitest';
import { describeGroups, findInvalidGroupReference, isReplaceTooLarge, replaceText } from './replace';

describe('replaceText', () => {
  it.each([
    ['$1 swaps groups', '(\\w+) (\\w+)', 'g', 'hello world', '$2 $1', 'world hello'],
    ['named groups with $<name>', '(?<y>\\d{4})-(?<m>\\d\\d)', 'g', '2024-03', '$<m>/$<y>', '03/2024'],
    ['$& inserts the match', 'b', 'g', 'abc', '[$&]', 'a[b]c'],
    ['$$ writes a dollar', 'a', 'g', 'a', '$$', '$'],
    ['without g only the first', 'a', '', 'aaa', 'b', 'baa'],
    ['with g all of them', 'a', 'g', 'aaa', 'b', 'bbb'],
    ['$10 with one group is $1 then 0', '(a)', 'g', 'a', '$10', 'a0'],
    ['$0 stays literal', 'a', 'g', 'a', '$0', '$0'],
  ])('%s', (_name, pattern, flags, text, replacement, output) => {
    expect(replaceText({ pattern, flags, text, replacement })).toEqual({ output });
  });
  it.each([
    ['a group that does not exist', '(a)', '$2', 'invalidGroup'],
    ['a name that does not exist', '(?<x>a)', '$<y>', 'invalidGroup'],
    ['any group when there are none', 'a', '$1', 'invalidGroup'],
  ])('rejects %s', (_name, pattern, replacement, code) => {
    expect(replaceText({ pattern, flags: 'g', text: 'a', replacement }).error?.code).toBe(code);
  });
  it('blocks when text + 1000 × replacement exceeds 500,000 (CONTEXT.md § Limits)', () => {
    expect(isReplaceTooLarge({ text: 'a'.repeat(100_000), replacement: 'b'.repeat(400) })).toBe(false);
    expect(isReplaceTooLarge({ text: 'a'.repeat(100_001), replacement: 'b'.repeat(400) })).toBe(true);
    const result = replaceText({ pattern: 'a', flags: 'g', text: 'a', replacement: 'b'.repeat(501) });
    expect(result.error?.code).toBe('replaceTooLarge');
  });
  it('rejects a result over 200,000 characters, accepts exactly 200,000', () => {
    const text = 'a'.repeat(100_000);
    expect(replaceText({ pattern: 'a', flags: 'g', text, replacement: 'bb' })).toEqual({
      output: 'b'.repeat(200_000),
    });
    expect(replaceText({ pattern: 'a', flags: 'g', text, replacement: 'bbb' }).error?.code).toBe(
      'replaceResultTooLarge',
    );
  });
  it('validates the input first', () => {
    expect(replaceText({ pattern: '', flags: 'g', text: 'a', replacement: '' }).error?.code).toBe(
      'patternRequired',
    );
    expect(replaceText({ pattern: '(', flags: 'g', text: 'a', replacement: '' }).error?.code).toBe(
      'invalidSyntax',
    );
  });
});

describe('group references', () => {
  it('counts numbered and named groups', () => {
    expect(describeGroups(/(a)(?<n>b)(?:c)/g)).toEqual({ count: 2, names: ['n'] });
    expect(describeGroups(/x|y/y)).toEqual({ count: 0, names: [] });
  });
  it.each([
    ['$1', 1, [], undefined],
    ['$2', 1, [], '$2'],
    ['$12', 12, [], undefined],
    ['$<a>', 1, ['a'], undefined],
    ['$<b>', 1, ['a'], '$<b>'],
    ['$$1', 0, [], undefined],
    ['price: $5', 0, [], '$5'],
  ])('%j with %d groups → %j', (replacement, count, names, invalid) => {
    expect(findInvalidGroupReference({ replacement, count, names })).toBe(invalid);
  });
});
