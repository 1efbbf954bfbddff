import { describe, expect, it } from 'vitest';
import { decodeShareHash, parseSharedState, patternFromText } from './share';

const state = { mode: 'test', pattern: '(a+)+$', flags: 'gi', text: 'x & y #1\n名', replacement: '' };

describe('parseSharedState (CONTEXT.md § Share)', () => {
  it('takes a whole state', () => {
    expect(parseSharedState(state)).toEqual(state);
    expect(parseSharedState({ ...state, mode: 'replace', replacement: '$1' })).toMatchObject({
      mode: 'replace',
      replacement: '$1',
    });
  });
  it.each([
    ['not an object', 'x'],
    ['an array', [state]],
    ['an unknown mode', { ...state, mode: 'split' }],
    ['a number for the text', { ...state, text: 3 }],
    ['no flags', { ...state, flags: undefined }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedState(raw)).toBeUndefined();
  });
  it('keeps only the known fields', () => {
    expect(parseSharedState({ ...state, extra: 'x' })).toEqual(state);
  });
});

describe('decodeShareHash: old links (CONTEXT.md § Share › Old links)', () => {
  it('reads pattern, flags and text', () => {
    expect(decodeShareHash({ hash: '#p=%28a%2B%29%2B%24&f=gi&t=x+%26+y+%231%0A%E5%90%8D' })).toEqual(state);
  });
  it('reads a link made without the text', () => {
    expect(decodeShareHash({ hash: '#p=b%2B&f=g' })).toEqual({
      mode: 'test',
      pattern: 'b+',
      flags: 'g',
      text: '',
      replacement: '',
    });
  });
  it('reads replace mode and the replacement', () => {
    expect(decodeShareHash({ hash: '#m=replace&p=(a)&f=g&r=[$1]&t=aXa' })).toEqual({
      mode: 'replace',
      pattern: '(a)',
      flags: 'g',
      text: 'aXa',
      replacement: '[$1]',
    });
  });
  it.each([[''], ['#'], ['#section-2'], ['#s=1abc']])(
    'ignores a hash that is not an old link: %j',
    (hash) => {
      expect(decodeShareHash({ hash })).toBeUndefined();
    },
  );
  it('defaults the flags to g when missing', () => {
    expect(decodeShareHash({ hash: '#p=a' })?.flags).toBe('g');
  });
});

describe('patternFromText (CONTEXT.md § Hand-off)', () => {
  it.each([
    ['/\\d+-\\d+/gi', { pattern: '\\d+-\\d+', flags: 'gi' }],
    ['/a\\/b/', { pattern: 'a\\/b', flags: '' }],
    ['/x/dgs', { pattern: 'x', flags: 'gs' }],
    ['  ^\\w+@\\w+$ \n', { pattern: '^\\w+@\\w+$' }],
    ['[a-z]{2,}', { pattern: '[a-z]{2,}' }],
  ])('%j', (text, expected) => {
    expect(patternFromText(text)).toEqual(expected);
  });
});
