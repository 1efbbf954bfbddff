import { describe, expect, it } from 'vitest';
import { decodeShareHash, encodeShareHash } from './share';

describe('share hash', () => {
  const state = { mode: 'test' as const, pattern: '(a+)+$', flags: 'gi', text: 'x & y #1\n名' };
  it('round-trips pattern, flags and text', () => {
    expect(decodeShareHash({ hash: encodeShareHash({ state, includeText: true }) })).toEqual({
      ...state,
      replacement: undefined,
    });
  });
  it('leaves the text out when asked', () => {
    const hash = encodeShareHash({ state, includeText: false });
    expect(hash).not.toContain('t=');
    expect(decodeShareHash({ hash })?.text).toBeUndefined();
  });
  it('carries replace mode and the replacement', () => {
    const hash = encodeShareHash({
      state: { ...state, mode: 'replace', replacement: '$1' },
      includeText: true,
    });
    expect(decodeShareHash({ hash })).toMatchObject({ mode: 'replace', replacement: '$1' });
  });
  it.each([[''], ['#'], ['#section-2']])('ignores a hash that is not a share link: %j', (hash) => {
    expect(decodeShareHash({ hash })).toBeUndefined();
  });
  it('defaults the flags to g when missing', () => {
    expect(decodeShareHash({ hash: '#p=a' })?.flags).toBe('g');
  });
});
