import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FLAGS,
  compilePattern,
  DEFAULT_FLAGS,
  DEFAULT_MODE,
  LOOP_GUARD,
  MAX_MATCHES,
  MAX_REPLACE_RESULT,
  MAX_TEXT_LENGTH,
  REPLACE_BUDGET,
  REPLACE_FACTOR,
  regexModes,
  TIMEOUT_MS,
  validateFlags,
  validateInput,
} from './limits';

describe('constants (CONTEXT.md § Limits, § Time limit)', () => {
  it.each([
    ['test text limit', MAX_TEXT_LENGTH, 100_000],
    ['max matches', MAX_MATCHES, 1000],
    ['loop guard', LOOP_GUARD, 10_000],
    ['replace factor', REPLACE_FACTOR, 1000],
    ['replace budget', REPLACE_BUDGET, 500_000],
    ['replace result cap', MAX_REPLACE_RESULT, 200_000],
    ['time limit (our choice: about a second)', TIMEOUT_MS, 1000],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('offers test and replace, test first; global by default', () => {
    expect(regexModes).toEqual(['test', 'replace']);
    expect(DEFAULT_MODE).toBe('test');
    expect(DEFAULT_FLAGS).toBe('g');
  });
  it('allows exactly the flags g i m s u v y', () => {
    expect([...ALLOWED_FLAGS]).toEqual(['g', 'i', 'm', 's', 'u', 'v', 'y']);
  });
});

describe('validateFlags', () => {
  it.each([
    ['', undefined],
    ['g', undefined],
    ['gimsuy', undefined],
    ['gimsvy', undefined],
    ['d', 'd'],
    ['gx', 'x'],
    ['gg', 'g'],
    ['G', 'G'],
    ['uv', 'uv'],
  ])('%j → %j', (flags, detail) => {
    const error = validateFlags({ flags });
    expect(error).toEqual(detail === undefined ? undefined : { code: 'invalidFlags', detail });
  });
});

describe('validateInput (CONTEXT.md § Errors order: required, length, flags, syntax)', () => {
  const ok = { pattern: 'a', flags: 'g', text: 'a' };
  it.each([
    ['valid input', ok, undefined],
    ['empty pattern', { ...ok, pattern: '' }, 'patternRequired'],
    ['empty text', { ...ok, text: '' }, 'textRequired'],
    ['text of exactly 100,000 characters', { ...ok, text: 'a'.repeat(100_000) }, undefined],
    ['text of 100,001 characters', { ...ok, text: 'a'.repeat(100_001) }, 'textTooLong'],
    ['a flag outside g i m s u v y', { ...ok, flags: 'gx' }, 'invalidFlags'],
    ['unbalanced parenthesis', { ...ok, pattern: '(a' }, 'invalidSyntax'],
    ['nothing to repeat', { ...ok, pattern: '*a' }, 'invalidSyntax'],
    ['bad named group', { ...ok, pattern: '(?<1a>x)' }, 'invalidGroup'],
    ['duplicate group name', { ...ok, pattern: '(?<n>a)(?<n>b)' }, 'invalidGroup'],
  ])('%s', (_name, input, code) => {
    expect(validateInput(input)?.code).toBe(code);
  });
  it('keeps the engine message as detail for syntax errors', () => {
    expect(compilePattern({ pattern: '(a', flags: '' }).error?.detail).toMatch(/Unterminated group/);
  });
});
