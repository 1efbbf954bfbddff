import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEQUENTIAL_DOWNLOAD_GAP_MS } from './constants';
import { downloadOneByOne } from './download-queue';

afterEach(() => vi.useRealTimers());

describe('downloads one by one when the ZIP fails (CONTEXT.md § Output)', () => {
  it('the gap is 300 ms', () => {
    expect(SEQUENTIAL_DOWNLOAD_GAP_MS).toBe(300);
  });

  it('starts the first at once and each next 300 ms later', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const done = downloadOneByOne(['a', 'b', 'c'], (item) => started.push(item));
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(299);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(300);
    expect(started).toEqual(['a', 'b', 'c']);
    await done;
  });

  it('resolves at once for nothing', async () => {
    await expect(downloadOneByOne([], () => undefined)).resolves.toBeUndefined();
  });
});
