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

  it('hashes text', async () => {
    expect(await cryptoToolsApi.hashText({ algorithm: 'MD5', text: 'abc' })).toBe(
      '900150983cd24fb0d6963f7d28e17f72',
    );
  });

  it.each(['AES', 'DES', 'TripleDES', 'RC4'] as const)(
    'encrypts and decrypts %s as outcomes',
    async (algorithm) => {
      const encrypted = await cryptoToolsApi.encrypt({ algorithm, text: 'hello', key: 'pw' });
      expect(encrypted.ok).toBe(true);
      const text = encrypted.ok ? encrypted.text : '';
      expect(await cryptoToolsApi.decrypt({ algorithm, text, key: 'pw' })).toEqual({
        ok: true,
        text: 'hello',
      });
    },
  );

  // Error codes cross the worker boundary as data: a thrown error would arrive as its message only.
  it.each([
    ['encrypt', { algorithm: 'AES', text: ' ', key: 'pw' }, 'emptyText'],
    ['encrypt', { algorithm: 'AES', text: 'hello', key: '' }, 'emptyKey'],
    ['decrypt', { algorithm: 'AES', text: 'tbx1.AAAA.AAAA.AAAA', key: 'pw' }, 'decryptFailed'],
    ['decrypt', { algorithm: 'DES', text: 'not base64 at all', key: 'pw' }, 'decryptFailed'],
  ] as const)('%s %j answers the error code %s', async (method, input, error) => {
    expect(await cryptoToolsApi[method](input)).toEqual({ ok: false, error });
  });
});
