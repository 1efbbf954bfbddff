import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

afterEach(() => vi.restoreAllMocks());

describe('useObjectUrl', () => {
  it('makes a URL for the Blob and revokes it when the Blob changes and on unmount', () => {
    let made = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | undefined },
    });
    expect(result.current).toBe('blob:test/1');
    rerender({ blob: new Blob(['b']) });
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    expect(result.current).toBe('blob:test/2');
    rerender({ blob: undefined });
    expect(revoke).toHaveBeenCalledWith('blob:test/2');
    expect(result.current).toBeUndefined();
    unmount();
    expect(create).toHaveBeenCalledTimes(2);
  });
});
