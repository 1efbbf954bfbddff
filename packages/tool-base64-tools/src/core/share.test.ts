import { describe, expect, it } from 'vitest';
import { parseSharedBase64 } from './share';

describe('parseSharedBase64 (CONTEXT.md § Link)', () => {
  const state = { mode: 'decode', input: '5L2g5aW9', isUrlSafe: true };
  it('takes a whole state, and only its fields', () => {
    expect(parseSharedBase64({ ...state, extra: 1 })).toEqual(state);
  });
  it.each([
    ['not an object', '5L2g5aW9'],
    ['null', null],
    ['an unknown mode', { ...state, mode: 'hex' }],
    ['an input that is not text', { ...state, input: 5 }],
    ['no alphabet choice', { mode: 'encode', input: 'a' }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedBase64(raw)).toBeUndefined();
  });
});
