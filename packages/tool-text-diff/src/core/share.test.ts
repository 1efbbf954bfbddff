import { describe, expect, it } from 'vitest';
import { handOffSide, parseSharedDiff } from './share';

describe('share link state', () => {
  const state = {
    oldText: 'a\nb',
    newText: 'a\nB',
    mode: 'word',
    view: 'unified',
    ignore: { ignoreCase: true, ignoreAllSpace: false },
  };

  it('reads back what the tool writes, false options left out', () => {
    expect(parseSharedDiff(state)).toEqual({ ...state, ignore: { ignoreCase: true } });
  });

  it('refuses anything else', () => {
    expect(parseSharedDiff(null)).toBeUndefined();
    expect(parseSharedDiff({ ...state, oldText: 3 })).toBeUndefined();
    expect(parseSharedDiff({ ...state, mode: 'paragraph' })).toBeUndefined();
    expect(parseSharedDiff({ ...state, view: 'stacked' })).toBeUndefined();
    expect(parseSharedDiff({ ...state, ignore: { ignoreCase: 'yes' } })).toBeUndefined();
    expect(parseSharedDiff({ ...state, ignore: [] })).toBeUndefined();
  });
});

describe('hand-off', () => {
  it('fills the original side first, then the changed side', () => {
    expect(handOffSide({ oldText: '' })).toBe('old');
    expect(handOffSide({ oldText: 'x' })).toBe('new');
  });
});
