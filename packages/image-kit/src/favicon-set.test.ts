import { describe, expect, it } from 'vitest';
import { faviconSet } from './favicon-set';
import { readIcoDirectory } from './ico';

/** A stand-in PNG: the signature and the size in the next bytes, enough for the ICO writer and the test. */
const fakePng = async (size: number, opaque: boolean) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, size >> 8, size & 255, opaque ? 1 : 0]);

describe('faviconSet (CONTEXT.md Rules: Favicon set)', () => {
  it('writes favicon.ico (16, 32, 48), the 32, 180, 192 and 512 px PNGs and site.webmanifest', async () => {
    const entries = await faviconSet(fakePng, { name: 'My site' });
    expect(entries.map((entry) => entry.name)).toEqual([
      'favicon.ico',
      'favicon-32x32.png',
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
      'site.webmanifest',
    ]);
    const ico = entries[0]?.bytes as Uint8Array;
    expect(readIcoDirectory(ico).map((entry) => entry.size)).toEqual([16, 32, 48]);
    const sizeOf = (name: string) => {
      const bytes = entries.find((entry) => entry.name === name)?.bytes as Uint8Array;
      return { size: ((bytes[8] as number) << 8) | (bytes[9] as number), opaque: bytes[10] === 1 };
    };
    expect(sizeOf('favicon-32x32.png')).toEqual({ size: 32, opaque: false });
    expect(sizeOf('apple-touch-icon.png')).toEqual({ size: 180, opaque: true });
    expect(sizeOf('icon-192.png')).toEqual({ size: 192, opaque: false });
    expect(sizeOf('icon-512.png')).toEqual({ size: 512, opaque: false });
    const manifest = JSON.parse(new TextDecoder().decode(entries[5]?.bytes));
    expect(manifest.name).toBe('My site');
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
  });
});
