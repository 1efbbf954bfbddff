import { describe, expect, it } from 'vitest';
import { cryptoToolsApi } from './api';

describe('worker api', () => {
  it('hashes a file and reports progress through the bridge context', async () => {
    const ratios: number[] = [];
    const digest = await cryptoToolsApi.hashFile(
      { algorithm: 'SHA256', file: new Blob(['abc']) },
      { progress: (ratio) => ratios.push(ratio) },
    );
    expect(digest).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(ratios).toEqual([1]);
  });
});
